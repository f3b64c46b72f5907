import { describe, expect, it } from 'vitest';
import type { WholesalePrice } from '../../../contract/schemas/catalog';
import {
  canOrder,
  filledOrderItems,
  fitsQuantity,
  fitsStep,
  MAX_LINE_QUANTITY,
  misfitIds,
  minusStep,
  normalizeQuantity,
  plusStep,
  productStep,
  quantitiesChanged,
  quantitiesReducer,
  stepOf,
  stockBadge,
  type Quantities,
} from '../../../renderer/src/lib/quantity';

const withStep = (increment_quantity: number): { wholesale_price: WholesalePrice[] } => ({
  wholesale_price: [{ rate_type: 'fixed', increment_quantity, rate: 1, price: 1 }],
});

describe('step', () => {
  it.each([
    ['no wholesale price', { wholesale_price: [] }, 1],
    ['increment 6', withStep(6), 6],
    ['increment 0 (nonsense)', withStep(0), 1],
    ['increment -2 (nonsense)', withStep(-2), 1],
  ] as const)('%s -> %s', (_name, item, step) => {
    expect(stepOf(item)).toBe(step);
  });

  it('takes the first entry only', () => {
    const item = { wholesale_price: [...withStep(5).wholesale_price, ...withStep(3).wholesale_price] };
    expect(stepOf(item)).toBe(5);
  });
});

describe('plus and minus', () => {
  it.each([
    [null, 1, 1],
    [0, 6, 6],
    [6, 6, 12],
    [4, 6, 10],
  ])('plus(%s, step %s) = %s', (qty, step, next) => {
    expect(plusStep(qty, step)).toBe(next);
  });

  it.each([
    [12, 6, 6],
    [6, 6, null],
    [4, 6, null], // never below 0
    [null, 1, null],
    [2, 1, 1],
  ])('minus(%s, step %s) = %s', (qty, step, next) => {
    expect(minusStep(qty, step)).toBe(next);
  });
});

describe('normalizeQuantity', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['0', null],
    [0, null],
    [null, null],
    [undefined, null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['12', 12],
    [' 7 ', 7],
    [3, 3],
    ['99999999999999999999', null],
  ])('%j -> %s', (input, value) => {
    expect(normalizeQuantity(input)).toBe(value);
  });
});

describe('filledOrderItems', () => {
  it('keeps only quantities that count', () => {
    const quantities = new Map<number, number | null>([[1, 3], [2, null], [3, 0], [4, 12]]);
    expect(filledOrderItems(quantities)).toEqual([{ id: 1, quantity: 3 }, { id: 4, quantity: 12 }]);
  });
});

describe('stock', () => {
  it.each([
    [5, 'shopify', false, null, true],
    [0, 'shopify', false, 'out_of_stock', false],
    [-2, 'shopify', true, 'preorder', true],
    [0, 'none', false, null, true],
  ] as const)('stock %s tracked by %s, preorder %s -> %s', (qty, mgmt, preorder, badge, orderable) => {
    const item = { inventory_quantity: qty, inventory_management: mgmt };
    expect(stockBadge(item, preorder)).toBe(badge);
    expect(canOrder(item, preorder)).toBe(orderable);
  });
});

describe('quantitiesReducer', () => {
  const start: Quantities = new Map([[1, 2], [2, null]]);

  it('sets one entry and leaves the rest', () => {
    const next = quantitiesReducer(start, { type: 'set', id: 2, quantity: 5 });
    expect([...next]).toEqual([[1, 2], [2, 5]]);
    expect(start.get(2)).toBeNull();
  });

  it('returns the same state when nothing changes, so nothing repaints', () => {
    expect(quantitiesReducer(start, { type: 'set', id: 1, quantity: 2 })).toBe(start);
  });

  it('tells saved from changed, none counting as 0', () => {
    const saved: Quantities = new Map([[1, 2], [2, 0]]);
    expect(quantitiesChanged(start, saved)).toBe(false);
    expect(quantitiesChanged(quantitiesReducer(start, { type: 'set', id: 1, quantity: 3 }), saved)).toBe(true);
  });
});

describe('whole steps (increment_quantity)', () => {
  it.each([
    [6, 6, true],
    [12, 6, true],
    [7, 6, false],
    [3, 6, false],
    [null, 6, true],
    [7, 1, true],
  ] as const)('%s with step %s fits: %s', (quantity, step, fits) => {
    expect(fitsStep(quantity, step)).toBe(fits);
  });

  it('names the items that do not fit, in their order, and none when all fit', () => {
    const items = [{ id: 1, step: 6 }, { id: 2, step: 1 }, { id: 3, step: 4 }];
    expect(misfitIds(items, new Map([[1, 7], [2, 5], [3, 6]]))).toEqual([1, 3]);
    expect(misfitIds(items, new Map([[1, 12], [2, null], [3, 8]]))).toEqual([]);
  });
});

describe('productStep', () => {
  it("is the first variant's first increment_quantity, 1 by default ('increment 1')", () => {
    expect(productStep({ variants: [withStep(6), withStep(4)] })).toBe(6);
    expect(productStep({ variants: [{ wholesale_price: [] }] })).toBe(1);
    expect(productStep({ variants: [] })).toBe(1);
  });
});

describe('a sane maximum a line', () => {
  it('is 100,000', () => {
    expect(MAX_LINE_QUANTITY).toBe(100_000);
  });

  it.each([
    [100_000, 1, true],
    [100_001, 1, false],
    [99_996, 6, true],
    [100_002, 6, false],
    [1_000_000, 1, false],
    [null, 1, true],
  ] as const)('%s with step %s may be sent: %s', (quantity, step, fits) => {
    expect(fitsQuantity(quantity, step)).toBe(fits);
  });

  it('keeps a line above it from being sent, as a misfit step is', () => {
    const items = [{ id: 1, step: 1 }, { id: 2, step: 1 }];
    expect(misfitIds(items, new Map([[1, 100_001], [2, 100_000]]))).toEqual([1]);
  });
});

describe("quantitiesReducer 'saved' (a cart saved on its own)", () => {
  it('lines still as sent take the store quantity; a line typed while the request was out keeps the newer edit; removed lines go', () => {
    const state = new Map<number, number | null>([
      [1, 12], // sent 12, the store capped it at 10
      [2, 8], // sent 6, typed 8 meanwhile
      [3, 0], // removed
    ]);
    const sent = new Map<number, number | null>([[1, 12], [2, 6], [3, 0]]);
    const saved = new Map<number, number | null>([[1, 10], [2, 6]]);
    const next = quantitiesReducer(state, { type: 'saved', sent, saved });
    expect([...next]).toEqual([[1, 10], [2, 8]]);
  });

  it('a line the store has that was never edited (e.g. put back by Undo) shows its store quantity', () => {
    const next = quantitiesReducer(new Map([[1, 4]]), { type: 'saved', sent: new Map([[1, 4]]), saved: new Map([[1, 4], [9, 6]]) });
    expect(next.get(9)).toBe(6);
  });
});

describe('quantitiesReducer arrived', () => {
  it('takes a line the store gained at its quantity and keeps the edits of the others', () => {
    const edited = new Map<number, number | null>([[1, 12]]);
    const before = new Map<number, number | null>([[1, 6]]);
    const next = quantitiesReducer(edited, { type: 'arrived', before, saved: new Map([[1, 6], [2, 1]]) });
    expect([...next]).toEqual([[1, 12], [2, 1]]);
    expect(quantitiesReducer(next, { type: 'arrived', before: new Map([[1, 6], [2, 1]]), saved: new Map([[1, 6], [2, 1]]) })).toBe(next);
  });

  it('a line the store moved while the buyer left it alone (its box put back after a scan) shows what the store holds now', () => {
    // The box's own text put back after the burst hands up the quantity it already showed: no change.
    const shown = quantitiesReducer(new Map([[1, 4], [2, 1]]), { type: 'set', id: 1, quantity: 4 });
    const before = new Map<number, number | null>([[1, 4], [2, 1]]);
    const next = quantitiesReducer(shown, { type: 'arrived', before, saved: new Map([[1, 4], [2, 2]]) });
    expect([...next]).toEqual([[1, 4], [2, 2]]);
    expect(quantitiesChanged(next, new Map([[1, 4], [2, 2]]))).toBe(false);
  });

  it('a quantity the buyer typed before the store moved the line wins, to be sent', () => {
    const typed = new Map<number, number | null>([[1, 9], [2, 1]]);
    const before = new Map<number, number | null>([[1, 4], [2, 1]]);
    const saved = new Map<number, number | null>([[1, 5], [2, 1]]);
    const next = quantitiesReducer(typed, { type: 'arrived', before, saved });
    expect(next).toBe(typed);
    expect(quantitiesChanged(next, saved)).toBe(true);
  });
});
