import type { ChannelOutput, ParsedInput } from '../../../preload/contract';
import { fail, ok, type AppError, type ErrorKind, type Result } from '../../../preload/result';
import { placeOrder } from '../api/cart';
import { checkPlaced, type PlaceAttempt, type PlacedCheck } from '../cart/verify-placed';
import type { Handlers } from '../deps';
import type { Connection } from '../http/connection';
import type { StoreHolder } from '../store-holder';
import { withStore } from './guard';

type Placed = Result<ChannelOutput<'cart:placeOrder'>>;

export const PLACE_MESSAGES = {
  notPlaced: 'No order was placed. Check your connection and try again.',
  notPlacedCancelled: 'No order was placed. You can place it again when you are ready.',
  unknown: 'The order may or may not have been placed. Check your order list before you try again.',
} as const;

/**
 * Failures after which the store may have made the order anyway: the request may have reached it
 * (a redirect is an answer to a POST the store did receive).
 */
const LOST_KINDS: ReadonlySet<ErrorKind> = new Set(['network', 'timeout', 'cancelled', 'malformed', 'redirect']);
/** A gateway answering for a store that took too long or fell over mid-way. */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 504]);
const answerLost = (error: AppError) => LOST_KINDS.has(error.kind) || (error.status !== undefined && GATEWAY_STATUSES.has(error.status));

/**
 * Place order: never two orders for one cart, and a double click sends one request. A second call
 * for a cart whose order is being placed joins the first instead of sending again. When the answer
 * is lost the store is asked whether the order was made before anything is said; until a try for
 * that cart is answered, any next try asks again first, since a store may still finish a request
 * the app stopped waiting for.
 */
export function placeOrderHandlers(holder: StoreHolder): Pick<Handlers, 'cart:placeOrder' | 'requests:cancel'> {
  const running = new Map<string, Promise<Placed>>();
  const unanswered = new Map<string, PlaceAttempt>();

  const settle = (key: string, check: PlacedCheck, cause: ErrorKind): Placed => {
    if (check.found === 'placed') {
      unanswered.delete(key);
      return ok({ token: check.token });
    }
    if (check.found === 'unknown') return fail({ kind: cause, message: PLACE_MESSAGES.unknown, outcome: 'unknown' });
    const message = cause === 'cancelled' ? PLACE_MESSAGES.notPlacedCancelled : PLACE_MESSAGES.notPlaced;
    return fail({ kind: cause, message, outcome: 'not_placed' });
  };

  const attempt = async (c: Connection, key: string, input: ParsedInput<'cart:placeOrder'>): Promise<Placed> => {
    const earlier = unanswered.get(key);
    if (earlier) {
      const before = await checkPlaced(c, earlier);
      if (before.found !== 'not_placed') return settle(key, before, 'network');
    }
    const tried: PlaceAttempt = { cart_token: input.cart_token, order_items: input.order_items, startedAt: earlier?.startedAt ?? Date.now() };
    const result = await placeOrder(c, input);
    if (result.ok) unanswered.delete(key);
    if (result.ok || !answerLost(result.error)) return result;
    unanswered.set(key, tried);
    return settle(key, await checkPlaced(c, tried), result.error.kind);
  };

  return {
    'cart:placeOrder': withStore(holder, (c, input) => {
      const key = `${c.baseUrl} ${input.cart_token}`;
      const inFlight = running.get(key);
      if (inFlight) return inFlight;
      const placing = attempt(c, key, input).finally(() => running.delete(key));
      running.set(key, placing);
      return placing;
    }),
    'requests:cancel': withStore(holder, async (c, input) => ok({ cancelled: c.cancel(input.channel) })),
  };
}
