import type { Cart, CartItem } from '../../../contract/schemas/cart';
import { fromMinor, sumMoney, toMinor } from './money';
import { subtotalOf, unitPriceAt } from './pricing';
import type { Quantities } from './quantity';

/** One line as the buyer typed it, priced as far as the app knows. */
export interface EstimatedLine {
  item: CartItem;
  quantity: number;
  unit_price: number;
  item_subtotal: number;
  /** Priced here (the quantity is not the one the store priced), not by the store. */
  estimated: boolean;
}

export interface CartEstimate {
  /** The lines with a quantity, in the cart's order; a line typed to none is left out. */
  lines: EstimatedLine[];
  subtotal: number;
  total: number;
  /** Some figure is the app's, not the store's: a line's price, or a line left out. */
  estimated: boolean;
}

/** The quantity typed for a line: none (empty, 0) is 0; a line not typed in keeps the store's. */
const typedQuantity = (item: CartItem, quantities: Quantities): number =>
  quantities.has(item.variant_id) ? (quantities.get(item.variant_id) ?? 0) : item.quantity;

/**
 * The cart as the buyer typed it, priced the way its rows price it: a line at the quantity the store
 * priced keeps the store's price and subtotal; a changed line gets the unit price of the tier its
 * quantity reaches (`unitPriceAt`, with the price terms the app last saw), and is the app's estimate.
 * Unchanged, the store's own totals stand; changed, the subtotal is the lines' sum and the total
 * keeps the store's difference from it (a discount), never below 0.
 */
export function estimateCart(cart: Cart, quantities: Quantities, pricelistEnabled: boolean): CartEstimate {
  const lines = cart.order_item.flatMap((item): EstimatedLine[] => {
    const quantity = typedQuantity(item, quantities);
    if (quantity <= 0) return [];
    if (quantity === item.quantity) return [{ item, quantity, unit_price: item.unit_price, item_subtotal: item.item_subtotal, estimated: false }];
    const unit = unitPriceAt(item, quantity, pricelistEnabled);
    return [{ item, quantity, unit_price: unit, item_subtotal: subtotalOf(quantity, unit), estimated: true }];
  });
  const estimated = lines.length !== cart.order_item.length || lines.some((line) => line.estimated);
  if (!estimated) return { lines, subtotal: cart.subtotal_price, total: cart.total_price, estimated };
  const subtotal = sumMoney(lines.map((line) => line.item_subtotal));
  const beside = toMinor(cart.total_price) - toMinor(cart.subtotal_price);
  return { lines, subtotal, total: fromMinor(Math.max(0, toMinor(subtotal) + beside)), estimated };
}
