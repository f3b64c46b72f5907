import { describe, expect, it } from 'vitest';
import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import { orderItemsOf } from '../../../../renderer/src/features/quickOrder/orderItems';
import type { RowCheck } from '../../../../renderer/src/features/quickOrder/rowCheck';

const check = (variantId: number, quantity: number | null): RowCheck => ({
  status: 'ok',
  problem: null,
  entry: { variant: { id: variantId } } as unknown as IndexEntry,
  quantity,
  unitPrice: 1,
  subtotal: 0,
  stock: null,
  next: null,
});

describe('orderItemsOf', () => {
  it('sends one line a variant, adding up a SKU entered twice', () => {
    expect(orderItemsOf([check(1, 6), check(2, 3), check(1, 12)])).toEqual([
      { id: 1, quantity: 18 },
      { id: 2, quantity: 3 },
    ]);
  });

  it('leaves out rows without a variant or a quantity', () => {
    expect(orderItemsOf([check(1, null), { ...check(2, 4), entry: null }])).toEqual([]);
  });
});
