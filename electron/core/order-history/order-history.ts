import { ok } from '../../../contract/result';
import type { HistoryStatus } from '../../../contract/schemas/orderHistory';
import { getAccount } from '../api/account';
import { getOrder } from '../api/orders';
import type { Buyer, BuyerSession } from '../buyer/buyer-session';
import { REFRESH_RATE } from '../catalog/catalogue-keeper';
import type { Handlers } from '../deps';
import type { StoreHolder } from '../store-holder';
import { historyTable, MAX_KEPT_ORDERS } from './history-table';
import { coreText } from '../language/core-text';

type HistoryHandlers = Pick<Handlers, 'history:sync' | 'history:orders'>;

export const HISTORY_MESSAGES = {
  get stopped() {
    return coreText('history_stopped');
  },
} as const;

/** After a login the buyer's first screens come first; the history follows. */
const FIRST_READ_MS = 20_000;

const same = (a: Buyer | null, b: Buyer | null) => a !== null && b !== null && a.origin === b.origin && a.email === b.email;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref?.());
const idle = (): HistoryStatus => ({ state: 'idle', kept: 0, total: null, updated_at: null, message: null });

/**
 * The buyer's order history, kept in their own database for search, buy again and insights. It is
 * read in the background at the catalogue refresh's gentle pace (one order at a time, at most
 * REFRESH_RATE calls a second) a while after the login, and again whenever a history screen opens:
 * only orders not kept yet, or whose payment or fulfilment changed, are asked for. Whatever is read
 * is written to the database of the buyer it was read for, and the read stops the moment the
 * buyer changes.
 */
export function createOrderHistory(
  holder: Pick<StoreHolder, 'connection'>,
  buyers: Pick<BuyerSession, 'current' | 'database' | 'onChange'>,
  options: { firstReadMs?: number; rate?: number; now?: () => Date } = {},
) {
  const gapMs = 1000 / (options.rate ?? REFRESH_RATE);
  const now = options.now ?? (() => new Date());
  let status = idle();
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const read = async () => {
    const buyer = buyers.current();
    const c = holder.connection();
    const db = buyer ? buyers.database() : null;
    if (!buyer || !c || !db) return;
    const mine = () => !disposed && same(buyers.current(), buyer) && holder.connection() === c;
    const table = historyTable(db);
    status = { ...status, state: 'reading', message: null };
    const listed = await getAccount(c);
    if (!mine()) return;
    if (!listed.ok) {
      status = { ...status, state: 'failed', message: HISTORY_MESSAGES.stopped };
      return;
    }
    const orders = listed.data.orders.slice(0, MAX_KEPT_ORDERS);
    const kept = table.statuses();
    const todo = orders.filter((item) => {
      const seen = kept.get(item.token);
      return !seen || seen.financial !== item.financial_status || seen.fulfillment !== item.fulfillment_status;
    });
    status = { ...status, total: orders.length, kept: orders.length - todo.length };
    for (const item of todo) {
      await sleep(gapMs);
      if (!mine()) return;
      const answer = await getOrder(c, { token: item.token });
      if (!mine()) return;
      if (!answer.ok) {
        status = { ...status, state: 'failed', message: HISTORY_MESSAGES.stopped };
        return;
      }
      table.put(answer.data, item.financial_status, item.fulfillment_status);
      status = { ...status, kept: status.kept + 1 };
    }
    table.keepOnly(orders.map((item) => item.token));
    status = { ...status, state: 'idle', updated_at: now().toISOString() };
  };

  const start = () => {
    running ??= read()
      .catch((error: unknown) => {
        console.warn('[order history] the read stopped', error);
        status = { ...status, state: 'failed', message: HISTORY_MESSAGES.stopped };
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const unsubscribe = buyers.onChange(({ after }) => {
    if (timer) clearTimeout(timer);
    timer = null;
    status = idle();
    if (after) {
      timer = setTimeout(() => void start(), options.firstReadMs ?? FIRST_READ_MS);
      timer.unref?.();
    }
  });

  const kept = () => {
    try {
      const db = buyers.current() ? buyers.database() : null;
      return db ? historyTable(db).all() : [];
    } catch (error) {
      console.warn('[order history] the kept orders could not be read', error);
      return [];
    }
  };

  const handlers: HistoryHandlers = {
    'history:sync': async () => {
      void start();
      return ok(status);
    },
    'history:orders': async () => ok({ orders: kept(), status }),
  };

  return {
    handlers,
    /** Resolves when the read under way (if any) ends: for tests. */
    settled: () => running ?? Promise.resolve(),
    dispose() {
      disposed = true;
      if (timer) clearTimeout(timer);
      unsubscribe();
    },
  };
}
