import type Database from 'better-sqlite3';
import { fail, ok } from '../../../contract/result';
import { budgetSchema, type Budget, type BudgetView } from '../../../contract/schemas/standing';
import type { BuyerSession } from '../buyer/buyer-session';
import { buyerData } from '../buyer/buyer-data';
import type { Clock, Handlers } from '../deps';
import { coreText } from '../language/core-text';
import { orderLedger } from '../ledger/ledger';
import { historyTable } from '../order-history/history-table';
import { committedOf, periodOf, spentIn } from './spend';

type BudgetHandlers = Pick<Handlers, 'budget:get' | 'budget:set'>;

export const BUDGET_MESSAGES = {
  get noBuyer() {
    return coreText('budget_no_buyer');
  },
  get notKept() {
    return coreText('budget_not_kept');
  },
  get locked() {
    return coreText('budget_locked');
  },
} as const;

/** The buyer's budget (one per buyer and store, in their own database), or null. */
function budgetTable(db: Database.Database) {
  return {
    get(): Budget | null {
      const row = db.prepare('SELECT amount, period, locked FROM spend_budget WHERE id = 1').get() as { amount: number; period: string; locked: number } | undefined;
      const parsed = row ? budgetSchema.safeParse({ ...row, locked: row.locked === 1 }) : null;
      return parsed?.success ? parsed.data : null;
    },
    set(budget: Budget | null): void {
      if (!budget) db.prepare('DELETE FROM spend_budget WHERE id = 1').run();
      else
        db.prepare('INSERT OR REPLACE INTO spend_budget (id, amount, period, locked) VALUES (1, ?, ?, ?)').run(budget.amount, budget.period, budget.locked ? 1 : 0);
    },
  };
}

/**
 * The spend budget: an amount per month or quarter, held against what the store charged for the
 * period's orders (the order history kept on this computer) and the outbox's orders waiting. A budget
 * marked locked is changed on a locked kiosk only after the kiosk PIN.
 */
export function budgetHandlers(deps: {
  buyers: Pick<BuyerSession, 'current' | 'database'>;
  clock: Clock;
  /** The kiosk's settings are locked (no PIN typed in this session). */
  kioskLocked: () => boolean;
  /** Reads orders not kept yet, in the background: the spend follows the store. */
  refreshHistory: () => Promise<void>;
}): BudgetHandlers {
  const view = (db: Database.Database): BudgetView => {
    const budget = budgetTable(db).get();
    const { start, end } = periodOf(budget?.period ?? 'month', deps.clock.now());
    const { spent, currency } = spentIn(historyTable(db).all(), start, end);
    const waiting = orderLedger(db)
      .held()
      .flatMap((intent) => (intent.kind === 'queued' && intent.queued ? [intent.queued] : []));
    return {
      budget,
      spent,
      committed: committedOf(waiting),
      currency: currency ?? waiting[0]?.currency ?? null,
      period_start: start.toISOString(),
      period_end: end.toISOString(),
      editable: !(budget?.locked && deps.kioskLocked()),
    };
  };

  return {
    'budget:get': async () => {
      const before = buyerData(deps.buyers, BUDGET_MESSAGES, 'budget');
      if (!before.db) return before.error;
      await deps.refreshHistory();
      // The buyer may have signed out, or another signed in, while the history was read: the answer is
      // for the buyer still here, from their own database, never from one closed meanwhile.
      const { db, error } = buyerData(deps.buyers, BUDGET_MESSAGES, 'budget');
      if (!db) return error;
      return ok(view(db));
    },
    'budget:set': async ({ budget }) => {
      const { db, error } = buyerData(deps.buyers, BUDGET_MESSAGES, 'budget');
      if (!db) return error;
      if (!view(db).editable) return fail({ kind: 'refused', message: BUDGET_MESSAGES.locked });
      try {
        budgetTable(db).set(budget);
      } catch (thrown) {
        console.warn('[budget] the budget could not be kept', thrown);
        return fail({ kind: 'refused', message: BUDGET_MESSAGES.notKept });
      }
      return ok(view(db));
    },
  };
}
