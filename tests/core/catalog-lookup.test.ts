import { describe, expect, it } from 'vitest';
import { createCatalogueWalk } from '../../electron/core/catalog/catalogue-walk';
import { handleQueries } from '../../electron/core/catalog/handle-queries';
import { indexedReader } from '../../electron/core/catalog/pages';
import { createProductLookup } from '../../electron/core/catalog/product-lookup';
import type { Product } from '../../contract/schemas/catalog';
import { catalogueIndex } from './support/catalogue-db';
import { fakeCatalogue, product, type FakeCatalogueOptions } from './support/fake-catalogue';

/**
 * Products whose handles only the walk can reach: with hyphens on both sides of the middle no phrase
 * from the handle is in the title, and 'plated', the longest word, fills more pages than a search reads.
 */
const plated = (from: number, count = 40) =>
  Array.from({ length: count }, (_, i) => product(from + i, `zinc-plated-part-set-${from + i}`, `Zinc-Plated Part-Set ${from + i}`));
const platedHandle = (n: number) => `zinc-plated-part-set-${n}`;

function setUp(products: Product[], options: FakeCatalogueOptions = {}) {
  const store = fakeCatalogue(products, options);
  const index = catalogueIndex();
  const lookup = createProductLookup(store.fetchPage, index, { searchPages: 3, inFlight: 4 });
  return { store, index, lookup };
}

const handleOf = (answer: Awaited<ReturnType<ReturnType<typeof createProductLookup>['byHandle']>>) =>
  answer.ok ? answer.data.handle : `${answer.error.kind}: ${answer.error.message}`;

describe('handle queries', () => {
  it.each([
    ['blue-denim-jacket', ['blue denim jacket', 'denim jacket', 'blue-denim-jacket', 'blue denim', 'jacket']],
    ['classic-tee-57', ['classic tee 57', 'classic-tee-57', 'classic tee', 'classic-tee', 'classic']],
    ['zinc-plated-hex-bolt-12', ['zinc plated hex bolt 12', 'plated hex bolt', 'zinc-plated-hex-bolt-12', 'zinc plated hex bolt', 'zinc-plated-hex-bolt', 'zinc plated hex', 'plated']],
    ['mens_work-boots', ['mens work boots', 'work boots', 'mens-work-boots', 'mens work', 'boots']],
    ['x1', ['x1']],
  ])('%s -> %j', (handle, queries) => {
    expect(handleQueries(handle)).toEqual(queries);
  });
});

describe.each(['empty', 'not_found'] as const)('product lookup (a page past the end answers %s)', (pastEnd) => {
  it('finds a plain title with one search and no walk', async () => {
    const { store, lookup } = setUp([...plated(1), product(90, 'blue-denim-jacket', 'Blue Denim Jacket')], { pastEnd });
    expect(handleOf(await lookup.byHandle('blue-denim-jacket'))).toBe('blue-denim-jacket');
    expect(store.requests).toHaveLength(1);
  });

  it.each([
    ['Zinc-Plated Hex Bolt', 'zinc-plated-hex-bolt'],
    ["Men's Work Boots", 'mens-work-boots'],
    ["Men's Work Boots", 'men-s-work-boots'],
    ['Tape: 48mm (Clear) & Strong', 'tape-48mm-clear-strong'],
    ['Café Crème Cup', 'caf-cr-me-cup'],
  ])('finds %j by its handle %s, through the walk if need be', async (title, handle) => {
    const { lookup } = setUp([...plated(1), product(77, handle, title), ...plated(100)], { pastEnd });
    expect(handleOf(await lookup.byHandle(handle))).toBe(handle);
  });

  it('tells duplicate titles apart by the -{id} suffix', async () => {
    const tees = [product(3, 'classic-tee', 'Classic Tee'), product(57, 'classic-tee-57', 'Classic Tee'), product(80, 'classic-tee-80', 'Classic Tee')];
    const { lookup } = setUp([...plated(1), ...tees], { pastEnd });
    for (const tee of tees) {
      const answer = await lookup.byHandle(tee.handle);
      expect(answer.ok && answer.data.id).toBe(tee.id);
    }
  });

  it('walks every page once for a handle that does not exist, whatever the page size', async () => {
    const { store, lookup } = setUp([...plated(1, 33)], { pastEnd, pageSize: 7 });
    const answer = await lookup.byHandle('no-such-thing');
    expect(answer).toMatchObject({ ok: false, error: { kind: 'not_found', message: 'No record found.' } });
    expect(store.walkRequests().map((r) => r.page)).toEqual([1, 2, 3, 4, 5]);
    expect(store.walkRequests().every((r) => r.sort_by === 'created_at.asc')).toBe(true);
  });

  it('stops at the end of a catalogue shorter than the first batch of pages', async () => {
    const { store, lookup } = setUp([...plated(1, 8)], { pastEnd, pageSize: 5 });
    expect(handleOf(await lookup.byHandle(platedHandle(8)))).toBe(platedHandle(8));
    expect(await lookup.byHandle('missing')).toMatchObject({ ok: false, error: { kind: 'not_found' } });
    expect(new Set(store.walkRequests().map((r) => r.page)).size).toBeLessThanOrEqual(4);
  });

  it('shares one walk between concurrent lookups, at most 4 pages at a time', async () => {
    const products = [...plated(1, 200)];
    const { store, lookup } = setUp(products, { pastEnd, delayMs: 2 });
    const wanted = [platedHandle(60), platedHandle(120), platedHandle(199), platedHandle(150), 'nope-1'];
    const answers = await Promise.all(wanted.map((h) => lookup.byHandle(h)));
    expect(answers.map(handleOf)).toEqual([...wanted.slice(0, 4), 'not_found: No record found.']);
    const pages = store.walkRequests().map((r) => r.page);
    // 200 products in pages of 5: one pass over 40 pages, none of them asked twice.
    expect(pages.length).toBe(40);
    expect(new Set(pages).size).toBe(40);
    expect(store.maxWalking()).toBeLessThanOrEqual(4);
  });

  it('refreshes a known product with one SKU search, and falls back to the known copy', async () => {
    const products = [...plated(1), ...plated(41)];
    const { store, lookup } = setUp(products, { pastEnd });
    expect(handleOf(await lookup.byHandle(platedHandle(70)))).toBe(platedHandle(70));
    products[69] = product(70, platedHandle(70), 'Zinc-Plated Part-Set 70', ['SKU-70'], 3);
    store.reset();
    const fresh = await lookup.byHandle(platedHandle(70));
    expect(fresh.ok && fresh.data.variants[0]?.inventory_quantity).toBe(3);
    expect(store.searches()).toEqual(['SKU-70']);
    // Gone from the store's search (withdrawn): the page still opens with what was seen.
    products.splice(69, 1);
    expect(handleOf(await lookup.byHandle(platedHandle(70)))).toBe(platedHandle(70));
  });

  it('finds a product by variant id, then refreshes it by that variant SKU', async () => {
    const { store, lookup } = setUp([...plated(1), product(50, 'boxed-set', 'Boxed Set', ['BX-1', 'BX-2'])], { pastEnd });
    const first = await lookup.byVariant(5001);
    expect(first.ok && first.data.handle).toBe('boxed-set');
    store.reset();
    const again = await lookup.byVariant(5001);
    expect(again.ok && again.data.handle).toBe('boxed-set');
    expect(store.searches()).toEqual(['BX-2']);
    expect(await lookup.byVariant(999_999)).toMatchObject({ ok: false, error: { kind: 'not_found' } });
  });

  it('reports a failed page, and the next lookup carries on from it', async () => {
    const { store, lookup } = setUp([...plated(1, 60)], { pastEnd });
    store.failOnce((q) => !q.q && q.page === 6);
    expect(await lookup.byHandle(platedHandle(58))).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(handleOf(await lookup.byHandle(platedHandle(58)))).toBe(platedHandle(58));
  });

  it('gives a lookup that joined mid-pass a second pass when the pages behind it shifted', async () => {
    const products = [...plated(1, 40)];
    const { store, lookup } = setUp(products, { pastEnd, pageSize: 5 });
    // Found on page 4 of 8: the walk pauses with the last page or so not asked for.
    expect(handleOf(await lookup.byHandle(platedHandle(18)))).toBe(platedHandle(18));
    await new Promise((resolve) => setTimeout(resolve, 20)); // pages still in flight arrive
    const unread = Math.max(...store.walkRequests().map((r) => r.page)) + 1;
    expect(unread).toBeLessThanOrEqual(8);
    // A product at the front is withdrawn: the first product of the unread page moves onto a read one.
    const moved = products[(unread - 1) * 5]!;
    products.shift();
    store.reset();
    expect(handleOf(await lookup.byHandle(moved.handle))).toBe(moved.handle);
    // It resumed at the unread page, reached the end, and found it on a second pass from page 1.
    expect(store.walkRequests()[0]?.page).toBe(unread);
    expect(store.walkRequests().some((r) => r.page === 1)).toBe(true);
  });
});

describe('catalogue walk', () => {
  it('a stopped walk answers cancelled and asks for nothing more', async () => {
    const store = fakeCatalogue([...plated(1, 100)], { delayMs: 5 });
    const walk = createCatalogueWalk(indexedReader(store.fetchPage, null), 4);
    const pending = walk.find((p) => p.handle === platedHandle(100));
    walk.stop();
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.walkRequests().length).toBeLessThanOrEqual(4);
  });
});
