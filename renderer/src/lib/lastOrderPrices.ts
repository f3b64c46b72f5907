import type { Order } from '../../../contract/schemas/orders';

/** The buyer's orders that stand (cancelled ones left out), the most recent first. */
export const standingNewestFirst = (orders: readonly Order[]): Order[] =>
  orders.filter((order) => !order.cancelled).sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));

/** The unit price of each variant in the buyer's most recent order that held it (cancelled orders left out). */
export function lastOrderPrices(orders: readonly Order[]): Map<number, number> {
  const prices = new Map<number, number>();
  for (const order of standingNewestFirst(orders)) {
    for (const line of order.line_items) {
      const variantId = line.variant_id ?? line.id;
      if (variantId > 0 && line.quantity > 0 && !prices.has(variantId)) prices.set(variantId, line.price);
    }
  }
  return prices;
}

/** Today's price differs from the last order's by a cent or more. */
export const priceMoved = (last: number, now: number): boolean => Math.abs(now - last) >= 0.005;
