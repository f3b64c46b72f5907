import { describe, expect, it } from 'vitest';
import { catalogueBackedIndex } from '../../electron/core/catalog/catalogue-backed-index';
import { createProductLookup } from '../../electron/core/catalog/product-lookup';
import { catalogueOf } from './support/catalogue-db';
import { fakeCatalogue, product } from './support/fake-catalogue';

/** Thirty products; the one asked for has a handle no search made from it can find (a renamed product). */
const PRODUCTS = Array.from({ length: 30 }, (_, i) => product(i + 1, `item-${i + 1}`, `Item ${i + 1}`));
PRODUCTS[24] = product(25, 'old-name-before-rename', 'Brass Hinge', ['BH-25']);

describe('the product page lookup over the kept catalogue', () => {
  it('knows a product from the index, so it asks the store for that one product instead of walking the catalogue', async () => {
    const store = fakeCatalogue(PRODUCTS);
    const { table } = catalogueOf(PRODUCTS);
    const lookup = createProductLookup(store.fetchPage, catalogueBackedIndex({ kept: () => table, session: () => 0, remember: () => {} }));
    const answer = await lookup.byHandle('old-name-before-rename');
    expect(answer.ok && answer.data.title).toBe('Brass Hinge');
    expect(store.walkRequests()).toHaveLength(0);
    expect(store.searches()).toEqual(['BH-25']);
  });

  it('walks as before while there is no index', async () => {
    const store = fakeCatalogue(PRODUCTS);
    const lookup = createProductLookup(store.fetchPage, catalogueBackedIndex({ kept: () => null, session: () => 0, remember: () => {} }));
    const answer = await lookup.byHandle('old-name-before-rename');
    expect(answer.ok && answer.data.title).toBe('Brass Hinge');
    expect(store.walkRequests().length).toBeGreaterThan(0);
    lookup.dispose();
  });

  it('keeps what its walk read in the catalogue: the next lookup of that product asks the store for it alone', async () => {
    const store = fakeCatalogue(PRODUCTS);
    const { table } = catalogueOf([]);
    const index = catalogueBackedIndex({ kept: () => table, session: () => 0, remember: (products) => void table.put(products, 1) });
    const lookup = createProductLookup(store.fetchPage, index);
    expect((await lookup.byHandle('old-name-before-rename')).ok).toBe(true);
    expect(table.byHandle('old-name-before-rename')?.title).toBe('Brass Hinge');
    const walked = store.walkRequests().length;
    const again = await lookup.byHandle('old-name-before-rename');
    expect(again.ok && again.data.title).toBe('Brass Hinge');
    expect(store.walkRequests()).toHaveLength(walked);
    lookup.dispose();
  });

  it('writes what the buyer opens into the kept catalogue, but never a page of a session that has ended', () => {
    const remembered: [number, number][] = [];
    let session = 3;
    const index = catalogueBackedIndex({ kept: () => null, session: () => session, remember: (products, asked) => void remembered.push([products[0]!.id, asked]) });
    index.put([PRODUCTS[0]!]);
    session = 4; // a logout and another login: this index's pages are the last buyer's
    index.put([PRODUCTS[1]!]);
    expect(remembered).toEqual([[1, 3], [2, 3]]);
  });
});
