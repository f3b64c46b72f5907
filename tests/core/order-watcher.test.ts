import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCore, type Core } from '../../electron/core/index';
import { buyerFile } from '../../electron/core/local-data/buyer-database';
import type { SeenOrder } from '../../electron/core/notifications/order-memory-schema';
import { customerKey } from '../../electron/core/notifications/watched-orders';
import { startStorefront, type RunningStorefront } from '../../server/index';
import { eventsNamed, testDeps } from './support/deps';
import { DEMO, startTestStore } from './support/storefront';

/** Order notifications against the reference storefront, checks driven by hand. */
let store: RunningStorefront;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(async () => store.close());
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'orders-'));
  dirs.push(dir);
  return dir;
};

/** What the watcher remembers of a buyer's orders, read from their database; null when never checked. */
function remembered(dir: string, url: string, email = DEMO.email): SeenOrder[] | null {
  const file = buyerFile(dir, { origin: new URL(url).origin, email });
  if (!existsSync(file)) return null;
  const db = new Database(file, { readonly: true });
  try {
    if (!db.prepare('SELECT 1 FROM order_checks').get()) return null;
    const rows = db.prepare('SELECT token, number, financial, fulfillment, cancelled FROM seen_orders ORDER BY position').all() as (Omit<SeenOrder, 'cancelled'> & { cancelled: number | null })[];
    return rows.map((r) => ({ ...r, cancelled: r.cancelled === null ? null : r.cancelled === 1 }));
  } finally {
    db.close();
  }
}

async function loggedInCore(overrides: Parameters<typeof testDeps>[0] = {}) {
  const shown: { title: string; body: string; path: string }[] = [];
  const deps = testDeps({ storeUrlOverride: store.url, dataDir: dataDir(), notifier: { show: (n) => void shown.push(n) }, timeouts: { orderCheck: 3_600_000, orderFocusGap: 0 }, ...overrides });
  const core = createCore(deps);
  expect((await core.handlers['auth:login']({ ...DEMO, is_remember: false })).ok).toBe(true);
  await core.handlers['shop:global']({}); // what the page does after login: the watcher starts and records
  await core.windowFocused();
  return { core, deps, shown };
}

async function someOrder(core: Core, wanted: (o: { fulfillment_status: string; financial_status: string }) => boolean) {
  const account = await core.handlers['account:get']({});
  if (!account.ok) throw new Error(account.error.message);
  const order = account.data.orders.find(wanted);
  if (!order) throw new Error('no such seeded order');
  return order;
}

describe('order watcher', () => {
  it('records the first load silently, then tells one shipped order with its tracking, and keeps a badge until seen', async () => {
    const { core, deps, shown } = await loggedInCore();
    expect(shown).toEqual([]);
    expect(remembered(deps.dataDir!, store.url)?.length).toBeGreaterThan(0);
    const order = await someOrder(core, (o) => o.fulfillment_status === 'unfulfilled');

    store.control.setOrderStatus(order.token, { fulfillment: 'fulfilled', tracking: { company: 'Ninja Van', number: 'EP2912345' } });
    await core.windowFocused();
    expect(shown).toEqual([{ title: `Order ${order.order_number} shipped: Ninja Van EP2912345`, body: '', path: `/order/${order.token}` }]);
    expect((await core.handlers['notifications:badge']({})).ok && eventsNamed(deps.events, 'orders:badge').at(-1)?.payload).toEqual({ count: 1 });

    await core.windowFocused(); // nothing new: nothing told again
    expect(shown).toHaveLength(1);

    expect(await core.handlers['notifications:markSeen']({ token: 'some-other-order' })).toEqual({ ok: true, data: { count: 1 } });
    expect(await core.handlers['notifications:markSeen']({ token: order.token })).toEqual({ ok: true, data: { count: 0 } });
    core.dispose();
  });

  it('tells a cancellation with its reason, and nothing while notifications are off', async () => {
    const { core, shown } = await loggedInCore();
    const order = await someOrder(core, (o) => o.financial_status === 'unpaid');
    await core.handlers['settings:update']({ notifications: { enabled: false } });
    store.control.setOrderStatus(order.token, { financial: 'pending' });
    await core.windowFocused();
    expect(shown).toEqual([]);

    await core.handlers['settings:update']({ notifications: { enabled: true } }); // what changed meanwhile is recorded, not told
    await core.windowFocused();
    expect(shown).toEqual([]);

    store.control.setOrderStatus(order.token, { financial: 'cancelled', cancelled: { reason: 'Duplicate order.' } });
    await core.windowFocused();
    expect(shown.map((n) => n.title)).toEqual([`Order ${order.order_number} was cancelled`]);
    expect(shown[0]!.body).toBe('Reason: Duplicate order.\nPayment: Pending → Cancelled');
    core.dispose();
  });

  it("tells a store's words visible, on one line and bounded, however long and whatever they hide", async () => {
    const { core, shown } = await loggedInCore();
    const order = await someOrder(core, (o) => o.fulfillment_status === 'unfulfilled' && o.financial_status === 'unpaid');
    store.control.setOrderStatus(order.token, {
      financial: 'paid\u202E_in_full\u200B',
      fulfillment: 'fulfilled',
      tracking: { company: `Ninja\u200B Van\n${'y'.repeat(80)}`, number: 'EP29' },
    });
    await core.windowFocused();
    expect(shown).toHaveLength(1);
    expect(shown[0]!.title).toBe(`Order ${order.order_number} shipped: Ninja Van ${'y'.repeat(49)}…`);
    expect(shown[0]!.body).toBe('Payment: Unpaid → Paid in full');
    core.dispose();
  });

  it('waits out the first-check delay after a login, so the first screens go first', async () => {
    // A delay well over a login on a busy machine, so "not yet" is not a race with the clock.
    const deps = testDeps({ storeUrlOverride: store.url, dataDir: dataDir(), timeouts: { orderCheck: 3_600_000, orderFocusGap: 0, firstOrderCheck: 2_500 } });
    const core = createCore(deps);
    expect((await core.handlers['auth:login']({ ...DEMO, is_remember: false })).ok).toBe(true);
    await core.handlers['shop:global']({});
    await new Promise((resolve) => setTimeout(resolve, 200)); // long enough for a check against a local store
    expect(remembered(deps.dataDir!, store.url)).toBeNull();
    // The first check runs after the delay.
    await vi.waitFor(() => expect(remembered(deps.dataDir!, store.url)).not.toBeNull(), { timeout: 6_000, interval: 100 });
    core.dispose();
  });

  it('stops at logout: the badge clears and no more checks reach the store', async () => {
    const { core, deps, shown } = await loggedInCore();
    const order = await someOrder(core, (o) => o.fulfillment_status === 'unfulfilled');
    store.control.setOrderStatus(order.token, { fulfillment: 'partially_fulfilled' });
    await core.windowFocused();
    expect(shown).toHaveLength(1);

    await core.handlers['auth:logout']({});
    expect(eventsNamed(deps.events, 'orders:badge').at(-1)?.payload).toEqual({ count: 0 });
    store.control.setOrderStatus(order.token, { fulfillment: 'fulfilled' });
    await core.windowFocused();
    expect(shown).toHaveLength(1);
    expect(eventsNamed(deps.events, 'session:expired')).toEqual([]);
    core.dispose();
  });
});

describe('sign out and forget this computer', () => {
  it("logs out, deletes this buyer's database (order memory, drafts) and no one else's, and tells the page the session ended", async () => {
    const { core, deps } = await loggedInCore();
    await core.handlers['drafts:save']({ scope: 'cart:main', entries: [{ variant_id: 1, quantity: 5, base: 1 }] });
    const file = buyerFile(deps.dataDir!, { origin: new URL(store.url).origin, email: DEMO.email });
    const others = buyerFile(deps.dataDir!, { origin: new URL(store.url).origin, email: 'someone@else.test' });
    expect(existsSync(file)).toBe(true);
    new Database(others).close(); // another buyer's file, left as it is

    expect(await core.handlers['settings:forgetCustomer']({})).toEqual({ ok: true, data: { success: true } });
    expect(existsSync(file)).toBe(false);
    expect(existsSync(others)).toBe(true);
    expect(deps.settings.get().sessions).toEqual([]);
    expect(eventsNamed(deps.events, 'session:ended')).toHaveLength(1);
    const global = await core.handlers['shop:global']({});
    expect(global.ok && global.data.customer).toBeFalsy();
    core.dispose();
  });
});

describe('order memory per buyer', () => {
  it("takes in the settings file's entry of an earlier version once, and never reads another buyer's memory", async () => {
    const dir = dataDir();
    const origin = new URL(store.url).origin;
    const look = createCore(testDeps({ storeUrlOverride: store.url }));
    await look.handlers['auth:login']({ ...DEMO, is_remember: false });
    const order = await someOrder(look, (o) => o.financial_status === 'unpaid');
    look.dispose();
    // What the earlier version saw: this order was still pending.
    const earlier = [{ token: order.token, number: order.order_number, financial: 'pending', fulfillment: order.fulfillment_status, cancelled: false }];
    const other = { key: customerKey(origin, 'someone@else.test'), orders: earlier };
    const shown: string[] = [];
    const deps = testDeps({ storeUrlOverride: store.url, dataDir: dir, notifier: { show: (n) => void shown.push(n.title) }, timeouts: { orderCheck: 3_600_000, orderFocusGap: 0 } });
    deps.settings.set({ orderStatuses: [{ key: customerKey(origin, DEMO.email), orders: earlier }, other] });
    const core = createCore(deps);
    expect((await core.handlers['auth:login']({ ...DEMO, is_remember: false })).ok).toBe(true);
    await core.windowFocused();
    // Taken in: the earlier memory was the "before" of this check (not a silent first record), and left the settings.
    expect(shown).toEqual([`Order ${order.order_number}: Unpaid`]);
    expect(deps.settings.get().orderStatuses).toEqual([other]);
    expect(remembered(dir, store.url)?.find((o) => o.token === order.token)?.financial).toBe('unpaid');
    // Someone else's memory is not in this buyer's file, nor this buyer's in theirs.
    expect(remembered(dir, store.url, 'someone@else.test')).toBeNull();
    core.dispose();
  });
});

describe('order watcher against the alt dialect (bare answers, numbers as strings, 1/0 flags)', () => {
  it('reads the order list and tells a change the same way', async () => {
    const alt = await startStorefront({ port: 0, products: 12, dialect: 'alt' });
    try {
      const shown: string[] = [];
      const deps = testDeps({ storeUrlOverride: alt.url, dataDir: dataDir(), notifier: { show: (n) => void shown.push(n.title) }, timeouts: { orderFocusGap: 0 } });
      const core = createCore(deps);
      expect((await core.handlers['auth:login']({ ...DEMO, is_remember: false })).ok).toBe(true);
      await core.handlers['shop:global']({});
      await core.windowFocused();
      const seen = remembered(deps.dataDir!, alt.url) ?? [];
      expect(seen.length).toBeGreaterThan(0);
      const order = seen.find((o) => o.financial === 'unpaid')!;
      alt.control.setOrderStatus(order.token, { financial: 'paid' });
      await core.windowFocused();
      expect(shown).toEqual([`Order ${order.number}: Paid`]);
      core.dispose();
    } finally {
      await alt.close();
    }
  });
});
