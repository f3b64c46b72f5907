import type { CounterOrder } from '../../../contract/schemas/counter';
import { COUNTER_ORDERS_KEPT } from '../settings';

/** The counter's day is the kiosk's own calendar day, as its staff read the clock on the wall. */
const dayOf = (time: number) => new Date(time).toDateString();

/** The orders placed on the day of `now`, newest first. */
export function ordersOfToday(orders: readonly CounterOrder[], now: number): CounterOrder[] {
  const today = dayOf(now);
  return orders.filter((order) => dayOf(Date.parse(order.placed_at)) === today).sort((a, b) => b.placed_at.localeCompare(a.placed_at));
}

/** The list with `order` in it (an order already kept is replaced), other days' orders dropped. */
export function withOrder(orders: readonly CounterOrder[], order: CounterOrder, now: number): CounterOrder[] {
  const others = orders.filter((kept) => kept.token !== order.token);
  return ordersOfToday([order, ...others], now).slice(0, COUNTER_ORDERS_KEPT);
}
