import { describe, expect, it } from 'vitest';
import type { Variant } from '../../../../contract/schemas/catalog';
import { selectedTotals } from '../../../../renderer/src/features/catalog/selectedTotals';

/** Only what the totals read of a variant: its id, price, carton step and stock. */
const variant = (id: number, stock: number, step = 1): Variant =>
  ({
    id,
    ori_unit_price: 10,
    wholesale_price: [{ rate_type: 'fixed', increment_quantity: step, rate: 1, price: [] }],
    inventory_quantity: stock,
    inventory_management: 'shopify',
  }) as unknown as Variant;

describe('the product page selection', () => {
  const variants = [variant(1, 100), variant(2, 3), variant(3, 100, 6)];

  it('counts what Add to cart would send, and leaves out a quantity over stock or not in whole cartons', () => {
    const typed = new Map([
      [1, 4],
      [2, 50],
      [3, 7],
    ]);
    expect(selectedTotals(variants, typed, true, false)).toEqual({ units: 4, minor: 4000, notCounted: 2 });
  });

  it('counts a quantity over stock where the shop takes pre-orders', () => {
    expect(selectedTotals(variants, new Map([[2, 50]]), true, true)).toEqual({ units: 50, minor: 50000, notCounted: 0 });
  });
});
