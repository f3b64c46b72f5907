import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../electron/core/index';
import { PLACE_MESSAGES } from '../../electron/core/handlers/place-order';
import { testDeps } from './support/deps';
import { CART_LINES, CART_TOKEN, startStandinStore, type StandinStore } from './support/standin-store';

/**
 * A waiting order sent when the store is back: a store that falls over leaves it waiting with the
 * reason; a Place order whose answer is lost leaves it marked sent, and after a restart the store is
 * asked before anything is sent again, so the order is made once.
 */
let store: StandinStore;
let dataDir: string;
const cores: Core[] = [];
afterEach(async () => {
  for (const core of cores.splice(0)) core.dispose();
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const queued = {
  lines: CART_LINES.map((l) => ({ variant_id: l.variant_id, sku: `SKU-${l.variant_id}`, name: `V${l.variant_id}`, quantity: l.quantity, unit_price: 5, item_subtotal: l.quantity * 5 })),
  billing_address: { id: 1, label: 'Main office' },
  remark: '',
  currency: 'MYR',
  total_price: 40,
};

async function start(): Promise<Core['handlers']> {
  const core = createCore(testDeps({ storeUrlOverride: store.url, dataDir, timeouts: { placeSettle: 50 } }));
  cores.push(core);
  await core.handlers['shop:global']({}); // the store names its buyer: their database opens
  return core.handlers;
}

describe('sending a waiting order', () => {
  it('leaves it waiting, with the reason, when the store falls over', async () => {
    store = await startStandinStore();
    dataDir = mkdtempSync(join(tmpdir(), 'outbox-lost-'));
    const h = await start();
    const order = await h['outbox:queue'](queued);
    if (!order.ok) throw new Error(order.error.message);
    store.state.createFailsWith = 500;
    const prepared = await h['outbox:prepare']({ id: order.data.id });
    expect(prepared).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(prepared.ok ? '' : prepared.error.message).not.toBe('');
    expect(await h['outbox:list']({})).toMatchObject({ ok: true, data: { orders: [{ id: order.data.id, state: 'waiting' }] } });
    expect(store.placeHits()).toBe(0);
  });

  it('is placed once when the answer to its Place order was lost, after a restart too', async () => {
    store = await startStandinStore();
    dataDir = mkdtempSync(join(tmpdir(), 'outbox-lost-'));
    const first = await start();
    const order = await first['outbox:queue'](queued);
    if (!order.ok) throw new Error(order.error.message);
    store.state.place = { make: 'now', then: 'drop', thenDown: true };
    const lost = await first['outbox:place']({ id: order.data.id, cart_token: CART_TOKEN });
    expect(lost).toMatchObject({ ok: false, error: { message: PLACE_MESSAGES.unknown, outcome: 'unknown' } });
    expect(await first['outbox:list']({})).toMatchObject({ ok: true, data: { orders: [{ state: 'sent', cart_token: CART_TOKEN }] } });
    // Sent: it can no longer be changed or withdrawn.
    expect(await first['outbox:withdraw']({ id: order.data.id })).toMatchObject({ ok: false, error: { kind: 'refused' } });
    for (const core of cores.splice(0)) core.dispose();

    store.state.down = false;
    store.state.place = { make: 'now', then: 'answer' };
    const second = await start();
    expect(await second['outbox:place']({ id: order.data.id, cart_token: 'another-cart' })).toEqual({ ok: true, data: { token: 'order-1' } });
    expect(store.placeHits()).toBe(1);
    expect(store.state.orders).toHaveLength(1);
    expect(await second['outbox:list']({})).toEqual({ ok: true, data: { orders: [] } });
  });
});
