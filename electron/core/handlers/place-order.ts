import Database from 'better-sqlite3';
import type { ParsedInput } from '../../../contract/contract';
import { ok } from '../../../contract/result';
import type { BuyerSession } from '../buyer/buyer-session';
import { sendPlaceOrder } from '../cart/send-place';
import type { Handlers } from '../deps';
import type { Connection } from '../http/connection';
import { orderLedger, type Ledger } from '../ledger/ledger';
import { placeIntent, type Placed } from '../ledger/place-intent';
import { storeLook } from '../ledger/store-look';
import { migrate } from '../local-data/migrations';
import type { StoreHolder } from '../store-holder';
import { withStore } from './guard';

export { PLACE_MESSAGES } from '../ledger/place-messages';

/**
 * The grace a Place order the buyer cancelled once it was out is given to answer, and the nearest a
 * settle waits in the call for the commit window to end rather than answer "checking".
 */
export const PLACE_SETTLE_MS = 5_000;

/**
 * The store's longest commit window: a store that got a Place order has made its order (and closed
 * the cart) within this long, or never will. A web store's request limit is a minute or two.
 */
export const PLACE_COMMIT_WINDOW_MS = 120_000;

export interface PlaceOrderOptions {
  buyers: Pick<BuyerSession, 'current' | 'ensureKnown' | 'database'>;
  /** PLACE_SETTLE_MS unless told otherwise. */
  settleMs?: number;
  /** PLACE_COMMIT_WINDOW_MS unless told otherwise. */
  commitWindowMs?: number;
  now?: () => number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface PlaceOrder {
  handlers: Pick<Handlers, 'cart:placeOrder' | 'requests:cancel'>;
  /** Sends the outbox order `id` through Place order, as its own ledger intent. */
  placeQueued(id: number, input: ParsedInput<'cart:placeOrder'>): Promise<Placed>;
}

/**
 * Place order: never two orders for one intent, and a double click sends one request. A second
 * call for a cart whose order is being placed joins the first instead of sending again. What was
 * sent, and what the store answered, is in the order ledger of the buyer's database
 * (ledger/place-intent.ts has the rules). Without a buyer's database (nobody known yet, no data
 * folder) the ledger is kept in memory for as long as the app runs.
 */
export function placeOrderHandlers(holder: StoreHolder, options: PlaceOrderOptions): PlaceOrder {
  const { buyers } = options;
  const settleMs = options.settleMs ?? PLACE_SETTLE_MS;
  const rules = { commitWindowMs: options.commitWindowMs ?? PLACE_COMMIT_WINDOW_MS, waitMs: settleMs };
  const clock = { now: options.now ?? Date.now, sleep };
  const running = new Map<string, Promise<Placed>>();
  let memory: Ledger | null = null;

  const ledger = (): Ledger => {
    try {
      const db = buyers.database();
      if (db) return orderLedger(db);
    } catch (error) {
      console.warn('[place order] the buyer database could not be opened; the order is kept in memory', error);
    }
    if (!memory) {
      const db = new Database(':memory:');
      migrate(db);
      memory = orderLedger(db);
    }
    return memory;
  };

  /** The buyer's cancels of the sends out now. */
  const cancels = new Set<AbortController>();

  const attempt = async (c: Connection, input: ParsedInput<'cart:placeOrder'>, queuedId: number | null): Promise<Placed> => {
    const buyerCancel = new AbortController();
    cancels.add(buyerCancel);
    try {
      // The buyer's database holds the ledger: the buyer session learns who is signed in if nobody told it yet.
      await buyers.ensureKnown();
      return await placeIntent(
        { ledger: ledger(), look: storeLook(c), rules, clock },
        {
          cartToken: input.cart_token,
          items: input.order_items,
          queuedId,
          cancelled: () => buyerCancel.signal.aborted,
          send: () => sendPlaceOrder(c, input, buyerCancel.signal, settleMs),
        },
      );
    } finally {
      cancels.delete(buyerCancel);
    }
  };

  const joined = (c: Connection, input: ParsedInput<'cart:placeOrder'>, queuedId: number | null) => {
    const key = `${c.baseUrl} ${input.cart_token}`;
    const inFlight = running.get(key);
    if (inFlight) return inFlight;
    const placing = attempt(c, input, queuedId).finally(() => running.delete(key));
    running.set(key, placing);
    return placing;
  };

  return {
    placeQueued: (id, input) => withStore<'cart:placeOrder'>(holder, (c, given) => joined(c, given, id))(input),
    handlers: {
      'cart:placeOrder': withStore(holder, (c, input) => joined(c, input, null)),
      'requests:cancel': withStore(holder, async (c, input) => {
        if (input.channel !== 'cart:placeOrder') return ok({ cancelled: c.cancel(input.channel) });
        for (const cancel of cancels) cancel.abort();
        return ok({ cancelled: cancels.size > 0 });
      }),
    },
  };
}
