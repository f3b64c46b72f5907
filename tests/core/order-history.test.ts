import { afterEach, describe, expect, it } from 'vitest';
import type { Core } from '../../electron/core/index';
import { buyerMachine, closeBuyerMachines } from './support/buyer-machine';
import { DEMO, OTHER } from './support/storefront';

/** The order history kept on this computer: every order of the buyer, read once, theirs only. */
afterEach(closeBuyerMachines);

async function machine() {
  const { start } = await buyerMachine({ catalogueRefreshRate: 500, firstHistoryRead: 60_000 });
  return start();
}

async function readHistory(h: Core['handlers']) {
  await h['history:sync']({});
  for (let i = 0; i < 200; i += 1) {
    const kept = await h['history:orders']({});
    if (!kept.ok) throw new Error(kept.error.message);
    if (kept.data.status.state !== 'reading' && kept.data.status.total !== null) return kept.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the history read did not end');
}

describe('the order history', () => {
  it('keeps every order the store lists for the buyer, with its lines, and none for another buyer', async () => {
    const h = await machine();
    await h['auth:login']({ ...DEMO, is_remember: false });
    const account = await h['account:get']({});
    if (!account.ok) throw new Error(account.error.message);
    const history = await readHistory(h);
    expect(history.orders.map((o) => o.token).sort()).toEqual(account.data.orders.map((o) => o.token).sort());
    expect(history.orders.every((o) => o.line_items.length > 0)).toBe(true);
    expect(history.status).toMatchObject({ state: 'idle', kept: account.data.orders.length, total: account.data.orders.length });

    await h['auth:logout']({});
    await h['auth:login']({ ...OTHER, is_remember: false });
    const theirs = await h['history:orders']({});
    expect(theirs.ok && theirs.data.orders.some((o) => history.orders.some((mine) => mine.token === o.token))).toBe(false);
  });
});
