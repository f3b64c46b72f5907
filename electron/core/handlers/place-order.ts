import type { ChannelOutput, ParsedInput } from '../../../preload/contract';
import { fail, ok, type AppError, type ErrorKind, type Result } from '../../../preload/result';
import type { BuyerSession } from '../buyer/buyer-session';
import { sendPlaceOrder } from '../cart/send-place';
import { createUnsettledPlaces, type UnsettledPlace } from '../cart/unsettled-places';
import { findPlaced, settlePlace, type PlacedCheck } from '../cart/verify-placed';
import type { Handlers } from '../deps';
import type { Connection } from '../http/connection';
import type { StoreHolder } from '../store-holder';
import { withStore } from './guard';
import { coreText } from '../language/core-text';

type Placed = Result<ChannelOutput<'cart:placeOrder'>>;

export const PLACE_MESSAGES = {
  get notPlaced() {
    return coreText('place_not_placed');
  },
  get notPlacedCancelled() {
    return coreText('place_not_placed_cancelled');
  },
  get notPlacedServer() {
    return coreText('place_not_placed_server');
  },
  get unknown() {
    return coreText('place_unknown');
  },
} as const;

/**
 * How long a cart must stay open and unchanged after the app stopped waiting for a Place order
 * before "no order was placed" is said: a slow store may still be making the order it was sent.
 */
export const PLACE_SETTLE_MS = 5_000;

/**
 * Answers after which the store may have made the order anyway: nothing came back (the line
 * dropped, the buyer cancelled), what came back is not a refusal (a success the app cannot read, a
 * redirect to a POST the store did receive), or the store fell over: a 5xx may come after the order
 * was committed (a mail or a hook failing last). Only a 2xx with the order, or a refusal (4xx, the
 * store's errors in the body) settles a send.
 */
const LOST_KINDS: ReadonlySet<ErrorKind> = new Set(['network', 'timeout', 'cancelled', 'malformed', 'redirect']);
const answerLost = (error: AppError) => LOST_KINDS.has(error.kind) || (error.status !== undefined && error.status >= 500);

function notPlacedMessage(cause: ErrorKind): string {
  if (cause === 'cancelled') return PLACE_MESSAGES.notPlacedCancelled;
  return cause === 'server' ? PLACE_MESSAGES.notPlacedServer : PLACE_MESSAGES.notPlaced;
}

export interface PlaceOrderOptions {
  buyers: Pick<BuyerSession, 'current' | 'ensureKnown' | 'database'>;
  /** PLACE_SETTLE_MS unless told otherwise. */
  settleMs?: number;
}

/**
 * Place order: never two orders for one cart, and a double click sends one request. A second call
 * for a cart whose order is being placed joins the first instead of sending again. A send is
 * recorded as unsettled before it goes out, in the buyer's database, and stays so until the store
 * answers it with an order or a refusal: until then any next Place order for that cart, in this run
 * or after a restart, asks the store first and sends again only when the store shows no order was
 * made. A 5xx is never sent again blindly.
 */
export function placeOrderHandlers(holder: StoreHolder, options: PlaceOrderOptions): Pick<Handlers, 'cart:placeOrder' | 'requests:cancel'> {
  const { buyers } = options;
  const settleMs = options.settleMs ?? PLACE_SETTLE_MS;
  const running = new Map<string, Promise<Placed>>();
  const unsettled = createUnsettledPlaces(buyers);

  const answer = (c: Connection, cartToken: string, check: PlacedCheck, cause: ErrorKind): Placed => {
    if (check.found === 'placed') {
      unsettled.settled(c.baseUrl, cartToken);
      return ok({ token: check.token });
    }
    if (check.found === 'unknown') return fail({ kind: cause, message: PLACE_MESSAGES.unknown, outcome: 'unknown' });
    // Not placed: the record stays until a send is answered, so the next try still asks first.
    return fail({ kind: cause, message: notPlacedMessage(cause), outcome: 'not_placed' });
  };

  /** The buyer's cancels of the sends out now. */
  const cancels = new Set<AbortController>();

  const attempt = async (c: Connection, input: ParsedInput<'cart:placeOrder'>): Promise<Placed> => {
    const buyerCancel = new AbortController();
    cancels.add(buyerCancel);
    try {
      return await tryPlacing(c, input, buyerCancel);
    } finally {
      cancels.delete(buyerCancel);
    }
  };

  const cancelledBeforeSending = () => fail({ kind: 'cancelled', message: PLACE_MESSAGES.notPlacedCancelled, outcome: 'not_placed' });

  const tryPlacing = async (c: Connection, input: ParsedInput<'cart:placeOrder'>, buyerCancel: AbortController): Promise<Placed> => {
    // The buyer's database holds what is unsettled: the buyer session learns who is signed in if nobody told it yet.
    await buyers.ensureKnown();
    const earlier = unsettled.get(c.baseUrl, input.cart_token);
    if (earlier) {
      const before = await settlePlace(c, earlier, settleMs);
      if (before.found !== 'not_placed') return answer(c, input.cart_token, before, 'network');
    }
    // Cancelled while the store was being asked: nothing is sent, and what was unsettled stays so.
    if (buyerCancel.signal.aborted) return cancelledBeforeSending();
    const sending: UnsettledPlace = {
      cart_token: input.cart_token,
      order_items: input.order_items,
      startedAt: earlier?.startedAt ?? Date.now(),
      sentAt: Date.now(),
      endedAt: null,
    };
    // Written before it goes out: a quit or crash while it is out still leaves it to be checked.
    unsettled.put(c.baseUrl, sending);
    const { result, cancelledUnsent, cancelledLate } = await sendPlaceOrder(c, input, buyerCancel.signal, settleMs);
    if (result.ok || !answerLost(result.error)) {
      unsettled.settled(c.baseUrl, input.cart_token);
      return result;
    }
    if (cancelledUnsent) {
      // The request never started to go out: the store has nothing of it, and all is as before this send.
      if (earlier) unsettled.put(c.baseUrl, earlier);
      else unsettled.settled(c.baseUrl, input.cart_token);
      return cancelledBeforeSending();
    }
    const ended = { ...sending, endedAt: Date.now() };
    unsettled.put(c.baseUrl, ended);
    // Cancelled while the store still held it after the grace: it was at work on the order a moment ago.
    const check = cancelledLate && result.error.kind === 'cancelled' ? await findPlaced(c, ended) : await settlePlace(c, ended, settleMs);
    return answer(c, input.cart_token, check, result.error.kind);
  };

  return {
    'cart:placeOrder': withStore(holder, (c, input) => {
      const key = `${c.baseUrl} ${input.cart_token}`;
      const inFlight = running.get(key);
      if (inFlight) return inFlight;
      const placing = attempt(c, input).finally(() => running.delete(key));
      running.set(key, placing);
      return placing;
    }),
    'requests:cancel': withStore(holder, async (c, input) => {
      if (input.channel !== 'cart:placeOrder') return ok({ cancelled: c.cancel(input.channel) });
      for (const cancel of cancels) cancel.abort();
      return ok({ cancelled: cancels.size > 0 });
    }),
  };
}
