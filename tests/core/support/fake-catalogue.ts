import { fail, ok } from '../../../contract/result';
import { productSchema, type Product } from '../../../contract/schemas/catalog';
import type { FetchPage, ProductQuery } from '../../../electron/core/catalog/pages';

/** A product as the store's list sends it, with one variant per SKU (ids derived from the product id). */
export function product(id: number, handle: string, title: string, skus: string[] = [`SKU-${id}`], stock = 10): Product {
  return productSchema.parse({
    id,
    handle,
    title,
    currency: 'MYR',
    min_price: 1,
    max_price: 1,
    total_quantity: stock * skus.length,
    inventory_management: 'tracked',
    variants: skus.map((sku, i) => ({
      id: id * 100 + i,
      name: `${title} ${i}`,
      variant_name: String(i),
      sku,
      unit_price: 1,
      ori_unit_price: 1,
      inventory_quantity: stock,
      inventory_management: 'tracked',
    })),
  });
}

export interface FakeCatalogueOptions {
  pageSize?: number;
  /** How a page with nothing on it answers: an empty list (default store) or not_found (alt store). */
  pastEnd?: 'empty' | 'not_found';
  /** Answer after this many ms, to let requests overlap. */
  delayMs?: number;
}

/**
 * The store's paged list over an array kept in creation order: search is a case-insensitive
 * substring of the title or a SKU, like. Records every request and the most in flight.
 */
export function fakeCatalogue(products: Product[], options: FakeCatalogueOptions = {}) {
  const pageSize = options.pageSize ?? 5;
  const requests: ProductQuery[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let walking = 0;
  let maxWalking = 0;
  let failNext: ((query: ProductQuery) => boolean) | null = null;

  const fetchPage: FetchPage = async (query) => {
    requests.push(query);
    const walk = !query.q;
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    if (walk) maxWalking = Math.max(maxWalking, (walking += 1));
    await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
    inFlight -= 1;
    if (walk) walking -= 1;
    if (failNext?.(query)) {
      failNext = null;
      return fail({ kind: 'network', message: 'Cannot reach the store.' });
    }
    const needle = (query.q ?? '').trim().toLowerCase();
    const found = products.filter((p) => needle === '' || [p.title, ...p.variants.map((v) => v.sku ?? '')].join(' ').toLowerCase().includes(needle));
    const totalPages = Math.ceil(found.length / pageSize);
    const rows = found.slice((query.page - 1) * pageSize, query.page * pageSize);
    if (rows.length === 0 && options.pastEnd === 'not_found') return fail({ kind: 'not_found', message: 'No record found.' });
    return ok({ products: rows, total_pages: totalPages, current_pages: query.page });
  };

  return {
    fetchPage,
    requests,
    maxInFlight: () => maxInFlight,
    /** The most whole-catalogue pages asked for at once. */
    maxWalking: () => maxWalking,
    /** Requests of the whole-catalogue walk (no search). */
    walkRequests: () => requests.filter((r) => !r.q),
    searches: () => requests.filter((r) => r.q).map((r) => r.q),
    failOnce(when: (query: ProductQuery) => boolean) {
      failNext = when;
    },
    reset() {
      requests.length = 0;
      maxInFlight = 0;
      maxWalking = 0;
    },
  };
}
