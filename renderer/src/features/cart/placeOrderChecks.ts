import type { CartItem } from '../../../../preload/schemas/cart';
import { toMinor } from '../../lib/money';
import { stockBadge } from '../../lib/quantity';

/** Why Place order refuses to send, as the dictionary key the toast says (spec 5, 8). */
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
  items: readonly Pick<CartItem, 'quantity' | 'inventory_quantity' | 'inventory_management'>[];
  allowPreorder: boolean;
}

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
  const soldOut = facts.items.some((item) => item.quantity > 0 && stockBadge(item, facts.allowPreorder) === 'out_of_stock');
  if (soldOut) return { reason: 'out_of_stock' };
  return null;
}
