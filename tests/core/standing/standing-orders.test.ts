import { afterEach, describe, expect, it } from 'vitest';
import type { Notifier } from '../../../electron/core/index';
import { buyerMachine as machine, closeBuyerMachines } from '../support/buyer-machine';
import { DEMO, OTHER } from '../support/storefront';

/**
 * Standing orders and the budget through the core: kept in the buyer's database, due on the
 * core's clock, told once by a notification that opens the list's review, never placed by the core.
 */
afterEach(closeBuyerMachines);

const LINES = [{ variant_id: 11, sku: 'FAS-1', name: 'Hex bolt / M6', quantity: 12, unit_price: 4.5 }];
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

function movableClock(start: Date) {
  let now = start;
  return { now: () => now, set: (to: Date) => void (now = to) };
}

describe('standing orders', () => {
  it('a weekly list comes up once, is told once, and placing it ends the due order; another buyer never sees it', async () => {
    const clock = movableClock(at(2026, 12, 2, 10)); // Wednesday
    const shown: Parameters<Notifier['show']>[0][] = [];
    const { start } = await machine(undefined, { clock, notifier: { show: (n) => void shown.push(n) } });
    const h = start();
    await h['auth:login']({ ...DEMO, is_remember: true });
    const list = await h['lists:create']({ name: 'Weekly stock order', currency: 'MYR', lines: LINES });
    if (!list.ok) throw new Error(list.error.message);
    const set = await h['standing:set']({ list_id: list.data.id, rhythm: { kind: 'weekly', days: [4], every_weeks: 1, time: '09:00' } });
    expect(set.ok && set.data.standing).toMatchObject([{ list_id: list.data.id, due_at: null, next_at: at(2026, 12, 3, 9).toISOString() }]);

    clock.set(at(2026, 12, 3, 9, 5));
    await h['standing:list']({});
    const listed = await h['standing:list']({});
    expect(listed.ok && listed.data.standing[0]?.due_at).toBe(at(2026, 12, 3, 9).toISOString());
    expect(shown).toEqual([{ title: 'Weekly stock order is ready to review', body: '', path: `/lists/${list.data.id}/review` }]);

    // Closed for three weeks: at the next start one due order, told once.
    const again = start();
    clock.set(at(2026, 12, 26, 8));
    await again['shop:global']({});
    await again['standing:list']({});
    const after = await again['standing:list']({});
    // Three Thursdays passed: one due order, dated the latest, told once.
    expect(after.ok && after.data.standing[0]?.due_at).toBe(at(2026, 12, 24, 9).toISOString());
    expect(shown).toHaveLength(2);
    const placed = await again['standing:act']({ list_id: list.data.id, action: 'placed', order_token: 'tok-1', prices: { '11': 4.5 } });
    expect(placed.ok && placed.data.standing[0]).toMatchObject({ due_at: null, last_order_token: 'tok-1', placed_prices: { '11': 4.5 } });
    clock.set(at(2027, 1, 20, 8));
    await again['standing:list']({});
    expect(shown).toHaveLength(3);

    await again['auth:logout']({});
    await again['auth:login']({ ...OTHER, is_remember: false });
    expect(await again['standing:list']({})).toEqual({ ok: true, data: { standing: [] } });
  });

  it('a list deleted takes its rhythm with it; a list that is not there is said so', async () => {
    const { start } = await machine(undefined, { clock: movableClock(at(2026, 12, 2, 10)) });
    const h = start();
    await h['auth:login']({ ...DEMO, is_remember: false });
    const list = await h['lists:create']({ name: 'Monthly', currency: 'MYR', lines: LINES });
    if (!list.ok) throw new Error(list.error.message);
    await h['standing:set']({ list_id: list.data.id, rhythm: { kind: 'monthly', day: 1, time: '08:00' } });
    await h['lists:delete']({ id: list.data.id });
    expect(await h['standing:list']({})).toEqual({ ok: true, data: { standing: [] } });
    expect(await h['standing:set']({ list_id: 999, rhythm: null })).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(await h['standing:act']({ list_id: list.data.id, action: 'skip' })).toMatchObject({ ok: false, error: { kind: 'not_found' } });
  });
});

describe('the spend budget', () => {
  it('is kept per buyer, and the month counts what the store charged', async () => {
    const { start } = await machine({ firstHistoryRead: 0 });
    const h = start();
    await h['auth:login']({ ...DEMO, is_remember: false });
    const none = await h['budget:get']({});
    expect(none.ok && none.data).toMatchObject({ budget: null, committed: 0, editable: true });
    const saved = await h['budget:set']({ budget: { amount: 10_000, period: 'month', locked: false } });
    expect(saved.ok && saved.data.budget).toEqual({ amount: 10_000, period: 'month', locked: false });
    const history = await h['history:orders']({});
    const thisMonth = (history.ok ? history.data.orders : []).filter((o) => !o.cancelled && new Date(o.created_at).getMonth() === new Date().getMonth() && new Date(o.created_at).getFullYear() === new Date().getFullYear());
    const read = await h['budget:get']({});
    expect(read.ok && read.data.spent).toBeCloseTo(thisMonth.reduce((sum, o) => sum + o.total_price, 0), 2);
    await h['auth:logout']({});
    await h['auth:login']({ ...OTHER, is_remember: false });
    const other = await h['budget:get']({});
    expect(other.ok && other.data.budget).toBeNull();
  });
});
