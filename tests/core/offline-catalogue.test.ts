import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuyerSession } from '../../electron/core/buyer/buyer-session';
import type { Handlers } from '../../electron/core/deps';
import { createLastSeenCache } from '../../electron/core/offline/last-seen-cache';
import { answersFromCatalogue } from '../../electron/core/offline/offline';
import { createOfflineReads } from '../../electron/core/offline/serve-offline';
import { fail, ok, type Result } from '../../contract/result';
import type { Product, ProductsPage } from '../../contract/schemas/catalog';
import { catalogueOf } from './support/catalogue-db';
import { product } from './support/fake-catalogue';

const WALKED = '2026-11-30T08:00:00.000Z';
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((end) => end()));

const priced = (p: Product, price: number): Product => ({ ...p, variants: p.variants.map((v) => ({ ...v, unit_price: price })) });
const unreachable = fail({ kind: 'network', message: 'Cannot reach the store.' });

/**
 * The product page and the product list of one buyer, first online (the store's answers are saved),
 * then with the store out of reach, over a kept catalogue walked at WALKED (or not read in full yet).
 */
function setUp(kept: readonly Product[], updatedAt: string | null = WALKED) {
  const dataDir = mkdtempSync(join(tmpdir(), 'offline-catalogue-'));
  const holder = { onSessionChange: () => () => undefined };
  const events: { event: string; payload: unknown }[] = [];
  const emit = ((event: string, payload: unknown) => void events.push({ event, payload })) as Parameters<typeof createOfflineReads>[2];
  const buyers = createBuyerSession({ holder, emit, dataDir });
  buyers.loggedIn({ origin: 'http://store.test', email: 'alice@buyer.test' });
  const cache = createLastSeenCache({ buyers, dataDir, maxMB: () => 200, notice: () => undefined });
  const { table } = catalogueOf(kept);
  const reads = createOfflineReads(buyers, cache, emit, () => false, answersFromCatalogue(() => ({ table, updatedAt })));
  cleanups.push(() => (reads.dispose(), buyers.dispose(), rmSync(dataDir, { recursive: true, force: true })));
  const store: { product: Result<Product>; page: Result<ProductsPage> } = { product: unreachable, page: unreachable };
  const handlers = reads.observe({
    'catalog:product': async () => store.product,
    'catalog:products': async () => store.page,
  } as Pick<Handlers, 'catalog:product' | 'catalog:products'>);
  return { store, handlers, events };
}

const bolt = product(1, 'hex-bolt', 'Hex Bolt', ['BOLT-1']);
const nut = product(2, 'hex-nut', 'Hex Nut', ['NUT-2']);

describe('product answers offline, from the kept catalogue', () => {
  it('opens a product page from the catalogue, not from an older saved answer, dated as of the walk', async () => {
    const s = setUp([priced(bolt, 12)]);
    s.store.product = ok(priced(bolt, 9)); // seen before the walk, at the old price
    await s.handlers['catalog:product']({ handle: 'hex-bolt' });
    s.store.product = unreachable;
    const answer = await s.handlers['catalog:product']({ handle: 'hex-bolt' });
    expect(answer.ok && answer.data.variants[0]?.unit_price).toBe(12);
    expect(await s.handlers['catalog:product']({ variant_id: bolt.variants[0]!.id })).toEqual(answer);
    expect(s.events).toContainEqual({ event: 'offline:served', payload: { seen_at: WALKED } });
  });

  it('answers a product the catalogue does not hold from the saved answer, and one seen nowhere with the failure', async () => {
    const s = setUp([bolt]);
    s.store.product = ok(nut);
    await s.handlers['catalog:product']({ handle: 'hex-nut' });
    s.store.product = unreachable;
    expect(await s.handlers['catalog:product']({ handle: 'hex-nut' })).toEqual(ok(nut));
    expect(await s.handlers['catalog:product']({ handle: 'hex-washer' })).toEqual(unreachable);
  });

  it('makes a product-list page from the catalogue, a page never seen online included', async () => {
    const s = setUp([bolt, nut]);
    const answer = await s.handlers['catalog:products']({ q: 'nut' });
    expect(answer.ok && answer.data.products.map((p) => p.handle)).toEqual(['hex-nut']);
  });

  it('makes nothing from a catalogue not yet read in full: the saved answers stand', async () => {
    const s = setUp([priced(bolt, 12)], null);
    s.store.product = ok(priced(bolt, 9));
    await s.handlers['catalog:product']({ handle: 'hex-bolt' });
    s.store.product = unreachable;
    const answer = await s.handlers['catalog:product']({ handle: 'hex-bolt' });
    expect(answer.ok && answer.data.variants[0]?.unit_price).toBe(9);
    expect(await s.handlers['catalog:products']({ q: 'nut' })).toEqual(unreachable);
  });
});
