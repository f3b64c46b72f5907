import type { Intent } from './ledger';

/** What the store's own records say of an intent that may have reached it. */
export type Settled = { found: 'placed'; token: string } | { found: 'not_placed' } | { found: 'unknown' };

/** The store, as far as settling an intent needs it; null wherever it could not be asked. */
export interface StoreLook {
  /** The store's order of these lines made since `since` (ms), 'none', or null. */
  findOrder(items: Intent['order_items'], since: number): Promise<{ token: string } | 'none' | null>;
  /** Whether the cart is still open (the store made no order of it); null when it could not be asked. */
  cartOpen(cartToken: string): Promise<boolean | null>;
}

export interface SettleClock {
  now(): number;
  /** Waits this long before looking again (the buyer's call waits with it). */
  sleep(ms: number): Promise<void>;
}

export interface SettleRules {
  /**
   * The store's longest commit window: a store that got the send commits its order (and closes the
   * cart) within this long of receiving it, or never. Only once it has passed since the send went
   * out does a cart still open, with no order of it in the list, show that no order was made.
   */
  commitWindowMs: number;
  /** Nearer than this to the end of the window, the call waits it out and looks again rather than answer "checking". */
  waitMs: number;
}

const UNKNOWN: Settled = { found: 'unknown' };

/**
 * Settles an intent the store did not answer with an order or a refusal, from the store's own
 * records: its order found in the order list is 'placed'; its cart still open and no order of it
 * after the commit window is 'not_placed'; anything else is 'unknown', and only 'not_placed' lets
 * the buyer send again. A record the app left with the send out (no end) is timed from the send.
 */
export async function settleIntent(look: StoreLook, intent: Intent, rules: SettleRules, clock: SettleClock): Promise<Settled> {
  if (!intent.cart_token || intent.sent_at === null) return UNKNOWN;
  const since = intent.started_at ?? intent.sent_at;
  const first = await look.findOrder(intent.order_items, since);
  if (first === null) return UNKNOWN;
  if (first !== 'none') return { found: 'placed', token: first.token };
  const remaining = intent.sent_at + rules.commitWindowMs - clock.now();
  if (remaining > 0) {
    if (remaining > rules.waitMs) return UNKNOWN;
    await clock.sleep(remaining);
    return settleIntent(look, intent, { ...rules, waitMs: 0 }, clock);
  }
  if ((await look.cartOpen(intent.cart_token)) !== true) return UNKNOWN;
  // The store closes the cart as it commits the order: read the list once more after the cart.
  const again = await look.findOrder(intent.order_items, since);
  if (again === null) return UNKNOWN;
  return again === 'none' ? { found: 'not_placed' } : { found: 'placed', token: again.token };
}
