import type { OrderListItem } from '../../../preload/schemas/orders';
import { getAccount } from '../api/account';
import { getOrder } from '../api/orders';
import { getGlobal } from '../api/shop';
import type { Connection } from '../http/connection';
import type { UnsettledPlace } from './unsettled-places';

export type PlacedCheck = { found: 'placed'; token: string } | { found: 'not_placed' } | { found: 'unknown' };

/** What one look at the store shows: its order, the cart still open as it was, or neither. */
type Look = { found: 'placed'; token: string } | { found: 'open'; subtotal: number | null } | { found: 'unknown' };

const UNKNOWN = { found: 'unknown' } as const;
/** The store stamps orders with its own clock; this much disagreement with ours is tolerated. */
const CLOCK_SLACK_MS = 10 * 60_000;
/** Orders looked at in detail; more than a few new orders in the window means someone else is busy too. */
const MAX_CANDIDATES = 3;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** However long a store held a send, the wait before "not placed" is never longer than this. */
const MAX_SETTLE_WINDOW_MS = 60_000;

/**
 * Settles a Place order the store did not answer with an order or a refusal. A cart still open is
 * no proof on its own: a slow store may be making the order right now and close the cart when it
 * is done. So the order list is read first (its order found: placed), and 'not_placed' is said only
 * when the cart is still open and unchanged a while after the app stopped waiting, with no order in
 * the list then either: `settleMs`, or as long as the store had already held the send if that was
 * longer (a store that slow may take as long again). A wait up to `settleMs` is waited here; a longer
 * one is 'unknown' for now. Whatever cannot be settled is 'unknown', never 'not_placed': only
 * 'not_placed' lets the buyer send again.
 */
export async function settlePlace(
  c: Connection,
  attempt: UnsettledPlace,
  settleMs: number,
  now: () => number = Date.now,
): Promise<PlacedCheck> {
  const first = await lookOnce(c, attempt);
  if (first.found !== 'open') return first;
  // A record left by a quit with the send out has no end: when it went out is the last the app knew of it.
  const ended = attempt.endedAt ?? attempt.sentAt;
  const window = Math.max(settleMs, Math.min(ended - attempt.sentAt, MAX_SETTLE_WINDOW_MS));
  const wait = ended + window - now();
  if (wait <= 0) return { found: 'not_placed' };
  if (wait > settleMs) return UNKNOWN;
  await sleep(wait);
  const second = await lookOnce(c, attempt);
  if (second.found !== 'open') return second;
  return second.subtotal === first.subtotal ? { found: 'not_placed' } : UNKNOWN;
}

/**
 * One look, for a send the store was still holding when the app stopped waiting: its order found is
 * 'placed'; anything else is 'unknown', since the store was at work on it a moment ago.
 */
export async function findPlaced(c: Connection, attempt: UnsettledPlace): Promise<PlacedCheck> {
  const look = await lookOnce(c, attempt);
  return look.found === 'placed' ? look : UNKNOWN;
}

async function lookOnce(c: Connection, attempt: UnsettledPlace): Promise<Look> {
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
  // No order of it yet: is the cart still the open one? (A closed cart with no order found cannot be settled.)
  const global = await getGlobal(c);
  if (!global.ok || !global.data.customer) return UNKNOWN;
  const { cart_token, cart_subtotal } = global.data.customer;
  return cart_token === attempt.cart_token ? { found: 'open', subtotal: cart_subtotal } : UNKNOWN;
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
