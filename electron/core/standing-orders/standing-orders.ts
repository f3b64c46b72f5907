import { fail, ok } from '../../../contract/result';
import type { StandingOrder } from '../../../contract/schemas/standing';
import type { BuyerSession } from '../buyer/buyer-session';
import { buyerData } from '../buyer/buyer-data';
import type { Clock, Emit, Handlers, Notifier, SettingsStore } from '../deps';
import { coreText } from '../language/core-text';
import { orderListTable } from '../order-lists/order-list-store';
import { acted, checkDue, shownStanding } from './due-check';
import { standingTable, type StandingTable } from './standing-store';

type StandingHandlers = Pick<Handlers, 'standing:list' | 'standing:set' | 'standing:act'>;

export const STANDING_MESSAGES = {
  get noBuyer() {
    return coreText('lists_no_buyer');
  },
  get notKept() {
    return coreText('standing_not_kept');
  },
  get gone() {
    return coreText('lists_gone');
  },
  get notStanding() {
    return coreText('standing_none');
  },
} as const;

/** Between due checks while a buyer is signed in, ms (a standing order is due to the minute). */
const CHECK_MS = 60_000;

export interface StandingOptions {
  buyers: Pick<BuyerSession, 'current' | 'database' | 'onChange'>;
  clock: Clock;
  emit: Emit;
  notifier?: Notifier;
  settings: SettingsStore;
  /** Between due checks, ms. */
  every?: number;
}

/**
 * Standing orders: an order list with a rhythm. While a buyer is signed in their standing orders are
 * checked every minute (and at sign-in, so one that came up while the app was closed is found at
 * start, once); a due one is told by a notification whose click opens the list's review. Nothing is
 * ever placed here: the review places it when the buyer confirms, and tells this module (`placed`).
 */
export function createStandingOrders(options: StandingOptions) {
  const { buyers, clock, emit } = options;
  let timer: ReturnType<typeof setInterval> | null = null;

  const open = () => {
    const { db, error } = buyerData(buyers, STANDING_MESSAGES, 'standing orders');
    return db ? { table: standingTable(db), lists: orderListTable(db) } : { error };
  };
  const shown = (table: StandingTable): { standing: StandingOrder[] } => {
    const now = clock.now();
    return { standing: table.all().map((kept) => shownStanding(kept, now)) };
  };
  const changed = (table: StandingTable) => emit('standing:changed', shown(table));

  /** Finds what came up since the last look, keeps it and tells each due order once. */
  function check(): void {
    if (!buyers.current()) return;
    let opened: ReturnType<typeof open>;
    try {
      opened = open();
    } catch (error) {
      console.warn('[standing orders] the check failed', error);
      return;
    }
    const { table, lists } = opened;
    if (!table) return;
    const now = clock.now();
    let any = false;
    for (const kept of table.all()) {
      const { next, notify, changed: moved } = checkDue(kept, now);
      if (!moved) continue;
      table.save(next);
      any = true;
      const name = lists.get(kept.list_id)?.name;
      if (notify && name && options.settings.get().notifications.enabled) {
        options.notifier?.show({ title: coreText('standing_due', { name }), body: '', path: `/lists/${kept.list_id}/review` });
      }
    }
    if (any) changed(table);
  }

  const stop = () => {
    if (timer) clearInterval(timer);
    timer = null;
  };
  const unsubscribe = buyers.onChange(({ after }) => {
    stop();
    if (!after) return;
    timer = setInterval(check, options.every ?? CHECK_MS);
    timer.unref?.();
    check();
  });

  const handlers: StandingHandlers = {
    'standing:list': async () => {
      const { table, error } = open();
      if (!table) return error;
      check();
      return ok(shown(table));
    },
    'standing:set': async ({ list_id, rhythm }) => {
      const { table, error } = open();
      if (!table) return error;
      if (!table.listExists(list_id)) return fail({ kind: 'not_found', message: STANDING_MESSAGES.gone });
      try {
        if (rhythm) table.setRhythm(list_id, rhythm, clock.now());
        else table.remove(list_id);
      } catch (thrown) {
        console.warn('[standing orders] a rhythm could not be kept', thrown);
        return fail({ kind: 'refused', message: STANDING_MESSAGES.notKept });
      }
      changed(table);
      return ok(shown(table));
    },
    'standing:act': async (input) => {
      const { table, error } = open();
      if (!table) return error;
      const kept = table.get(input.list_id);
      if (!kept || !table.listExists(input.list_id)) return fail({ kind: 'not_found', message: STANDING_MESSAGES.notStanding });
      table.save(acted(kept, input, clock.now()));
      changed(table);
      return ok(shown(table));
    },
  };

  return {
    handlers,
    /** Checks now: for tests. */
    check,
    dispose() {
      stop();
      unsubscribe();
    },
  };
}
