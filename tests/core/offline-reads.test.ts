import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerPath, storeFolder } from '../../electron/core/offline/cache-files';
import { CORRUPT_NOTICE, createLastSeenCache } from '../../electron/core/offline/last-seen-cache';
import { createOfflineReads, type OfflineFallbacks } from '../../electron/core/offline/serve-offline';
import type { Handler, Handlers } from '../../electron/core/deps';
import { settingsSchema } from '../../electron/core/settings';
import { contract } from '../../preload/contract';
import { fail, ok, type Result } from '../../preload/result';

const STORE = 'http://store.test';
const ALICE = 'alice@buyer.test';
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const cartOf = (total: number) =>
  contract['cart:retrieve'].output.parse({
    cart: { cart_token: 'c1', currency: 'MYR', order_item: [], inventory_warning: [], item_warning: [], billing_addresses: [], subtotal_price: total, total_price: total, total_line_items_price: total },
    notice: null,
  });
type CartAnswer = ReturnType<typeof cartOf>;

/** A store whose cart answer the test sets, or cuts off ('network'), and the events the page got. */
function setup(maxMB = 200, fallbacks: OfflineFallbacks = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'offline-reads-'));
  dirs.push(dataDir);
  const listeners = new Set<() => void>();
  let url = STORE;
  const holder = { url: () => url, onSessionChange: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)) };
  const events: { event: string; payload: unknown }[] = [];
  const emit = ((event: string, payload: unknown) => void events.push({ event, payload })) as Parameters<typeof createOfflineReads>[2];
  const cache = createLastSeenCache({ dataDir, maxMB: () => maxMB, notice: (message) => emit('app:notice', { message }) });
  const reads = createOfflineReads(holder, cache, emit, fallbacks);
  const store = { cart: ok(cartOf(10)) as Result<CartAnswer> };
  const never = (async () => fail({ kind: 'server', message: 'unused' })) as Handler<never>;
  const inner = {
    'catalog:products': async () => fail({ kind: 'network', message: 'Cannot reach the store.' }), 'catalog:product': never, 'account:get': never, 'orders:get': never,
    'cart:retrieve': async () => store.cart,
    'auth:login': async () => ok({ success: true as const }),
    'shop:global': never,
    'settings:forgetCustomer': async () => ok({ success: true as const }),
  } as unknown as Pick<Handlers, 'catalog:products' | 'catalog:product' | 'cart:retrieve' | 'account:get' | 'orders:get' | 'auth:login' | 'shop:global' | 'settings:forgetCustomer'>;
  const handlers = reads.observe(inner);
  const login = () => handlers['auth:login']({ email: ALICE, password: 'x', remember: false } as never);
  const cart = () => handlers['cart:retrieve']({ cart_token: 'c1' });
  const cutOff = () => void (store.cart = fail({ kind: 'network', message: 'Cannot reach the store.' }));
  return { dataDir, cache, reads, handlers, store, events, login, cart, cutOff, logout: () => listeners.forEach((l) => l()), switchTo: (next: string) => void (url = next) };
}

describe('offline reads', () => {
  it('answers the last-seen cart when the store cannot be reached, and says how old it is', async () => {
    const s = setup();
    await s.login();
    expect((await s.cart()).ok).toBe(true);
    await s.cache.settled();
    s.cutOff();
    const answer = await s.cart();
    expect(answer).toEqual(ok(cartOf(10)));
    expect(s.events.find((e) => e.event === 'offline:served')?.payload).toEqual({ seen_at: expect.any(String) });
  });

  it('passes the store\'s own refusals through, and serves nothing to nobody or after a logout', async () => {
    const s = setup();
    await s.cart(); // nobody known to be logged in: nothing kept
    s.cutOff();
    expect((await s.cart()).ok).toBe(false);
    s.store.cart = ok(cartOf(10));
    await s.login();
    await s.cart();
    await s.cache.settled();
    s.store.cart = fail({ kind: 'not_found', message: 'No record found.' });
    expect((await s.cart()).ok).toBe(false);
    s.cutOff();
    s.logout();
    expect((await s.cart()).ok).toBe(false);
    expect(s.events.filter((e) => e.event === 'offline:served')).toHaveLength(0);
  });

  it('ignores a corrupt file with a notice, and saves it again at the next answer', async () => {
    const s = setup();
    await s.login();
    await s.cart();
    await s.cache.settled();
    const file = readdirSync(storeFolder(s.dataDir, STORE))[0]!;
    writeFileSync(join(storeFolder(s.dataDir, STORE), file), '{ not json');
    s.cutOff();
    expect((await s.cart()).ok).toBe(false);
    expect(s.events).toContainEqual({ event: 'app:notice', payload: { message: CORRUPT_NOTICE } });
    s.store.cart = ok(cartOf(12));
    await s.cart();
    await s.cache.settled();
    s.cutOff();
    expect(await s.cart()).toEqual(ok(cartOf(12)));
  });

  it('clears this store\'s offline data only', async () => {
    const s = setup();
    await s.login();
    await s.cart();
    await s.cache.settled();
    writeFileSync(join(s.dataDir, 'settings.json'), '{}');
    await s.cache.clear('http://elsewhere.test');
    expect(readdirSync(storeFolder(s.dataDir, STORE))).toHaveLength(1);
    expect((await s.reads.handlers['offline:clear']({})).ok).toBe(true);
    expect(readdirSync(join(s.dataDir, 'offline'))).toEqual([]);
    expect(readdirSync(s.dataDir)).toContain('settings.json');
  });

  it('leaves nothing of the buyer on disk after "Sign out and forget this computer"', async () => {
    const s = setup();
    await s.login();
    await s.cart();
    await s.cache.settled();
    expect((await s.handlers['settings:forgetCustomer']({})).ok).toBe(true);
    expect(readdirSync(join(s.dataDir, 'offline'))).toEqual([]);
  });
});

describe('the product list offline without a page seen before', () => {
  it('is made from the catalogue index, dated as of its last walk', async () => {
    const page = { products: [], total_pages: 1, current_pages: 1 };
    const s = setup(200, { 'catalog:products': (input) => (input.q === 'bolt' ? { data: page, seenAt: new Date('2026-11-24T09:00:00Z') } : null) });
    await s.login();
    expect(await s.handlers['catalog:products']({ q: 'bolt' })).toEqual(ok(page));
    expect(s.events).toContainEqual({ event: 'offline:served', payload: { seen_at: '2026-11-24T09:00:00.000Z' } });
    expect((await s.handlers['catalog:products']({ q: 'nut' })).ok).toBe(false);
  });
});

describe('offline disk bound', () => {
  it('evicts the least recently used answers first', async () => {
    const owner = { origin: STORE, email: ALICE };
    const s = setup(0.001); // about 1 KB: room for two answers of ~400 bytes
    const body = (n: number) => ({ n, pad: 'x'.repeat(350) });
    s.cache.remember(owner, 'a', body(1));
    s.cache.remember(owner, 'b', body(2));
    await s.cache.settled();
    utimesSync(answerPath(s.dataDir, owner, 'a'), 1_000, 1_000);
    utimesSync(answerPath(s.dataDir, owner, 'b'), 2_000, 2_000);
    const schema = z.object({ n: z.number() });
    expect(await s.cache.recall(owner, 'a', schema)).not.toBeNull(); // a is now the most recently used
    s.cache.remember(owner, 'c', body(3));
    await s.cache.settled();
    const kept = readdirSync(storeFolder(s.dataDir, STORE));
    expect(kept).toContain(answerPath(s.dataDir, owner, 'a').split('/').pop());
    expect(kept).toContain(answerPath(s.dataDir, owner, 'c').split('/').pop());
    expect(kept).not.toContain(answerPath(s.dataDir, owner, 'b').split('/').pop());
  });
});

describe('the offlineCacheMB setting', () => {
  it('defaults to 200 MB and refuses a bound that is not a whole positive number of MB', () => {
    expect(settingsSchema.parse({}).offlineCacheMB).toBe(200);
    expect(settingsSchema.safeParse({ offlineCacheMB: 0 }).success).toBe(false);
    expect(settingsSchema.safeParse({ offlineCacheMB: 2.5 }).success).toBe(false);
    expect(settingsSchema.parse({ offlineCacheMB: 50 }).offlineCacheMB).toBe(50);
  });
});
