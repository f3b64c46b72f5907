import type { ChannelOutput } from '../../../contract/contract';
import { fail, ok, type AppError, type ErrorKind, type Result } from '../../../contract/result';
import { coreText } from '../language/core-text';
import type { Intent, Ledger } from './ledger';
import { PLACE_MESSAGES } from './place-messages';
import { settleIntent, type Settled, type SettleClock, type SettleRules, type StoreLook } from './settle';

export type Placed = Result<ChannelOutput<'cart:placeOrder'>>;

/** One send of Place order as it went: the store's answer, and whether the buyer's cancel stopped it. */
export interface SendOutcome {
  result: Placed;
  /** Stopped before any of it went out: the store cannot have it. */
  cancelledUnsent: boolean;
  /** Cancelled once it was out, and the store still held it after the grace. */
  cancelledLate: boolean;
}

export interface PlaceRequest {
  cartToken: string;
  items: Intent['order_items'];
  /** The outbox order being sent, or null for the cart. */
  queuedId: number | null;
  send(): Promise<SendOutcome>;
  /** The buyer cancelled before anything went out. */
  cancelled(): boolean;
}

export interface Placer {
  ledger: Ledger;
  look: StoreLook;
  rules: SettleRules;
  clock: SettleClock;
}

/**
 * Answers after which the store may have made the order anyway: nothing came back (the line
 * dropped, the buyer cancelled), what came back is not a refusal (a success the app cannot read, a
 * redirect to a POST the store did receive), or the store fell over: a 5xx may come after the order
 * was committed (a mail or a hook failing last). Only a 2xx with the order, or a refusal (4xx, the
 * store's errors in the body) settles a send.
 */
const LOST_KINDS: ReadonlySet<ErrorKind> = new Set(['network', 'timeout', 'cancelled', 'malformed', 'redirect']);
export const answerLost = (error: AppError) => LOST_KINDS.has(error.kind) || (error.status !== undefined && error.status >= 500);

const notPlacedMessage = (cause: ErrorKind) =>
  cause === 'cancelled' ? PLACE_MESSAGES.notPlacedCancelled : cause === 'server' ? PLACE_MESSAGES.notPlacedServer : PLACE_MESSAGES.notPlaced;
const cancelledBeforeSending = (): Placed => fail({ kind: 'cancelled', message: PLACE_MESSAGES.notPlacedCancelled, outcome: 'not_placed' });

/** A write after the send: the store's answer is the buyer's whatever the disk does (a full disk, a buyer gone). */
function keep(write: () => void): void {
  try {
    write();
  } catch (error) {
    console.warn('[order ledger] an order could not be marked', error instanceof Error ? error.message : error);
  }
}

/**
 * Place order through the ledger, never twice: an earlier intent for this cart that may have
 * reached the store is settled by the store's own records first, and while it is unknown nothing is
 * sent ("Checking whether your last order went through…"). The intent is written before the send
 * goes out, so a crash while it is out leaves it unknown, and it is settled by the store's order list
 * or by the cart still open after the store's commit window, never by a short wait.
 */
export async function placeIntent(p: Placer, request: PlaceRequest): Promise<Placed> {
  const { ledger } = p;
  // This cart, or this queued order, is an order already: its token again, nothing sent.
  const done = request.queuedId !== null ? ledger.get(request.queuedId) : ledger.placedFor(request.cartToken);
  if (done?.state === 'placed' && done.order_token) return ok({ token: done.order_token });
  // A queued order the ledger no longer has (withdrawn, or forgotten) is never sent on its own.
  if (request.queuedId !== null && !done) return fail({ kind: 'not_found', message: coreText('outbox_gone') });
  const earlier = request.queuedId !== null ? ledger.get(request.queuedId) : ledger.unsettledFor(request.cartToken);
  const blocking = earlier?.state === 'unknown' ? earlier : request.queuedId === null ? null : ledger.unsettledFor(request.cartToken);
  if (blocking) {
    const check = await settleIntent(p.look, blocking, p.rules, p.clock);
    if (check.found === 'placed') {
      keep(() => ledger.placed(blocking.id, check.token, p.clock.now()));
      // The buyer's queued order was the one the store made only when it was that order.
      if (request.queuedId === null || blocking.id === request.queuedId) return ok({ token: check.token });
      return fail({ kind: 'network', message: PLACE_MESSAGES.unknown, outcome: 'unknown' });
    }
    // Refused, not failed: nothing was sent, and nothing is until the store shows where the last one went.
    if (check.found === 'unknown') return fail({ kind: 'refused', message: PLACE_MESSAGES.checking, outcome: 'unknown' });
    ledger.notPlaced(blocking.id, null, p.clock.now());
  }
  // Cancelled while the store was being asked: nothing is sent.
  if (request.cancelled()) return cancelledBeforeSending();
  const sent = ledger.sending(request.queuedId, request.cartToken, request.items, p.clock.now());
  const { result, cancelledUnsent, cancelledLate } = await request.send();
  if (result.ok) {
    keep(() => ledger.placed(sent.id, result.data.token, p.clock.now()));
    return result;
  }
  if (!answerLost(result.error)) {
    keep(() => ledger.notPlaced(sent.id, result.error.message, p.clock.now()));
    return result;
  }
  if (cancelledUnsent) {
    keep(() => ledger.unsent(sent));
    return cancelledBeforeSending();
  }
  keep(() => ledger.answerLost(sent.id, p.clock.now()));
  // Cancelled while the store still held it: it was at work on the order a moment ago, so only its order settles it now.
  const rules = cancelledLate && result.error.kind === 'cancelled' ? { ...p.rules, waitMs: 0 } : p.rules;
  const check: Settled = await settleIntent(p.look, { ...sent, ended_at: p.clock.now() }, rules, p.clock);
  if (check.found === 'placed') {
    keep(() => ledger.placed(sent.id, check.token, p.clock.now()));
    return ok({ token: check.token });
  }
  if (check.found === 'unknown') return fail({ kind: result.error.kind, message: PLACE_MESSAGES.unknown, outcome: 'unknown' });
  keep(() => ledger.notPlaced(sent.id, null, p.clock.now()));
  return fail({ kind: result.error.kind, message: notPlacedMessage(result.error.kind), outcome: 'not_placed' });
}
