import { describe, expect, it } from 'vitest';
import type { WholesalePrice } from '../../../contract/schemas/catalog';
import { applyRate, discountLabel, findTier, priceRange, rateLabel, subtotalOf, unitPriceAt, type Priced } from '../../../renderer/src/lib/pricing';

const entry = (price: WholesalePrice['price'], rate = 1, increment_quantity = 1): WholesalePrice => ({
  rate_type: 'fixed',
  increment_quantity,
  rate,
  price,
});

// 10 - 49 at 9, 50 - 99 at 8, >= 100 at 7; the original price is 10.
const tiered: Priced = {
  ori_unit_price: 10,
  wholesale_price: [
    entry([
      { min_qty: 50, max_qty: 99, price: 8 },
      { min_qty: 10, max_qty: 49, price: 9 },
      { min_qty: 100, max_qty: null, price: 7 },
    ]),
  ],
};

describe('unitPriceAt with tiers', () => {
  it.each([
    [0, 10],
    [1, 10],
    [9, 10], // first min - 1: original price
    [10, 9], // first min
    [49, 9], // max
    [50, 8], // max + 1 = next min
    [99, 8],
    [100, 7], // open-ended tier starts
    [100_000, 7],
  ])('quantity %s costs %s', (qty, price) => {
    expect(unitPriceAt(tiered, qty, true)).toBe(price);
  });

  it('uses the original price in a gap between tiers', () => {
    const gapped: Priced = { ori_unit_price: 5, wholesale_price: [entry([{ min_qty: 1, max_qty: 4, price: 4 }, { min_qty: 10, max_qty: null, price: 3 }])] };
    expect(unitPriceAt(gapped, 4, true)).toBe(4);
    expect(unitPriceAt(gapped, 5, true)).toBe(5);
    expect(unitPriceAt(gapped, 9, true)).toBe(5);
    expect(unitPriceAt(gapped, 10, true)).toBe(3);
  });

  it('ignores the tiers when the price list is disabled', () => {
    expect(unitPriceAt(tiered, 100, false)).toBe(10);
  });

  it('uses the original price when there is no wholesale entry or an empty tier list', () => {
    expect(unitPriceAt({ ori_unit_price: 12.34, wholesale_price: [] }, 5, true)).toBe(12.34);
    expect(unitPriceAt({ ori_unit_price: 12.34, wholesale_price: [entry([])] }, 5, true)).toBe(12.34);
  });

  it('only reads the first wholesale entry', () => {
    const two: Priced = { ori_unit_price: 10, wholesale_price: [entry(6), entry(1)] };
    expect(unitPriceAt(two, 1, true)).toBe(6);
  });
});

describe('plain-number price and rate', () => {
  it('applies a plain-number price at any quantity, even none', () => {
    const plain: Priced = { ori_unit_price: 10, wholesale_price: [entry(6.5)] };
    for (const qty of [0, 1, 999]) expect(unitPriceAt(plain, qty, true)).toBe(6.5);
  });

  it.each([
    [10, 0.9, 9],
    [9.99, 0.9, 8.99], // 8.991
    [1.005, 1, 1.01],
    [0.35, 0.5, 0.18], // 17.5 sen rounds half up
    [12.3, 0.95, 11.69], // 1168.5 sen, half up like the store
    [0.07, 0.85, 0.06], // 5.95 sen
    [19.99, 0.9999, 19.99],
    [10, 1, 10],
  ])('%s x rate %s = %s', (price, rate, scaled) => {
    expect(applyRate(price, rate)).toBe(scaled);
  });

  it('scales the tier price by the rate but not the original price', () => {
    const rated: Priced = { ori_unit_price: 10, wholesale_price: [entry([{ min_qty: 5, max_qty: null, price: 8 }], 0.9)] };
    expect(unitPriceAt(rated, 4, true)).toBe(10);
    expect(unitPriceAt(rated, 5, true)).toBe(7.2);
  });

  it.each([
    [0.9, '- 10%'],
    [0.75, '- 25%'],
    [0.875, '- 12.5%'],
    [1, null],
    [1.1, '+ 10%'],
  ])('rate %s reads %s', (rate, label) => {
    expect(rateLabel(rate)).toBe(label);
  });
});

describe('subtotal', () => {
  it.each([
    [3, 1.005, 3.03],
    [3, 0.1, 0.3],
    [10, 0.1 + 0.2, 3],
    [1000, 19.99, 19_990],
    [null, 5, 0],
    [0, 5, 0],
  ])('%s x %s = %s', (qty, unit, subtotal) => {
    expect(subtotalOf(qty, unit)).toBe(subtotal);
  });
});

describe('discount label', () => {
  it.each([
    ['disabled price list', tiered, false, 'N/A'],
    ['no wholesale entry', { ori_unit_price: 1, wholesale_price: [] }, true, 'N/A'],
    ['empty tier list', { ori_unit_price: 1, wholesale_price: [entry([])] }, true, 'N/A'],
    ['rate 0.9', { ori_unit_price: 1, wholesale_price: [entry(5, 0.9)] }, true, '- 10%'],
    ['tiers at rate 1', tiered, true, ''],
  ] as const)('%s -> %s', (_name, item, enabled, label) => {
    expect(discountLabel(item, enabled)).toBe(label);
  });
});

describe('findTier', () => {
  it('finds nothing below the first minimum', () => {
    expect(findTier([{ min_qty: 2, max_qty: null, price: 1 }], 1)).toBeNull();
  });
});

describe('priceRange', () => {
  const product = { min_price: 10, max_price: 20, ws_min_price: 8, ws_max_price: 8 };
  it('shows one wholesale price when min equals max', () => {
    expect(priceRange(product, true)).toEqual({ min: 8, max: 8, isRange: false });
  });
  it('shows from min when min is below max', () => {
    expect(priceRange({ ...product, ws_max_price: 9.5 }, true)).toEqual({ min: 8, max: 9.5, isRange: true });
  });
  it('falls back to the retail range without wholesale prices or with the list disabled', () => {
    expect(priceRange({ ...product, ws_min_price: null, ws_max_price: null }, true)).toEqual({ min: 10, max: 20, isRange: true });
    expect(priceRange(product, false)).toEqual({ min: 10, max: 20, isRange: true });
  });
});
