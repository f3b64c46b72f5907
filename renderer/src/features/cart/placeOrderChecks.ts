import type { InventoryWarning } from '../../../../contract/schemas/cart';
import { toMinor } from '../../lib/money';

/** Why Place order refuses to send, as the dictionary key the toast says. */
export type PlaceOrderBlock =
  | { reason: 'unsaved' }
  | { reason: 'min_purchase'; minimum: number }
  | { reason: 'no_billing_address' }
  | { reason: 'out_of_stock' };

export interface PlaceOrderFacts {
  /** Quantities edited but not saved with Update cart. */
  unsaved: boolean;
  minPurchaseAmount: number;
  totalPrice: number;
  billingAddressId: number | null;
  /** The store's stock warnings for the saved cart. */
  inventoryWarnings: readonly Pick<InventoryWarning, 'type'>[];
  /** Lines over the stock the cart reports where the shop takes no pre-orders (their rows say so). */
  linesOverStock?: number;
}

/** Stock the shop cannot deliver (pre-orders it can): the store refuses these orders too. */
const SHORTAGES: ReadonlySet<InventoryWarning['type']> = new Set(['low_stock', 'out_of_stock']);
export const isShortage = (type: InventoryWarning['type']): boolean => SHORTAGES.has(type);

/**
 * The first reason not to place the order, or null. Unsaved edits come first because the
 * totals the other checks read are only true once saved.
 */
export function placeOrderBlock(facts: PlaceOrderFacts): PlaceOrderBlock | null {
  if (facts.unsaved) return { reason: 'unsaved' };
  if (facts.minPurchaseAmount > 0 && toMinor(facts.totalPrice) <= toMinor(facts.minPurchaseAmount)) {
    return { reason: 'min_purchase', minimum: facts.minPurchaseAmount };
  }
  if (facts.billingAddressId === null) return { reason: 'no_billing_address' };
  if (facts.inventoryWarnings.some((warning) => isShortage(warning.type)) || (facts.linesOverStock ?? 0) > 0) return { reason: 'out_of_stock' };
  return null;
}
