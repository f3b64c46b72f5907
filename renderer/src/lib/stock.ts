import type { Stocked } from './quantity';

/**
 * Stock where a quantity is typed ("Stock badge", and the store's warnings before they
 * happen): how many a tracked variant has, and what a typed quantity over that means.
 */

/** Units on hand when the variant's stock is tracked and above 0; null otherwise (untracked, or a badge says it). */
export function unitsInStock(item: Stocked): number | null {
  if (item.inventory_management === 'none' || item.inventory_quantity <= 0) return null;
  return item.inventory_quantity;
}

/**
 * A quantity over the stock of a tracked variant. `preorder`: the store takes pre-orders, so the
 * line may go with `preorder` units to follow; `over_stock`: it takes none, so the line cannot be
 * sent as typed and `fit` is the most that can (in whole steps; 0 when not even one step).
 */
export type StockCheck = { kind: 'preorder'; inStock: number; preorder: number } | { kind: 'over_stock'; inStock: number; fit: number } | null;

export function stockCheck(item: Stocked, quantity: number | null, allowPreorder: boolean, step = 1): StockCheck {
  if (!quantity || item.inventory_management === 'none') return null;
  const inStock = Math.max(0, item.inventory_quantity);
  if (quantity <= inStock) return null;
  if (allowPreorder) return { kind: 'preorder', inStock, preorder: quantity - inStock };
  const whole = step > 0 ? step : 1;
  return { kind: 'over_stock', inStock, fit: Math.floor(inStock / whole) * whole };
}

/** The most a line may hold where pre-orders are off (the stock of a tracked variant); null: no limit. */
export function stockLimit(item: Stocked, allowPreorder: boolean): number | null {
  if (allowPreorder || item.inventory_management === 'none') return null;
  return Math.max(0, item.inventory_quantity);
}
