import type { Cart, InventoryWarning, ItemWarning } from '../../../../preload/schemas/cart';
import { formatMoney } from '../../lib/money';

/** A store warning worded for the buyer, and the quantity that would meet it when there is one. */
export interface RowProblem {
  key: string;
  text: string;
  /** Stock left to lower the line to (e.g. "only 3 left"). */
  lowerTo: number | null;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The text of one store warning, worded from the dictionary by type (the store's English is a fallback). */
export function inventoryWarningText(t: Translate, w: InventoryWarning): string {
  return t(`cart.warning_${w.type}`, { name: w.name, value: w.unit_left ?? 0, defaultValue: w.message });
}

export function itemWarningText(t: Translate, w: ItemWarning, currency: string, locale: string): string {
  return t(`cart.warning_${w.type}`, { name: w.name, value: w.updated_price === null ? '' : formatMoney(w.updated_price, currency, locale), defaultValue: w.message });
}

/**
 * Issue 39: each warning that names a line of the cart belongs to that row. The rest (no variant,
 * or a variant no longer in the cart) stay in the box above the table.
 */
export function rowProblems(cart: Cart, t: Translate, locale: string) {
  const inCart = new Set(cart.order_item.map((item) => item.variant_id));
  const byRow = new Map<number, RowProblem[]>();
  const add = (id: number, problem: RowProblem) => byRow.set(id, [...(byRow.get(id) ?? []), problem]);
  const restInventory: InventoryWarning[] = [];
  const restItems: ItemWarning[] = [];
  cart.inventory_warning.forEach((w, i) => {
    if (w.variant_id === null || !inCart.has(w.variant_id)) return void restInventory.push(w);
    const lowerTo = w.unit_left !== null && w.unit_left > 0 && (w.type === 'low_stock' || w.type === 'out_of_stock') ? w.unit_left : null;
    add(w.variant_id, { key: `inventory-${i}-${w.type}`, text: inventoryWarningText(t, w), lowerTo });
  });
  cart.item_warning.forEach((w, i) => {
    if (w.variant_id === null || !inCart.has(w.variant_id)) return void restItems.push(w);
    add(w.variant_id, { key: `item-${i}-${w.type}`, text: itemWarningText(t, w, cart.currency, locale), lowerTo: null });
  });
  return { byRow, restInventory, restItems };
}
