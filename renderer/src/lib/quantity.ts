import { MAX_LINE_QUANTITY } from '../../../contract/schemas/limits';
import type { WholesalePrice } from '../../../contract/schemas/catalog';
import { readWholeNumber } from '../../../contract/formats/wholeNumber';

export { MAX_LINE_QUANTITY };

/** Quantity rules ("Quantity") and what stock allows ("Stock badge"). */

/** increment_quantity of the first wholesale price entry; 1 when absent or nonsense. */
export function stepOf(item: { wholesale_price: readonly WholesalePrice[] }): number {
  const step = item.wholesale_price[0]?.increment_quantity ?? 1;
  return Number.isInteger(step) && step > 0 ? step : 1;
}

/** A product's step as its card states it ("increment 1"): its first variant's, 1 without variants. */
export function productStep(product: { variants: readonly { wholesale_price: readonly WholesalePrice[] }[] }): number {
  const first = product.variants[0];
  return first ? stepOf(first) : 1;
}

/**
 * What the user typed to a quantity, read by the buyer's language ("1.000" is a thousand in
 * Indonesian): 0, empty, null, negative, a fraction or not a number count as none (null).
 */
export function normalizeQuantity(input: unknown, language?: string | null): number | null {
  if (input === null || input === undefined) return null;
  const value = typeof input === 'number' ? (Number.isInteger(input) ? input : null) : typeof input === 'string' ? readWholeNumber(input, language) : null;
  return value !== null && value > 0 && Number.isSafeInteger(value) ? value : null;
}

export function plusStep(quantity: number | null, step: number): number {
  return (quantity ?? 0) + step;
}

/** One step down, never below 0; 0 is returned as none. */
export function minusStep(quantity: number | null, step: number): number | null {
  const next = (quantity ?? 0) - step;
  return next > 0 ? next : null;
}

/** Quantities go in whole steps (cartons); none always fits. */
export function fitsStep(quantity: number | null, step: number): boolean {
  return quantity === null || quantity % step === 0;
}

/**
 * What may be sent for one line: none, or whole steps up to MAX_LINE_QUANTITY. Anything else gets
 * the spec's "Please check your quantity." and is never sent.
 */
export function fitsQuantity(quantity: number | null, step: number): boolean {
  return quantity === null || (quantity <= MAX_LINE_QUANTITY && fitsStep(quantity, step));
}

/** The items whose quantity may not be sent (see fitsQuantity), in the items' order: nothing may be sent. */
export function misfitIds(items: readonly { id: number; step: number }[], quantities: Quantities): number[] {
  return items.filter((item) => !fitsQuantity(quantities.get(item.id) ?? null, item.step)).map((item) => item.id);
}

/** Entries with a quantity, shaped for cart:create (non-empty quantities only). */
export function filledOrderItems(quantities: ReadonlyMap<number, number | null>): { id: number; quantity: number }[] {
  const items: { id: number; quantity: number }[] = [];
  for (const [id, quantity] of quantities) if (quantity) items.push({ id, quantity });
  return items;
}

export interface Stocked {
  inventory_quantity: number;
  /** 'none' = not tracked. */
  inventory_management: string;
}

export type StockBadge = 'preorder' | 'out_of_stock' | null;

/** Tracked and at or below 0: 'preorder' when the shop allows it, else 'out_of_stock'. */
export function stockBadge(item: Stocked, allowPreorder: boolean): StockBadge {
  if (item.inventory_management === 'none' || item.inventory_quantity > 0) return null;
  return allowPreorder ? 'preorder' : 'out_of_stock';
}

/** Quantity input and plus/minus are usable unless the item is out of stock without preorder. */
export function canOrder(item: Stocked, allowPreorder: boolean): boolean {
  return stockBadge(item, allowPreorder) !== 'out_of_stock';
}

/** Quantities being edited, by variant id; null = none. */
export type Quantities = ReadonlyMap<number, number | null>;

export type QuantityAction =
  | { type: 'set'; id: number; quantity: number | null }
  | { type: 'reset'; quantities: Quantities }
  /** The store saved `sent` and answered `saved`: lines still as sent take the store's word, newer edits stay. */
  | { type: 'saved'; sent: Quantities; saved: Quantities }
  /**
   * The store's cart as read again (a scan, an add from elsewhere), `before` being the cart the
   * screen held: a line it gained, or moved while the buyer left it alone, shows as the store has
   * it now; a line the buyer changed keeps the buyer's change, to be sent.
   */
  | { type: 'arrived'; before: Quantities; saved: Quantities };

/**
 * For useReducer: one edit changes one entry and keeps the others' identity, so memoised rows
 * that did not change do not repaint.
 */
export function quantitiesReducer(state: Quantities, action: QuantityAction): Quantities {
  if (action.type === 'reset') return action.quantities;
  if (action.type === 'arrived') {
    let next: Map<number, number | null> | null = null;
    for (const [id, quantity] of action.saved) {
      if (state.has(id)) {
        const was = action.before.get(id) ?? 0;
        const shown = state.get(id) ?? 0;
        // Unmoved by the store, or changed by the buyer (a box put back after a scan is no change).
        if (was === (quantity ?? 0) || shown !== was || shown === (quantity ?? 0)) continue;
      }
      next ??= new Map(state);
      next.set(id, quantity);
    }
    return next ?? state;
  }
  if (action.type === 'saved') {
    const next = new Map<number, number | null>();
    for (const [id, quantity] of action.saved) {
      const edited = state.has(id) ? (state.get(id) ?? null) : quantity;
      next.set(id, (edited ?? 0) === (action.sent.get(id) ?? 0) ? quantity : edited);
    }
    return next;
  }
  if ((state.get(action.id) ?? null) === action.quantity) return state;
  const next = new Map(state);
  next.set(action.id, action.quantity);
  return next;
}

/** true when any quantity differs from what the store has (none counts as 0). */
export function quantitiesChanged(edited: Quantities, saved: Quantities): boolean {
  for (const [id, quantity] of edited) if ((quantity ?? 0) !== (saved.get(id) ?? 0)) return true;
  return false;
}
