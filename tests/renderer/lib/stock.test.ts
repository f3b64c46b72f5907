import { describe, expect, it } from 'vitest';
import { stockCheck, stockLimit, unitsInStock } from '../../../renderer/src/lib/stock';

const tracked = (inventory_quantity: number) => ({ inventory_quantity, inventory_management: 'tracked' });
const untracked = { inventory_quantity: 0, inventory_management: 'none' };

describe('unitsInStock', () => {
  it('counts tracked stock above 0 only', () => {
    expect(unitsInStock(tracked(3))).toBe(3);
    expect(unitsInStock(tracked(0))).toBeNull();
    expect(unitsInStock(untracked)).toBeNull();
  });
});

describe('stockCheck', () => {
  it('says nothing up to the stock, or when stock is not tracked', () => {
    expect(stockCheck(tracked(3), 3, false)).toBeNull();
    expect(stockCheck(tracked(3), null, false)).toBeNull();
    expect(stockCheck(untracked, 500, false)).toBeNull();
  });

  it('refuses a quantity over the stock without pre-orders, offering the most that fits in whole steps', () => {
    expect(stockCheck(tracked(3), 50, false)).toEqual({ kind: 'over_stock', inStock: 3, fit: 3 });
    expect(stockCheck(tracked(20), 24, false, 6)).toEqual({ kind: 'over_stock', inStock: 20, fit: 18 });
    expect(stockCheck(tracked(4), 6, false, 6)).toEqual({ kind: 'over_stock', inStock: 4, fit: 0 });
  });

  it('lets the rest go on pre-order where the store takes them', () => {
    expect(stockCheck(tracked(3), 50, true)).toEqual({ kind: 'preorder', inStock: 3, preorder: 47 });
    expect(stockCheck(tracked(-2), 5, true)).toEqual({ kind: 'preorder', inStock: 0, preorder: 5 });
  });
});

describe('stockLimit', () => {
  it('is the stock only where pre-orders are off and stock is tracked', () => {
    expect(stockLimit(tracked(3), false)).toBe(3);
    expect(stockLimit(tracked(3), true)).toBeNull();
    expect(stockLimit(untracked, false)).toBeNull();
  });
});
