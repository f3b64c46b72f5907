import type { Cart, CartItem, InventoryWarning, ItemWarning } from '../../../../contract/schemas/cart';
import { formatMoney } from '../../lib/money';
import { stepOf } from '../../lib/quantity';
import { stockCheck } from '../../lib/stock';
import { isShortage } from './placeOrderChecks';

/** A store warning worded for the buyer, and the quantity that would meet it when there is one. */
export interface RowProblem {
  key: string;
  text: string;
  /** Stock left to lower the line to (e.g. "only 3 left"). */
  lowerTo: number | null;
  /** The store will not place the order with this line as it is: lowered or removed, it can go. */
  blocking: boolean;
}

/** A line's name as the buyer reads it in the cart: the store's, else product and variant. */
export const lineName = (item: Pick<CartItem, 'name' | 'product_name' | 'variant_name'>): string =>
  item.name || `${item.product_name} ${item.variant_name}`.trim();

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The text of one store warning, worded from the dictionary by type (the store's English is a fallback). */
export function inventoryWarningText(t: Translate, w: InventoryWarning): string {
  // A pre-order for want of stock says how many are ready, or that none are.
  const key = w.type === 'preorder_low_stock' && !w.unit_left ? 'cart.warning_preorder_no_stock' : `cart.warning_${w.type}`;
  return t(key, { name: w.name, value: w.unit_left ?? 0, defaultValue: w.message });
}

export function itemWarningText(t: Translate, w: ItemWarning, currency: string, locale: string): string {
  return t(`cart.warning_${w.type}`, { name: w.name, value: w.updated_price === null ? '' : formatMoney(w.updated_price, currency, locale), defaultValue: w.message });
}

/**
 * Each warning that names a line of the cart belongs to that row. The rest (no variant, or a
 * variant no longer in the cart) stay in the box above the table. A line over the stock the cart
 * reports, where the shop takes no pre-orders, says so on its row even when the store's warnings
 * have not caught up (the store refuses the order for it all the same).
 */
export function rowProblems(cart: Cart, t: Translate, locale: string, allowPreorder: boolean) {
  const inCart = new Set(cart.order_item.map((item) => item.variant_id));
  const byRow = new Map<number, RowProblem[]>();
  const add = (id: number, problem: RowProblem) => byRow.set(id, [...(byRow.get(id) ?? []), problem]);
  const restInventory: InventoryWarning[] = [];
  const restItems: ItemWarning[] = [];
  cart.inventory_warning.forEach((w, i) => {
    if (w.variant_id === null || !inCart.has(w.variant_id)) return void restInventory.push(w);
    const lowerTo = w.unit_left !== null && w.unit_left > 0 && (w.type === 'low_stock' || w.type === 'out_of_stock') ? w.unit_left : null;
    add(w.variant_id, { key: `inventory-${i}-${w.type}`, text: inventoryWarningText(t, w), lowerTo, blocking: isShortage(w.type) });
  });
  cart.item_warning.forEach((w, i) => {
    if (w.variant_id === null || !inCart.has(w.variant_id)) return void restItems.push(w);
    add(w.variant_id, { key: `item-${i}-${w.type}`, text: itemWarningText(t, w, cart.currency, locale), lowerTo: null, blocking: w.type === 'not_available' });
  });
  for (const item of cart.order_item) {
    if (byRow.get(item.variant_id)?.some((problem) => problem.blocking)) continue;
    const stock = stockCheck(item, item.quantity, allowPreorder, stepOf(item));
    if (stock?.kind !== 'over_stock') continue;
    const text = t(stock.inStock > 0 ? 'cart.warning_low_stock' : 'cart.warning_out_of_stock', { name: lineName(item), value: stock.inStock });
    add(item.variant_id, { key: `stock-${item.variant_id}`, text, lowerTo: stock.inStock > 0 ? stock.inStock : null, blocking: true });
  }
  return { byRow, restInventory, restItems };
}

/** The lines the store will not place as they are, in the cart's order: where Place order points the buyer. */
export function linesToFix(cart: Cart, byRow: ReadonlyMap<number, readonly RowProblem[]>): CartItem[] {
  return cart.order_item.filter((item) => byRow.get(item.variant_id)?.some((problem) => problem.blocking));
}
