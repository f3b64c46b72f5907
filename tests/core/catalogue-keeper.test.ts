import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCatalogueKeeper, type CatalogueKeeper } from '../../electron/core/catalog/catalogue-keeper';
import { indexFilePath } from '../../electron/core/catalog/index-file';
import type { Connection } from '../../electron/core/http/connection';
import { createMemorySettings } from '../../electron/core/settings';
import type { IndexStatus } from '../../preload/schemas/quickOrder';
import { fakeCatalogue, product } from './support/fake-catalogue';

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
const keepers: CatalogueKeeper[] = [];
afterEach(async () => {
  const done = keepers.splice(0);
  done.forEach((k) => k.dispose());
  await Promise.all(done.map((k) => k.saved()));
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

function setUp(options: { dataDir?: string; who?: string | null; delayMs?: number; now?: () => Date; firstWalkDelayMs?: number } = {}) {
  const stores: Record<string, ReturnType<typeof fakeCatalogue>> = { [ALICE]: fakeCatalogue(catalogueFor(5), { delayMs: options.delayMs }), [BOB]: fakeCatalogue(catalogueFor(7), { delayMs: options.delayMs }) };
  let customer = ALICE;
  const holder = fakeHolder();
  const statuses: IndexStatus[] = [];
  const keeper = createCatalogueKeeper({
    holder,
    settings: createMemorySettings(),
    emit: (event, payload) => void (event === 'catalog:index' && statuses.push(payload as IndexStatus)),
    dataDir: options.dataDir,
    // The store answers with the prices of whoever is logged in at the moment.
    fetchPage: () => (query) => stores[customer]!.fetchPage(query),
    whoIsIn: async () => (options.who === undefined ? customer : options.who),
    now: options.now,
    firstWalkDelayMs: options.firstWalkDelayMs,
  });
  keepers.push(keeper);
  return {
    keeper,
    holder,
    statuses,
    stores,
    loginAs(email: string) {
      holder.changeSession();
      customer = email;
      keeper.loggedIn(email);
    },
  };
}

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-index-'));
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
    expect(keeper.status().state).toBe('building');
    await until(() => ready(keeper));
    expect(keeper.status()).toMatchObject({ products: 12, variants: 24, done: 3, total: 3, message: null });
    expect(statuses.map((s) => s.done)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(statuses.at(-1)?.state).toBe('ready');
    expect(keeper.current()?.suggest('sku-12', 10).map((e) => e.variant.sku)).toEqual(['SKU-12-A', 'SKU-12-B']);
  });

  it('lets the first screens after a login go first: the walk starts after the delay, a refresh asked for at once', async () => {
    const { keeper, stores, loginAs } = setUp({ firstWalkDelayMs: 150 });
    loginAs(ALICE);
    expect(keeper.current()).toBeNull(); // the list's lookups use the index meanwhile: still no walk
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

  it('keeps the index on disk: a new keeper (a restart) answers from it without walking', async () => {
    const dataDir = tempDir();
    const first = setUp({ dataDir });
    first.loginAs(ALICE);
    await until(() => ready(first.keeper));
    await first.keeper.saved();
    first.keeper.dispose();

    const second = setUp({ dataDir });
    second.keeper.customerIs(ALICE, second.keeper.session()); // a remembered session: the store says who is in
    await until(() => ready(second.keeper));
    expect(second.keeper.status()).toMatchObject({ products: 12, variants: 24 });
    expect(second.stores[ALICE]!.walkRequests()).toHaveLength(0);
  });

  it('walks again when the saved copy is older than catalogueMaxAgeMinutes', async () => {
    const dataDir = tempDir();
    const first = setUp({ dataDir });
    first.loginAs(ALICE);
    await until(() => ready(first.keeper));
    const savedAt = first.keeper.status().updated_at!;
    await first.keeper.saved();
    first.keeper.dispose();

    const later = new Date(Date.parse(savedAt) + 61 * 60_000); // the default maximum age is 60 minutes
    const second = setUp({ dataDir, now: () => later });
    second.keeper.customerIs(ALICE, second.keeper.session());
    await until(() => second.stores[ALICE]!.walkRequests().length > 0 && ready(second.keeper));
    expect(second.keeper.status().updated_at).toBe(later.toISOString());
  });

  it('keeps each customer their own prices, in memory and on disk', async () => {
    const dataDir = tempDir();
    const { keeper, loginAs } = setUp({ dataDir });
    loginAs(ALICE);
    await until(() => ready(keeper));
    expect(priceOf(keeper, 'SKU-1-A')).toBe(5);
    loginAs(BOB);
    expect(keeper.current()).toBeNull(); // nothing of Alice's while Bob's is read
    await until(() => ready(keeper));
    expect(priceOf(keeper, 'SKU-1-A')).toBe(7);
    await keeper.saved();

    const restarted = setUp({ dataDir });
    restarted.keeper.customerIs(ALICE, restarted.keeper.session());
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
    const { keeper, holder } = setUp();
    const asked = keeper.session();
    holder.changeSession();
    keeper.customerIs(ALICE, asked);
    expect(keeper.status().state).toBe('empty');
  });

  it('does not read another customer\'s file copied under this one\'s name', async () => {
    const dataDir = tempDir();
    const bob = setUp({ dataDir });
    bob.loginAs(BOB);
    await until(() => ready(bob.keeper));
    await bob.keeper.saved();
    const alicePath = indexFilePath(dataDir, { origin: STORE, email: ALICE });
    writeFileSync(alicePath, readFileSync(indexFilePath(dataDir, { origin: STORE, email: BOB })));

    const alice = setUp({ dataDir });
    alice.keeper.customerIs(ALICE, alice.keeper.session());
    await until(() => ready(alice.keeper));
    expect(priceOf(alice.keeper, 'SKU-1-A')).toBe(5);
  });

  it('ignores a corrupt file and builds the index again', async () => {
    const dataDir = tempDir();
    const path = indexFilePath(dataDir, { origin: STORE, email: ALICE });
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, '{"version":1,"owner":"x","products":[{"id":1,');
    const { keeper, stores } = setUp({ dataDir });
    keeper.customerIs(ALICE, keeper.session());
    await until(() => ready(keeper));
    expect(stores[ALICE]!.walkRequests().length).toBeGreaterThan(0);
    await keeper.saved();
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ version: 1, products: expect.any(Array) });
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
    const { keeper, loginAs, stores } = setUp();
    loginAs(ALICE);
    await until(() => ready(keeper));
    stores[ALICE]!.failOnce((query) => query.page === 2);
    await keeper.refresh();
    await until(() => keeper.status().state === 'failed');
    expect(keeper.status()).toMatchObject({ message: 'Cannot reach the store.', products: 12 });
    expect(keeper.current()).not.toBeNull();
  });
});
