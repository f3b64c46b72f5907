import type { RowCheck } from './rowCheck';

/**
 * The cart:create lines for checked rows: one line a variant, quantities of a SKU entered twice
 * added up (the store would otherwise keep only one of them).
 */
export function orderItemsOf(checks: readonly RowCheck[]): { id: number; quantity: number }[] {
  const byVariant = new Map<number, number>();
  for (const check of checks) {
    if (!check.entry || !check.quantity) continue;
    const id = check.entry.variant.id;
    byVariant.set(id, (byVariant.get(id) ?? 0) + check.quantity);
  }
  return [...byVariant].map(([id, quantity]) => ({ id, quantity }));
}
