import { afterEach, describe, expect, it } from 'vitest';
import { createBuyerSession } from '../../electron/core/buyer/buyer-session';
import { createCatalogueKeeper, type CatalogueKeeper } from '../../electron/core/catalog/catalogue-keeper';
import type { FetchPage } from '../../electron/core/catalog/pages';
import { createProductLookup } from '../../electron/core/catalog/product-lookup';
import { CATALOGUE_CUT_NOTICE, WALK_LIMITS, type WalkLimits } from '../../electron/core/catalog/walk-limits';
import type { Connection } from '../../electron/core/http/connection';
import { createMemorySettings } from '../../electron/core/settings';
import { ok } from '../../contract/result';
import type { Product } from '../../contract/schemas/catalog';
import { catalogueIndex } from './support/catalogue-db';
import { product } from './support/fake-catalogue';

/**
 * Stores that never end their product list: they claim a billion pages and answer every one.
 * The walk must stop at its bounds or where the list stops moving, keep what it read, and say so once.
 */
const STORE = 'http://hostile.test';
const CLAIMED_PAGES = 1_000_000_000;

interface HostileOptions {
  pageSize?: number;
  /** Every page from this one on answers as this one does (a store that clamps the page number). */
  repeatFrom?: number;
  /** A title this long (bytes of product data). */
  titleLength?: number;
  delayMs?: number;
  /** Pages that answer only once released. */
  held?: Set<number>;
}

function hostileStore(options: HostileOptions = {}) {
  const pageSize = options.pageSize ?? 5;
  const asked: number[] = [];
  const waiting = new Map<number, () => void>();
  const fetchPage: FetchPage = async (query) => {
    asked.push(query.page);
    if (options.held?.has(query.page)) await new Promise<void>((resolve) => waiting.set(query.page, resolve));
    // An answer comes from the network: never in the same turn of the event loop.
    await new Promise((resolve) => (options.delayMs ? setTimeout(resolve, options.delayMs) : setImmediate(resolve)));
    const page = options.repeatFrom ? Math.min(query.page, options.repeatFrom) : query.page;
    const title = (n: number) => `Part ${n} `.padEnd(options.titleLength ?? 0, 'x');
    const products: Product[] = Array.from({ length: pageSize }, (_, i) => {
      const id = page * 1000 + i;
      return product(id, `part-${id}`, title(id), [`P-${id}`]);
    });
    return ok({ products, total_pages: CLAIMED_PAGES, current_pages: query.page });
  };
  return {
    fetchPage,
    asked,
    release(page: number) {
      options.held?.delete(page);
      waiting.get(page)?.();
    },
  };
}

const running: (() => void)[] = [];
afterEach(() => running.splice(0).forEach((end) => end()));

function keeperOn(fetchPage: FetchPage, walkLimits?: Partial<WalkLimits>) {
  const listeners = new Set<() => void>();
  const connection = { baseUrl: STORE } as Connection;
  const holder = { connection: () => connection, onSessionChange: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)) };
  const notices: string[] = [];
  const buyers = createBuyerSession({ holder, emit: () => {}, whoIsIn: async () => 'buyer@hostile.test' });
  const keeper = createCatalogueKeeper({
    holder,
    buyers,
    settings: createMemorySettings(),
    emit: (event, payload) => void (event === 'app:notice' && notices.push((payload as { message: string }).message)),
    fetchPage: () => fetchPage,
    walkLimits: walkLimits && { ...WALK_LIMITS, ...walkLimits },
    refreshRate: 1000,
  });
  running.push(() => {
    keeper.dispose();
    buyers.dispose();
  });
  buyers.loggedIn({ origin: STORE, email: 'buyer@hostile.test' });
  return { keeper, notices };
}

async function until(check: () => boolean, tries = 400): Promise<void> {
  for (let i = 0; i < tries && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

const ready = (keeper: CatalogueKeeper) => keeper.status().state === 'ready' && !keeper.status().refreshing;

describe('the catalogue walk against a store that never ends', () => {
  it('leaves room for a large distributor: 250,000 products at five a page', () => {
    expect(WALK_LIMITS.maxProducts).toBe(250_000);
    expect(WALK_LIMITS.maxPages * 5).toBeGreaterThanOrEqual(WALK_LIMITS.maxProducts);
    expect(WALK_LIMITS.maxBytes / WALK_LIMITS.maxProducts).toBeGreaterThanOrEqual(4096);
  });

  it.each([
    ['products', { maxProducts: 60 }, {}],
    ['pages', { maxPages: 9 }, {}],
    ['bytes', { maxBytes: 40_000 }, { titleLength: 1000 }],
    ['time', { maxMs: 60 }, { delayMs: 20 }],
  ] as const)('stops at its bound of %s, keeps what it read for quick order, and tells the buyer once', async (_bound, limits, store) => {
    const hostile = hostileStore(store);
    const { keeper, notices } = keeperOn(hostile.fetchPage, limits);
    await until(() => ready(keeper));
    const { products } = keeper.status();
    expect(products).toBeGreaterThan(0);
    expect(products).toBeLessThanOrEqual(100);
    expect(hostile.asked.length).toBeLessThan(100);
    // Quick order answers from what was kept.
    expect(keeper.current()?.bySku('P-1000')?.variant.sku).toBe('P-1000');
    expect(notices).toEqual([CATALOGUE_CUT_NOTICE()]);

    // A refresh meets the same bound: the buyer is not told again.
    await keeper.refresh();
    await until(() => ready(keeper));
    expect(keeper.status().products).toBeLessThanOrEqual(100);
    expect(notices).toEqual([CATALOGUE_CUT_NOTICE()]);
  });

  it('ends where the store repeats its last page, whatever page count it claims, without a notice', async () => {
    const hostile = hostileStore({ repeatFrom: 4 });
    const { keeper, notices } = keeperOn(hostile.fetchPage);
    await until(() => ready(keeper));
    expect(keeper.status().products).toBe(20);
    expect(hostile.asked.length).toBeLessThanOrEqual(5 + 4);
    expect(notices).toEqual([]);
  });

  it('holds no more than a few pages while the store holds one back', async () => {
    const hostile = hostileStore({ held: new Set([2]) });
    const { keeper } = keeperOn(hostile.fetchPage, { maxProducts: 100 });
    await until(() => hostile.asked.includes(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Pages after the held one wait for it: four asked at once, never hundreds piling up in memory.
    expect(Math.max(...hostile.asked)).toBeLessThanOrEqual(2 + 4);
    hostile.release(2);
    await until(() => ready(keeper));
    expect(keeper.status().products).toBe(100);
  });
});

describe('a product lookup walking a store that never ends', () => {
  it('answers "not found" at the bound', async () => {
    const hostile = hostileStore();
    const index = catalogueIndex();
    const lookup = createProductLookup(hostile.fetchPage, index, { searchPages: 1, walk: { maxPages: 1_000, maxProducts: 200 } });
    const answer = await lookup.byVariant(1);
    expect(answer.ok ? 'found' : answer.error.kind).toBe('not_found');
    expect(hostile.asked.length).toBeLessThan(2 * (200 / 5 + 4));
    lookup.dispose();
  });

  it('answers "not found" where the store repeats its last page', async () => {
    const hostile = hostileStore({ repeatFrom: 3 });
    const lookup = createProductLookup(hostile.fetchPage, catalogueIndex(), { searchPages: 1 });
    const answer = await lookup.byVariant(1);
    expect(answer.ok ? 'found' : answer.error.kind).toBe('not_found');
    expect(hostile.asked.length).toBeLessThan(30);
    lookup.dispose();
  });
});
