import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBuyerSession } from '../../electron/core/buyer/buyer-session';
import { answerPath } from '../../electron/core/local-data/earlier-files/offline-answers';
import { CORRUPT_NOTICE, createLastSeenCache } from '../../electron/core/offline/last-seen-cache';
import { createOfflineReads, type FromCatalogue } from '../../electron/core/offline/serve-offline';
import type { Handler, Handlers } from '../../electron/core/deps';
import { settingsSchema } from '../../electron/core/settings';
import { contract } from '../../contract/contract';
import { fail, ok, type Result } from '../../contract/result';
import { writeOldAnswer } from './support/old-offline-files';

const STORE = 'http://store.test';
const ALICE = 'alice@buyer.test';
const BOB = 'bob@buyer.test';
const dirs: string[] = [];
const sessions: { dispose(): void }[] = [];
afterEach(() => {
  sessions.splice(0).forEach((session) => session.dispose());
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

const cartOf = (total: number) =>
  contract['cart:retrieve'].output.parse({
    cart: { cart_token: 'c1', currency: 'MYR', order_item: [], inventory_warning: [], item_warning: [], billing_addresses: [], subtotal_price: total, total_price: total, total_line_items_price: total },
    notice: null,
  });
type CartAnswer = ReturnType<typeof cartOf>;

/** A store whose cart answer the test sets, or cuts off ('network'), the buyer session, and the events the page got. */
function setup(maxMB = 200, fromCatalogue: FromCatalogue = {}, dataDir = mkdtempSync(join(tmpdir(), 'offline-reads-'))) {
  dirs.push(dataDir);
  const listeners = new Set<() => void>();
  const holder = { onSessionChange: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)) };
  const events: { event: string; payload: unknown }[] = [];
  const emit = ((event: string, payload: unknown) => void events.push({ event, payload })) as Parameters<typeof createOfflineReads>[2];
  const buyers = createBuyerSession({ holder, emit, dataDir });
  sessions.push(buyers);
  let clock = Date.UTC(2026, 10, 1);
  const cache = createLastSeenCache({ buyers, dataDir, maxMB: () => maxMB, notice: (message) => emit('app:notice', { message }), now: () => new Date((clock += 1000)) });
  const reads = createOfflineReads(buyers, cache, emit, () => false, fromCatalogue);
  sessions.push(reads);
  const store = { cart: ok(cartOf(10)) as Result<CartAnswer> };
  const never = (async () => fail({ kind: 'server', message: 'unused' })) as Handler<never>;
  const inner = {
    'catalog:products': async () => fail({ kind: 'network', message: 'Cannot reach the store.' }), 'catalog:product': never, 'account:get': never, 'orders:get': never,
    'cart:retrieve': async () => store.cart,
  } as unknown as Pick<Handlers, 'catalog:products' | 'catalog:product' | 'cart:retrieve' | 'account:get' | 'orders:get'>;
  const handlers = reads.observe(inner);
  const logout = () => listeners.forEach((l) => l());
  // A login is a session change of the store holder, then the buyer the login answer names.
  const login = (email = ALICE) => {
    logout();
    buyers.loggedIn({ origin: STORE, email });
  };
  const cart = () => handlers['cart:retrieve']({ cart_token: 'c1' });
  const cutOff = () => void (store.cart = fail({ kind: 'network', message: 'Cannot reach the store.' }));
  const rows = () => (buyers.database()?.prepare('SELECT key FROM answers ORDER BY key').all() as { key: string }[]).map((row) => row.key);
  return { dataDir, buyers, cache, reads, handlers, store, events, login, cart, cutOff, logout, rows };
}

describe('offline reads', () => {
  it('answers the last-seen cart when the store cannot be reached, and says how old it is', async () => {
    const s = setup();
    s.login();
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
    s.login();
    await s.cart();
    await s.cache.settled();
    s.store.cart = fail({ kind: 'not_found', message: 'No record found.' });
    expect((await s.cart()).ok).toBe(false);
    s.cutOff();
    s.logout();
    expect((await s.cart()).ok).toBe(false);
    expect(s.events.filter((e) => e.event === 'offline:served')).toHaveLength(0);
  });

  it('removes an answer that no longer reads with a notice, and saves it again at the next answer', async () => {
    const s = setup();
    s.login();
    await s.cart();
    s.buyers.database()!.prepare("UPDATE answers SET body = '{ not json'").run();
    s.cutOff();
    expect((await s.cart()).ok).toBe(false);
    expect(s.events).toContainEqual({ event: 'app:notice', payload: { message: CORRUPT_NOTICE() } });
    expect(s.rows()).toEqual([]);
    s.store.cart = ok(cartOf(12));
    await s.cart();
    s.cutOff();
    expect(await s.cart()).toEqual(ok(cartOf(12)));
  });

  it('clears the offline data of the buyer of the moment only', async () => {
    const s = setup();
    s.login(BOB);
    await s.cart();
    s.login(ALICE);
    await s.cart();
    expect((await s.reads.handlers['offline:clear']({})).ok).toBe(true);
    expect(s.rows()).toEqual([]);
    s.login(BOB);
    expect(s.rows()).toEqual(['cart:retrieve {"cart_token":"c1"}']);
  });

  it('serves nothing of the buyer after "Sign out and forget this computer" deleted their database', async () => {
    const s = setup();
    s.login();
    await s.cart();
    s.buyers.forget({ origin: STORE, email: ALICE });
    s.cutOff();
    s.login();
    expect((await s.cart()).ok).toBe(false);
  });
});

describe('one buyer\'s saved answers and another\'s', () => {
  it('never serves buyer A\'s answers while buyer B is signed in, even right after a logout and login with the store unreachable', async () => {
    const s = setup();
    s.login(ALICE);
    await s.cart();
    s.cutOff();
    s.logout();
    s.login(BOB);
    expect((await s.cart()).ok).toBe(false);
    expect(s.events.filter((e) => e.event === 'offline:served')).toHaveLength(0);
    s.login(ALICE);
    expect(await s.cart()).toEqual(ok(cartOf(10)));
  });

  it('does not keep an answer that arrives after the buyer changed', async () => {
    const s = setup();
    s.login(ALICE);
    let answer!: (value: Result<CartAnswer>) => void;
    const inner = { 'cart:retrieve': () => new Promise<Result<CartAnswer>>((resolve) => (answer = resolve)) };
    const reads = createOfflineReads(s.buyers, s.cache, () => undefined, () => false);
    const pending = reads.observe(inner as unknown as Pick<Handlers, 'cart:retrieve' | 'catalog:products' | 'catalog:product' | 'account:get' | 'orders:get'>)['cart:retrieve']({ cart_token: 'c1' });
    s.login(BOB);
    answer(ok(cartOf(99)));
    await pending;
    expect(s.rows()).toEqual([]);
  });
});

describe('offline files of an earlier version', () => {
  it('are taken into the buyer\'s database at its first open and removed; another buyer\'s files wait for their own', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'offline-reads-'));
    const alice = { origin: STORE, email: ALICE };
    const bob = { origin: STORE, email: BOB };
    const key = 'cart:retrieve {"cart_token":"c1"}';
    const aliceFile = await writeOldAnswer(dataDir, alice, key, cartOf(7), new Date('2026-10-01T08:00:00Z'));
    const bobFile = await writeOldAnswer(dataDir, bob, key, cartOf(8));
    const s = setup(200, {}, dataDir);
    s.login(ALICE);
    s.cutOff();
    expect(await s.cart()).toEqual(ok(cartOf(7)));
    expect(s.events).toContainEqual({ event: 'offline:served', payload: { seen_at: '2026-10-01T08:00:00.000Z' } });
    expect(existsSync(aliceFile)).toBe(false);
    expect(existsSync(bobFile)).toBe(true);
    // Once: an answer saved since is not replaced by anything old at the next open.
    s.store.cart = ok(cartOf(11));
    await s.cart();
    await writeOldAnswer(dataDir, alice, 'orders:get {}', { stale: true });
    s.logout();
    s.login(ALICE);
    s.cutOff();
    expect(await s.cart()).toEqual(ok(cartOf(11)));
    s.login(BOB);
    expect(await s.cart()).toEqual(ok(cartOf(8)));
    expect(existsSync(bobFile)).toBe(false);
    expect(existsSync(answerPath(dataDir, bob, key))).toBe(false);
  });
});

describe('the product list offline without a page seen before', () => {
  it('is made from the catalogue index, dated as of its last walk', async () => {
    const page = { products: [], total_pages: 1, current_pages: 1 };
    const s = setup(200, { 'catalog:products': (input) => (input.q === 'bolt' ? { data: page, seenAt: new Date('2026-11-24T09:00:00Z') } : null) });
    s.login();
    expect(await s.handlers['catalog:products']({ q: 'bolt' })).toEqual(ok(page));
    expect(s.events).toContainEqual({ event: 'offline:served', payload: { seen_at: '2026-11-24T09:00:00.000Z' } });
    expect((await s.handlers['catalog:products']({ q: 'nut' })).ok).toBe(false);
  });
});

describe('offline bound', () => {
  it('evicts the least recently used answers of the buyer first', async () => {
    const s = setup(0.001); // about 1 KB: room for two answers of ~400 bytes
    s.login();
    const body = (n: number) => ({ n, pad: 'x'.repeat(350) });
    s.cache.remember('a', body(1));
    s.cache.remember('b', body(2));
    const schema = z.object({ n: z.number() });
    expect(await s.cache.recall('a', schema)).not.toBeNull(); // a is now the most recently used
    s.cache.remember('c', body(3));
    expect(s.rows()).toEqual(['a', 'c']);
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
