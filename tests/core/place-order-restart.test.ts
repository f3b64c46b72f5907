import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../electron/core/index';
import { PLACE_MESSAGES } from '../../electron/core/handlers/place-order';
import { COMMIT_WINDOW_MS, testDeps } from './support/deps';
import { CART_LINES, CART_TOKEN, startStandinStore, type StandinStore } from './support/standin-store';

/**
 * A Place order the store has not settled is remembered in the buyer's database: after a quit, a
 * crash or a restart the next Place order for that cart asks the store first, and never sends the
 * order a second time when the store made it meanwhile.
 */
let store: StandinStore;
let dataDir: string;
const cores: Core[] = [];
afterEach(async () => {
  for (const core of cores.splice(0)) core.dispose();
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const input = { cart_token: CART_TOKEN, billing_address: { id: 1 }, order_items: CART_LINES.map((l) => ({ id: l.variant_id, quantity: l.quantity })) };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function setUp() {
  store = await startStandinStore();
  dataDir = mkdtempSync(join(tmpdir(), 'place-restart-'));
}

/** The app started again on the same data folder: nothing carried over in memory. */
function start(): Core {
  const core = createCore(testDeps({ storeUrlOverride: store.url, dataDir }));
  cores.push(core);
  return core;
}

describe('an unsettled Place order survives a restart', () => {
  it('is checked before anything is sent again, and the order the store made is found', async () => {
    await setUp();
    // The order is made, its answer lost, and the line goes down before it can be checked.
    store.state.place = { make: 'now', then: 'drop', thenDown: true };
    const first = start();
    expect(await first.handlers['cart:placeOrder'](input)).toMatchObject({ ok: false, error: { message: PLACE_MESSAGES.unknown, outcome: 'unknown' } });
    first.dispose();

    store.state.down = false;
    store.state.place = { make: 'now', then: 'answer' };
    const second = start();
    expect(await second.handlers['cart:placeOrder'](input)).toEqual({ ok: true, data: { token: 'order-1' } });
    expect(store.placeHits()).toBe(1);
    expect(store.state.orders).toHaveLength(1);
  });

  it('is remembered from the moment it goes out: a quit while it is out leaves it to be checked', async () => {
    await setUp();
    store.state.place = { make: 'now', then: 'hang' };
    const first = start();
    void first.handlers['cart:placeOrder'](input);
    while (store.placeHits() === 0) await sleep(10);
    // The app is gone with the request out (a crash: nothing more is written).

    store.state.place = { make: 'now', then: 'answer' };
    const second = start();
    expect(await second.handlers['cart:placeOrder'](input)).toEqual({ ok: true, data: { token: 'order-1' } });
    expect(store.placeHits()).toBe(1);
  });

  it('sends once the store shows the cart still open and no order, and is then forgotten', async () => {
    await setUp();
    store.state.place = { make: 'never', then: 'drop', thenDown: true };
    const first = start();
    expect(await first.handlers['cart:placeOrder'](input)).toMatchObject({ ok: false, error: { outcome: 'unknown' } });
    first.dispose();

    store.state.down = false;
    store.state.place = { make: 'now', then: 'answer' };
    const second = start();
    // Within the store's commit window it may still be making the order: nothing is sent.
    expect(await second.handlers['cart:placeOrder'](input)).toMatchObject({ ok: false, error: { message: PLACE_MESSAGES.checking, outcome: 'unknown' } });
    expect(store.placeHits()).toBe(1);
    await sleep(COMMIT_WINDOW_MS);
    expect(await second.handlers['cart:placeOrder'](input)).toEqual({ ok: true, data: { token: 'order-1' } });
    expect(store.placeHits()).toBe(2);
    second.dispose();

    // Settled: the next start asks nothing before sending.
    store.state.hits.length = 0;
    store.state.openCart = CART_TOKEN;
    const third = start();
    expect((await third.handlers['cart:placeOrder'](input)).ok).toBe(true);
    expect(store.state.hits.filter((h) => h === 'GET /_api/account')).toEqual([]);
  });
});
