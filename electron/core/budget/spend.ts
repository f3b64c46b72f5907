import type { Order } from '../../../contract/schemas/orders';

/** The month or quarter running at `now` on this computer's clock: [start, end). */
export function periodOf(period: 'month' | 'quarter', now: Date): { start: Date; end: Date } {
  const first = period === 'month' ? now.getMonth() : now.getMonth() - (now.getMonth() % 3);
  return { start: new Date(now.getFullYear(), first, 1), end: new Date(now.getFullYear(), first + (period === 'month' ? 1 : 3), 1) };
}

/**
 * What the store charged for the orders placed in [start, end): each order's total as the store
 * answers it (shipping and tax included), cancelled orders left out. The currency is that of the
 * newest order counted (a store sells in one).
 */
export function spentIn(orders: readonly Order[], start: Date, end: Date): { spent: number; currency: string | null } {
  let cents = 0;
  let currency: string | null = null;
  for (const order of orders) {
    const at = Date.parse(order.created_at);
    if (order.cancelled || Number.isNaN(at) || at < start.getTime() || at >= end.getTime()) continue;
    cents += Math.round(order.total_price * 100);
    currency ??= order.currency;
  }
  return { spent: cents / 100, currency };
}

/** The orders waiting in the outbox, counted as committed: money the buyer has already decided to spend. */
export function committedOf(waiting: readonly { total_price: number }[]): number {
  return waiting.reduce((cents, order) => cents + Math.round(order.total_price * 100), 0) / 100;
}
