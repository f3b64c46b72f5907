import { describe, expect, it } from 'vitest';
import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import { priceTermsOf } from '../../../../renderer/src/state/priceTerms';
import { checkRow, nearestMultiples, type QuickRow } from '../../../../renderer/src/features/quickOrder/rowCheck';
import { checksAndTotals } from '../../../../renderer/src/features/quickOrder/useRowChecks';

const terms = { ...priceTermsOf(null, null), wholesale: true, allowPreorder: false };

function entry(changes: { stock?: number; step?: number; restriction?: string } = {}): IndexEntry {
  return {
    product: { id: 1, handle: 'shirt', title: 'Shirt', currency: 'MYR', featured_img: null, inventory_management: 'tracked', restriction_text: changes.restriction ?? null },
    variant: {
      id: 11,
      name: 'Shirt - Red',
      variant_name: 'Red',
      sku: 'SH-R',
      unit_price: 10,
      ori_unit_price: 12,
      inventory_quantity: changes.stock ?? 50,
      inventory_management: 'tracked',
      is_preorder: false,
      item_image: null,
      wholesale_price: [
        {
          rate_type: 'fixed',
          increment_quantity: changes.step ?? 6,
          rate: 1,
          price: [
            { min_qty: 1, max_qty: 11, price: 10 },
            { min_qty: 12, max_qty: null, price: 8 },
          ],
        },
      ],
    },
  };
}

const row = (quantity: string, lookup: QuickRow['lookup'] = { state: 'found', entry: entry() }): QuickRow => ({ key: 1, text: 'SH-R', quantity, lookup });

describe('checkRow', () => {
  it('prices a valid row at its tier and makes its subtotal', () => {
    expect(checkRow(row('6'), terms)).toMatchObject({ status: 'ok', unitPrice: 10, subtotal: 60 });
    expect(checkRow(row('12'), terms)).toMatchObject({ status: 'ok', unitPrice: 8, subtotal: 96 });
  });

  it("reads a typed quantity by the buyer's language", () => {
    const stocked = { state: 'found', entry: entry({ stock: 5000 }) } as const;
    expect(checkRow(row('1.200', stocked), { ...terms, locale: 'id_ID' })).toMatchObject({ status: 'ok', quantity: 1200 });
    expect(checkRow(row('1,200', stocked), terms)).toMatchObject({ status: 'ok', quantity: 1200 });
    expect(checkRow(row('1.200'), terms).problem).toEqual({ kind: 'quantity' });
  });

  it('offers the nearest whole multiples for a quantity off the step', () => {
    expect(checkRow(row('8'), terms).problem).toEqual({ kind: 'multiple', step: 6, nearest: [6, 12] });
    expect(checkRow(row('4'), terms).problem).toEqual({ kind: 'multiple', step: 6, nearest: [6] });
  });

  it('flags an unknown SKU, a missing quantity, no stock and a product that cannot be ordered', () => {
    expect(checkRow(row('6', { state: 'missing' }), terms).problem).toEqual({ kind: 'not_found' });
    expect(checkRow(row(''), terms).problem).toEqual({ kind: 'quantity' });
    expect(checkRow(row('0'), terms).problem).toEqual({ kind: 'quantity' });
    expect(checkRow(row('6', { state: 'found', entry: entry({ stock: 0 }) }), terms).problem).toEqual({ kind: 'out_of_stock' });
    expect(checkRow(row('6', { state: 'found', entry: entry({ restriction: 'Log in' }) }), terms).problem).toEqual({ kind: 'unavailable', reason: 'Log in' });
  });

  it('lets a pre-order through where the shop allows it', () => {
    expect(checkRow(row('6', { state: 'found', entry: entry({ stock: 0 }) }), { ...terms, allowPreorder: true }).status).toBe('ok');
  });

  it('refuses a quantity over the stock where the shop takes no pre-orders, offering what fits', () => {
    const low = { state: 'found' as const, entry: entry({ stock: 20 }) };
    expect(checkRow(row('24', low), terms)).toMatchObject({ status: 'problem', problem: { kind: 'over_stock', inStock: 20, fit: 18 } });
    expect(checkRow(row('18', low), terms)).toMatchObject({ status: 'ok', problem: null, stock: null });
  });

  it('lets a quantity over the stock through as a pre-order where the shop takes them, saying how much', () => {
    const low = { state: 'found' as const, entry: entry({ stock: 20 }) };
    expect(checkRow(row('24', low), { ...terms, allowPreorder: true })).toMatchObject({ status: 'ok', stock: { kind: 'preorder', inStock: 20, preorder: 4 } });
  });

  it('says how many more reach the next tier, within the stock', () => {
    expect(checkRow(row('6'), terms).next).toEqual({ more: 6, quantity: 12, price: 8 });
    expect(checkRow(row('12'), terms).next).toBeNull();
    expect(checkRow(row('6', { state: 'found', entry: entry({ stock: 10 }) }), terms).next).toBeNull();
  });

  it('tells a blank row from one still being looked up', () => {
    expect(checkRow({ key: 1, text: '', quantity: '', lookup: { state: 'none' } }, terms).status).toBe('blank');
    expect(checkRow(row('6', { state: 'checking' }), terms).status).toBe('pending');
  });
});

describe('nearestMultiples', () => {
  it('gives the step below and above, never 0 and never past the line limit', () => {
    expect(nearestMultiples(7, 6)).toEqual([6, 12]);
    expect(nearestMultiples(5, 6)).toEqual([6]);
    expect(nearestMultiples(99_999, 6)).toEqual([99_996]);
  });
});

describe('the quick order total', () => {
  it('counts only the lines Add all would send: a line off its carton step or unknown is left out until fixed', () => {
    const rows: QuickRow[] = [
      { ...row('12'), key: 1 },
      { ...row('7'), key: 2 },
      { key: 3, text: 'NOPE', quantity: '5', lookup: { state: 'missing' } },
    ];
    expect(checksAndTotals(rows, terms).totals).toEqual({ lines: 1, units: 12, amount: 96, currency: 'MYR' });
  });
});
