import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuyerSession, type BuyerSession } from '../../electron/core/buyer/buyer-session';
import { createCatalogueKeeper, type CatalogueKeeper } from '../../electron/core/catalog/catalogue-keeper';
import { indexFilePath } from '../../electron/core/local-data/earlier-files/catalogue-index';
import type { Connection } from '../../electron/core/http/connection';
import { createMemorySettings } from '../../electron/core/settings';
import type { IndexStatus } from '../../contract/schemas/quickOrder';
import { fakeCatalogue, product } from './support/fake-catalogue';
import { writeOldIndexFile } from './support/old-index-file';

const STORE = 'http://store.test';
const ALICE = 'alice@buyer.test';
const BOB = 'bob@buyer.test';

function fakeHolder() {
  const listeners = new Set<() => void>();
  const connection = { baseUrl: STORE } as Connection;
  return {
    connection: () => connection,
    onSessionChange(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    changeSession: () => listeners.forEach((listener) => listener()),
  };
}

/** The same twelve products for everyone, each customer with a price of their own. */
const catalogueFor = (price: number) =>
  Array.from({ length: 12 }, (_, i) => {
    const p = product(i + 1, `item-${i + 1}`, `Item ${i + 1}`, [`SKU-${i + 1}-A`, `SKU-${i + 1}-B`]);
    return { ...p, variants: p.variants.map((v) => ({ ...v, unit_price: price })) };
  });

const dirs: string[] = [];
const running: { keeper: CatalogueKeeper; buyers: BuyerSession }[] = [];
afterEach(async () => {
  const done = running.splice(0);
  for (const { keeper, buyers } of done) {
    await keeper.saved();
    keeper.dispose();
    buyers.dispose();
  }
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

interface SetUpOptions {
  dataDir?: string;
  who?: string | null;
  delayMs?: number;
  now?: () => Date;
  firstWalkDelayMs?: number;
  refreshRate?: number;
}

function setUp(options: SetUpOptions = {}) {
  const stores: Record<string, ReturnType<typeof fakeCatalogue>> = { [ALICE]: fakeCatalogue(catalogueFor(5), { delayMs: options.delayMs }), [BOB]: fakeCatalogue(catalogueFor(7), { delayMs: options.delayMs }) };
  let customer = ALICE;
  const holder = fakeHolder();
  const statuses: IndexStatus[] = [];
  const buyers = createBuyerSession({ holder, emit: () => {}, dataDir: options.dataDir, whoIsIn: async () => (options.who === undefined ? customer : options.who) });
  const keeper = createCatalogueKeeper({
    holder,
    buyers,
    settings: createMemorySettings(),
    emit: (event, payload) => void (event === 'catalog:index' && statuses.push(payload as IndexStatus)),
    dataDir: options.dataDir,
    // The store answers with the prices of whoever is logged in at the moment.
    fetchPage: () => (query) => stores[customer]!.fetchPage(query),
    now: options.now,
    firstWalkDelayMs: options.firstWalkDelayMs,
    refreshRate: options.refreshRate,
  });
  running.push({ keeper, buyers });
  return {
    keeper,
    buyers,
    holder,
    statuses,
    stores,
    loginAs(email: string) {
      holder.changeSession();
      customer = email;
      buyers.loggedIn({ origin: STORE, email });
    },
    /** A remembered session: the store says who is in (shop:global at a start). */
    storeSays(email: string) {
      customer = email;
      buyers.learn({ origin: STORE, email }, buyers.start());
    },
    quit() {
      keeper.dispose();
      buyers.dispose();
    },
  };
}

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-keeper-'));
  dirs.push(dir);
  return dir;
};

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

const priceOf = (keeper: CatalogueKeeper, sku: string) => keeper.current()?.bySku(sku)?.variant.unit_price;
const ready = (keeper: CatalogueKeeper) => keeper.status().state === 'ready' && !keeper.status().refreshing;

describe('the catalogue keeper', () => {
  it('walks the whole catalogue after a login, reporting progress, and answers from it', async () => {
    const { keeper, statuses, loginAs } = setUp();
    expect(keeper.status().state).toBe('empty');
    loginAs(ALICE);
    await until(() => ready(keeper));
    expect(keeper.status()).toMatchObject({ products: 12, variants: 24, done: 3, total: 3, message: null });
    expect(statuses.map((s) => s.done)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(statuses.some((s) => s.state === 'building')).toBe(true);
    expect(statuses.at(-1)?.state).toBe('ready');
    expect(keeper.current()?.suggest('sku-12', 10).map((e) => e.variant.sku)).toEqual(['SKU-12-A', 'SKU-12-B']);
  });

  it('lets the first screens after a login go first: the walk starts after the delay, a refresh asked for at once', async () => {
    const { keeper, stores, loginAs } = setUp({ firstWalkDelayMs: 150 });
    loginAs(ALICE);
    expect(keeper.current()).toBeNull(); // the list's lookups use the catalogue meanwhile: still no walk
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(keeper.current()).toBeNull();
    expect(stores[ALICE]!.requests).toHaveLength(0);
    await until(() => ready(keeper));
    expect(stores[ALICE]!.requests.length).toBeGreaterThan(0);

    const other = setUp({ firstWalkDelayMs: 10_000 });
    other.loginAs(ALICE);
    await other.keeper.refresh();
    await until(() => ready(other.keeper));
  });

  it('keeps the catalogue in the buyer database: a restart answers from it without walking', async () => {
    const dataDir = tempDir();
    const first = setUp({ dataDir });
    first.loginAs(ALICE);
    await until(() => ready(first.keeper));
    first.quit();

    const second = setUp({ dataDir });
    second.storeSays(ALICE);
    await until(() => ready(second.keeper));
    expect(second.keeper.status()).toMatchObject({ products: 12, variants: 24 });
    expect(second.stores[ALICE]!.walkRequests()).toHaveLength(0);
  });

  it('walks again when the kept copy is older than catalogueMaxAgeMinutes', async () => {
    const dataDir = tempDir();
    const first = setUp({ dataDir });
    first.loginAs(ALICE);
    await until(() => ready(first.keeper));
    const savedAt = first.keeper.status().updated_at!;
    first.quit();

    const later = new Date(Date.parse(savedAt) + 61 * 60_000); // the default maximum age is 60 minutes
    const second = setUp({ dataDir, now: () => later, refreshRate: 1000 });
    second.storeSays(ALICE);
    await until(() => second.stores[ALICE]!.walkRequests().length > 0 && ready(second.keeper));
    expect(second.keeper.status().updated_at).toBe(later.toISOString());
  });

  it('keeps each buyer their own prices, and drops the last one\'s at once on a change', async () => {
    const dataDir = tempDir();
    const { keeper, loginAs } = setUp({ dataDir });
    loginAs(ALICE);
    await until(() => ready(keeper));
    expect(priceOf(keeper, 'SKU-1-A')).toBe(5);
    loginAs(BOB);
    expect(keeper.peek()).toBeNull(); // nothing of Alice's while Bob's is read
    await until(() => ready(keeper));
    expect(priceOf(keeper, 'SKU-1-A')).toBe(7);

    const restarted = setUp({ dataDir });
    restarted.storeSays(ALICE);
    await until(() => ready(restarted.keeper));
    expect(priceOf(restarted.keeper, 'SKU-1-A')).toBe(5);
  });

  it('drops a walk that was still running when the session changed', async () => {
    const { keeper, loginAs, stores, holder } = setUp({ delayMs: 20 });
    loginAs(ALICE);
    await until(() => stores[ALICE]!.walkRequests().length > 0);
    holder.changeSession(); // a logout (or the kiosk's idle logout)
    expect(keeper.status().state).toBe('empty');
    await new Promise((resolve) => setTimeout(resolve, 150)); // long enough for Alice's pages to have come back
    expect(keeper.current()).toBeNull();
    expect(keeper.status().state).toBe('empty');
  });

  it('ignores what a shop:global answer said after the session it was asked in ended', async () => {
    const { keeper, holder, buyers } = setUp();
    const asked = buyers.start();
    holder.changeSession();
    buyers.learn({ origin: STORE, email: ALICE }, asked);
    expect(keeper.status().state).toBe('empty');
  });

  it('resumes a walk a quit interrupted at the page it had reached', async () => {
    const dataDir = tempDir();
    const first = setUp({ dataDir, delayMs: 30 });
    first.stores[ALICE]!.failOnce((query) => query.page === 3); // pages 1 and 2 are in when the walk stops
    first.loginAs(ALICE);
    await until(() => first.keeper.status().state === 'failed');
    first.quit();

    const second = setUp({ dataDir });
    second.storeSays(ALICE);
    await until(() => ready(second.keeper));
    expect(second.stores[ALICE]!.walkRequests().map((r) => r.page)).not.toContain(1);
    expect(second.keeper.status()).toMatchObject({ products: 12, variants: 24 });
  });

  it('refreshes at most at the refresh rate, one page at a time', async () => {
    const { keeper, loginAs, stores } = setUp({ refreshRate: 20 }); // a request every 50 ms at most
    loginAs(ALICE);
    await until(() => ready(keeper));
    stores[ALICE]!.reset();
    const store = stores[ALICE]!;
    const times: number[] = [];
    const fetch = store.fetchPage;
    store.fetchPage = async (query) => {
      times.push(Date.now());
      return fetch(query);
    };
    await keeper.refresh();
    await until(() => ready(keeper));
    expect(store.maxWalking()).toBe(1);
    for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(45);
  });

  it('removes at the end of a pass the products the store no longer lists', async () => {
    const { keeper, loginAs, stores } = setUp({ refreshRate: 1000 });
    loginAs(ALICE);
    await until(() => ready(keeper));
    stores[ALICE] = fakeCatalogue(catalogueFor(5).slice(0, 7));
    await keeper.refresh();
    await until(() => ready(keeper));
    expect(keeper.status()).toMatchObject({ products: 7, variants: 14 });
    expect(keeper.current()?.bySku('SKU-9-A')).toBeNull();
  });

  it('reads the old catalogue file of this buyer in once, without walking, and deletes it', async () => {
    const dataDir = tempDir();
    const updatedAt = new Date();
    const path = writeOldIndexFile(dataDir, { origin: STORE, email: ALICE }, catalogueFor(3), updatedAt);
    const { keeper, stores, storeSays } = setUp({ dataDir });
    storeSays(ALICE);
    await until(() => ready(keeper));
    expect(priceOf(keeper, 'SKU-1-A')).toBe(3);
    expect(keeper.status()).toMatchObject({ products: 12, variants: 24, updated_at: updatedAt.toISOString() });
    expect(stores[ALICE]!.walkRequests()).toHaveLength(0);
    expect(existsSync(path)).toBe(false);
  });

  it('does not read another buyer\'s old file copied under this one\'s name, nor a damaged one: walks, and deletes it', async () => {
    const dataDir = tempDir();
    const alicePath = indexFilePath(dataDir, { origin: STORE, email: ALICE });
    writeOldIndexFile(dataDir, { origin: STORE, email: BOB }, catalogueFor(7), new Date());
    copyFileSync(indexFilePath(dataDir, { origin: STORE, email: BOB }), alicePath);
    const alice = setUp({ dataDir });
    alice.storeSays(ALICE);
    await until(() => ready(alice.keeper));
    expect(priceOf(alice.keeper, 'SKU-1-A')).toBe(5);
    expect(alice.stores[ALICE]!.walkRequests().length).toBeGreaterThan(0);
    expect(existsSync(alicePath)).toBe(false);

    const bobPath = indexFilePath(dataDir, { origin: STORE, email: BOB });
    writeFileSync(bobPath, '{"version":1,"owner":"x","products":[{"id":1,');
    const bob = setUp({ dataDir });
    bob.storeSays(BOB);
    await until(() => ready(bob.keeper));
    expect(bob.stores[BOB]!.walkRequests().length).toBeGreaterThan(0);
    expect(existsSync(bobPath)).toBe(false);
  });

  it('finds out who is logged in when asked before anyone said', async () => {
    const { keeper } = setUp();
    expect(keeper.current()).toBeNull();
    await until(() => ready(keeper));
    expect(keeper.status().products).toBe(12);
    const guest = setUp({ who: null });
    expect(await guest.keeper.refresh()).toMatchObject({ state: 'empty' });
  });

  it('says why a walk failed and keeps the copy it had', async () => {
    const { keeper, loginAs, stores } = setUp({ refreshRate: 1000 });
    loginAs(ALICE);
    await until(() => ready(keeper));
    stores[ALICE]!.failOnce((query) => query.page === 2);
    await keeper.refresh();
    await until(() => keeper.status().state === 'failed');
    expect(keeper.status()).toMatchObject({ message: 'Cannot reach the store.', products: 12 });
    expect(keeper.current()).not.toBeNull();
  });
});
