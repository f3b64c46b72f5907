import type { OrderItemInput } from '../../../preload/schemas/cart';
import type { OrderListItem } from '../../../preload/schemas/orders';
import { getAccount } from '../api/account';
import { getOrder } from '../api/orders';
import { getGlobal } from '../api/shop';
import type { Connection } from '../http/connection';

/**
 * One Place order whose answer never came (it may still have made an order, which must not be made
 * twice): enough to recognise its order on the store.
 */
export interface PlaceAttempt {
  cart_token: string;
  order_items: readonly OrderItemInput[];
  /** The app's clock when the first unanswered attempt for this cart began. */
  startedAt: number;
}

export type PlacedCheck = { found: 'placed'; token: string } | { found: 'not_placed' } | { found: 'unknown' };

const UNKNOWN: PlacedCheck = { found: 'unknown' };
/** The store stamps orders with its own clock; this much disagreement with ours is tolerated. */
const CLOCK_SLACK_MS = 10 * 60_000;
/** Orders looked at in detail; more than a few new orders in the window means someone else is busy too. */
const MAX_CANDIDATES = 3;

/**
 * Asks the store whether an unanswered Place order made an order. The store closes a cart in the
 * same step that makes its order, so a cart still open means none was made. A closed cart's order
 * is the recent order holding exactly the lines that were sent (a repeat order of the same lines
 * earlier is told apart by time). Whatever cannot be settled is 'unknown', never 'not_placed':
 * only 'not_placed' lets the buyer send again.
 */
export async function checkPlaced(c: Connection, attempt: PlaceAttempt): Promise<PlacedCheck> {
  const global = await getGlobal(c);
  if (!global.ok || !global.data.customer) return UNKNOWN;
  if (global.data.customer.cart_token === attempt.cart_token) return { found: 'not_placed' };

  const account = await getAccount(c);
  if (!account.ok) return UNKNOWN;
  const candidates = account.data.orders
    .map((order) => ({ order, at: Date.parse(order.processed_at) }))
    .filter(({ at }) => Number.isFinite(at) && at >= attempt.startedAt - CLOCK_SLACK_MS)
    .sort((a, b) => b.at - a.at)
    .slice(0, MAX_CANDIDATES)
    .map(({ order }) => order);
  const wanted = linesOf(attempt.order_items.map((i) => ({ variant_id: i.id, quantity: i.quantity })));
  for (const candidate of candidates) {
    if (await holdsLines(c, candidate, wanted)) return { found: 'placed', token: candidate.token };
  }
  return UNKNOWN;
}

async function holdsLines(c: Connection, candidate: OrderListItem, wanted: Map<number, number>): Promise<boolean> {
  // Nothing listed (the store accepts an empty list): the newest recent order is the best answer.
  if (wanted.size === 0) return true;
  const order = await getOrder(c, { token: candidate.token });
  if (!order.ok) return false;
  const found = linesOf(order.data.line_items);
  return found.size === wanted.size && [...wanted].every(([id, quantity]) => found.get(id) === quantity);
}

/** Quantity by variant, lines at 0 left out (they are removals, not order lines). */
function linesOf(lines: readonly { variant_id: number | null; quantity: number }[]): Map<number, number> {
  const byVariant = new Map<number, number>();
  for (const line of lines) {
    if (line.variant_id === null || line.quantity <= 0) continue;
    byVariant.set(line.variant_id, (byVariant.get(line.variant_id) ?? 0) + line.quantity);
  }
  return byVariant;
}
