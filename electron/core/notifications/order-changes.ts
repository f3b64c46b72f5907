import type { SeenOrder } from './order-memory-schema';

interface StatusChange {
  from: string;
  to: string;
}

/** What changed on one order since the last check. */
export interface OrderChange {
  token: string;
  number: string;
  financial?: StatusChange;
  fulfillment?: StatusChange;
  cancelled?: { reason: string | null };
  /** Courier and number of a shipment, when the order page shows one. */
  tracking?: string;
  /** The store's own labels from the order page, for statuses the app has no words for. */
  labels?: { financial?: string; fulfillment?: string };
}

/**
 * The orders whose payment, fulfilment or cancellation differ from what was seen before. An order
 * not seen before (just placed, or older than what was remembered) is news to nobody: no change.
 */
export function diffOrders(before: readonly SeenOrder[], now: readonly SeenOrder[]): OrderChange[] {
  const previous = new Map(before.map((order) => [order.token, order]));
  const changes: OrderChange[] = [];
  for (const order of now) {
    const seen = previous.get(order.token);
    if (!seen) continue;
    const change: OrderChange = { token: order.token, number: order.number };
    if (seen.financial !== order.financial) change.financial = { from: seen.financial, to: order.financial };
    if (seen.fulfillment !== order.fulfillment) change.fulfillment = { from: seen.fulfillment, to: order.fulfillment };
    if (seen.cancelled === false && order.cancelled === true) change.cancelled = { reason: null };
    if (change.financial || change.fulfillment || change.cancelled) changes.push(change);
  }
  return changes;
}

/**
 * Carries what was known into the new list: a cancellation the list does not show stays as it was
 * last learnt (from an order page), so it is neither forgotten nor announced twice.
 */
export function mergeKnown(before: readonly SeenOrder[], now: readonly SeenOrder[]): SeenOrder[] {
  const previous = new Map(before.map((order) => [order.token, order]));
  return now.map((order) => (order.cancelled === null ? { ...order, cancelled: previous.get(order.token)?.cancelled ?? null } : order));
}
