import type { Order, OrderListItem } from '../../../../preload/schemas/orders';

/**
 * The order list and the orders a buyer opened, as the store last sent them, so that coming back
 * to them shows them at once, marked as updating, while the store is asked again
 * (stale-while-revalidate). Each copy names its buyer (`owner`, see `customerKeyAtom`): asked for
 * by anyone else, there is none. Bounded: a day of opening orders keeps the latest MAX_ORDERS.
 */
const MAX_ORDERS = 30;

let list: { owner: string; orders: OrderListItem[] } | null = null;
let opened: { owner: string; byToken: Map<string, Order> } | null = null;

export function keptOrderList(owner: string | null): OrderListItem[] | null {
  return owner !== null && list?.owner === owner ? list.orders : null;
}

export function keepOrderList(owner: string | null, orders: OrderListItem[]): void {
  if (owner !== null) list = { owner, orders };
}

export function keptOrder(owner: string | null, token: string): Order | null {
  return owner !== null && opened?.owner === owner ? (opened.byToken.get(token) ?? null) : null;
}

export function keepOrder(owner: string | null, order: Order): void {
  if (owner === null) return;
  if (opened?.owner !== owner) opened = { owner, byToken: new Map() };
  const { byToken } = opened;
  byToken.delete(order.token);
  byToken.set(order.token, order);
  for (const oldest of byToken.keys()) {
    if (byToken.size <= MAX_ORDERS) break;
    byToken.delete(oldest);
  }
}

/** A kiosk idle logout: nothing of the last buyer stays in the page, whoever signs in next. */
export function forgetKeptOrders(): void {
  list = null;
  opened = null;
}
