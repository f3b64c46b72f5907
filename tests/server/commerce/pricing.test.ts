import { describe, expect, it } from 'vitest';
import {
  applyRate,
  incrementOf,
  isValidStep,
  unitPriceMinor,
  wholesaleRange,
  type WholesaleEntry,
} from '../../../server/commerce/pricing';
import { formatMoney } from '../../../server/commerce/money';
import { blocksOrder, inventoryWarningFor } from '../../../server/commerce/warnings';

const ON = { wholesale: true };
const OFF = { wholesale: false };
const RETAIL = 1000;

const tiered: WholesaleEntry = {
  increment_quantity: 1,
  rate_bp: 10000,
  price_minor: null,
  tiers: [
    { min_qty: 10, max_qty: 49, price_minor: 900 },
    { min_qty: 50, max_qty: 99, price_minor: 800 },
    { min_qty: 100, max_qty: null, price_minor: 700 },
  ],
};

describe('tier pricing', () => {
  it.each([
    [1, 1000],
    [9, 1000],
    [10, 900],
    [49, 900],
    [50, 800],
    [99, 800],
    [100, 700],
    [100_000, 700],
  ])('quantity %i costs %i sen a unit', (quantity, unit) => {
    expect(unitPriceMinor(RETAIL, tiered, quantity, ON)).toBe(unit);
  });

  it('charges retail above a closed last tier', () => {
    const closed = { ...tiered, tiers: [{ min_qty: 10, max_qty: 19, price_minor: 900 }] };
    expect(unitPriceMinor(RETAIL, closed, 19, ON)).toBe(900);
    expect(unitPriceMinor(RETAIL, closed, 20, ON)).toBe(RETAIL);
  });

  it('scales tier prices by the rate but never the retail price', () => {
    const discounted = { ...tiered, rate_bp: 9000 };
    expect(unitPriceMinor(RETAIL, discounted, 10, ON)).toBe(810);
    expect(unitPriceMinor(RETAIL, discounted, 5, ON)).toBe(RETAIL);
  });

  it('uses a single wholesale price for every quantity when there are no tiers', () => {
    const fixed = { increment_quantity: 1, rate_bp: 9500, price_minor: 880, tiers: [] };
    expect(unitPriceMinor(RETAIL, fixed, 1, ON)).toBe(836);
    expect(unitPriceMinor(RETAIL, fixed, 500, ON)).toBe(836);
  });

  it('charges retail when wholesale pricing is off or the variant has no entry', () => {
    expect(unitPriceMinor(RETAIL, tiered, 100, OFF)).toBe(RETAIL);
    expect(unitPriceMinor(RETAIL, null, 100, ON)).toBe(RETAIL);
  });

  it('rounds half a sen up, identically everywhere', () => {
    expect(applyRate(1230, 9500)).toBe(1169); // 1168.5
    expect(applyRate(1229, 9500)).toBe(1168); // 1167.55
  });

  it('reports the wholesale price range after the rate', () => {
    expect(wholesaleRange({ ...tiered, rate_bp: 9000 })).toEqual({ min: 630, max: 810 });
    expect(wholesaleRange({ ...tiered, tiers: [] })).toBeNull();
  });
});

describe('quantity steps', () => {
  it('takes the increment from the wholesale entry, 1 without one', () => {
    expect(incrementOf({ ...tiered, increment_quantity: 6 }, ON)).toBe(6);
    expect(incrementOf({ ...tiered, increment_quantity: 6 }, OFF)).toBe(1);
    expect(incrementOf(null, ON)).toBe(1);
  });

  it('accepts multiples of the step only', () => {
    expect(isValidStep(12, 6)).toBe(true);
    expect(isValidStep(13, 6)).toBe(false);
  });
});

describe('stock warnings', () => {
  const base = { tracked: true, stock: 3, quantity: 5, variantPreorder: false, shopAllowsPreorder: false };

  it('warns of low stock with the units left, and that blocks the order', () => {
    const warning = inventoryWarningFor(base);
    expect(warning).toEqual({ type: 'low_stock', unit_left: 3 });
    expect(blocksOrder('low_stock')).toBe(true);
  });

  it('calls an empty shelf out of stock', () => {
    expect(inventoryWarningFor({ ...base, stock: 0 })?.type).toBe('out_of_stock');
    expect(inventoryWarningFor({ ...base, stock: -4 })?.type).toBe('out_of_stock');
  });

  it('turns short stock into a pre-order when the shop allows pre-orders', () => {
    const warning = inventoryWarningFor({ ...base, shopAllowsPreorder: true });
    expect(warning?.type).toBe('preorder_low_stock');
    expect(blocksOrder('preorder_low_stock')).toBe(false);
  });

  it('marks pre-order variants whatever their stock', () => {
    expect(inventoryWarningFor({ ...base, stock: 100, variantPreorder: true })?.type).toBe('preorder_item');
  });

  it('says nothing for enough stock or untracked stock', () => {
    expect(inventoryWarningFor({ ...base, stock: 5 })).toBeNull();
    expect(inventoryWarningFor({ ...base, tracked: false, stock: 0 })).toBeNull();
  });
});

describe('money in messages', () => {
  it('formats like the store: currency, thousands, two decimals', () => {
    expect(formatMoney('MYR', 10000)).toBe('MYR 100.00');
    expect(formatMoney('MYR', 123456789)).toBe('MYR 1,234,567.89');
  });
});
