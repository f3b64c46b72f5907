import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, createMemorySettings, type Core } from '../../electron/core/index';
import { testDeps, testSecretBox } from './support/deps';
import { DEMO, OTHER, startTestStore } from './support/storefront';

/** The order history kept on this computer: every order of the buyer, read once, theirs only. */
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function machine() {
  const store = await startTestStore();
  cleanups.push(() => store.close());
  const dataDir = mkdtempSync(join(tmpdir(), 'order-history-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const core = createCore(testDeps({ settings: createMemorySettings({ storeUrl: store.url }), secretBox: testSecretBox(), dataDir, timeouts: { catalogueRefreshRate: 500, firstHistoryRead: 60_000 } }));
  cleanups.push(core.dispose);
  return core.handlers;
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
