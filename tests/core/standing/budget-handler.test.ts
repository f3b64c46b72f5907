import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { budgetHandlers } from '../../../electron/core/budget/budget';
import { migrate } from '../../../electron/core/local-data/migrations';
import type { Buyer } from '../../../electron/core/buyer/buyer-session';

describe('the budget asked for while the history is read', () => {
  it('answers "nobody is signed in" when the buyer signs out meanwhile, never reading a closed database', async () => {
    const db = new Database(':memory:');
    migrate(db);
    let buyer: Buyer | null = { id: 7 } as unknown as Buyer;
    const handlers = budgetHandlers({
      buyers: { current: () => buyer, database: () => (buyer ? db : null) },
      clock: { now: () => new Date(2026, 11, 2) },
      kioskLocked: () => false,
      refreshHistory: async () => {
        // The buyer signs out while the store's orders are read: their database is closed.
        buyer = null;
        db.close();
      },
    });
    const answer = await handlers['budget:get']({} as never);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.error.kind).toBe('unauthenticated');
  });
});
