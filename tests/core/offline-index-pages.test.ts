import { describe, expect, it } from 'vitest';
import { OFFLINE_PAGE_SIZE, pageFromCatalogue } from '../../electron/core/offline/index-pages';
import { catalogueOf } from './support/catalogue-db';
import { product } from './support/fake-catalogue';

/** 30 products in the store's default order (oldest first): bolts, then cartons. */
const products = Array.from({ length: 30 }, (_, i) =>
  i < 20 ? product(i + 1, `bolt-${i + 1}`, `Hex Bolt ${i + 1}`, [`BOLT-${i + 1}`]) : product(i + 1, `carton-${i + 1}`, `Carton ${i + 1}`, [`BOX-${i + 1}`]),
);

const { table } = catalogueOf(products);
const pageFromIndex = (_: unknown, input: Parameters<typeof pageFromCatalogue>[1]) => pageFromCatalogue(table, input);

describe('a product-list page from the kept catalogue (offline)', () => {
  it('pages the whole catalogue in the store\'s order', () => {
    const first = pageFromIndex(products, {});
    expect(first.products.map((p) => p.id)).toEqual(products.slice(0, OFFLINE_PAGE_SIZE).map((p) => p.id));
    expect(first).toMatchObject({ total_pages: 2, current_pages: 1 });
    expect(pageFromIndex(products, { page: 2 }).products.map((p) => p.id)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(pageFromIndex(products, { page: 9 }).current_pages).toBe(2);
  });

  it('searches titles and SKUs, every word, and sorts as asked', () => {
    expect(pageFromIndex(products, { q: 'box-2' }).products.map((p) => p.handle)).toEqual(['carton-21', 'carton-22', 'carton-23', 'carton-24', 'carton-25', 'carton-26', 'carton-27', 'carton-28', 'carton-29']);
    expect(pageFromIndex(products, { q: 'hex 7' }).products.map((p) => p.id)).toEqual([7, 17]);
    expect(pageFromIndex(products, { q: 'carton', sort_by: 'title.desc' }).products[0]?.title).toBe('Carton 30');
    expect(pageFromIndex(products, { sort_by: 'created_at.desc' }).products[0]?.id).toBe(30);
    expect(pageFromIndex(products, { q: 'nothing like it' })).toEqual({ products: [], total_pages: 1, current_pages: 1 });
  });
});
