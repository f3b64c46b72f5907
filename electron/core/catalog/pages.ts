import type { ParsedInput } from '../../../contract/contract';
import { ok, type Result } from '../../../contract/result';
import type { Product, ProductsPage } from '../../../contract/schemas/catalog';
import type { ProductIndex } from './product-index';

export type ProductQuery = ParsedInput<'catalog:products'> & { page: number };
/** The store's paged product list (`listProducts` on a connection, or a fake in tests). */
export type FetchPage = (query: ProductQuery) => Promise<Result<ProductsPage>>;
/** One page as the lookup reads it: null once past the end. */
export type ReadPage = (query: ProductQuery) => Promise<Result<ProductsPage | null>>;
export type Match = (product: Product) => boolean;

/** The store's search field takes at most this much (a longer title is still found by its start). */
const MAX_QUERY = 255;

/**
 * Reads pages through the index (when given), so every product the lookup sees is remembered. A page past the
 * end comes back from some stores as an empty list and from others as not_found: both mean "no more".
 */
export function indexedReader(fetchPage: FetchPage, index: Pick<ProductIndex, 'put'> | null): ReadPage {
  return async (query) => {
    const answer = await fetchPage(query);
    if (!answer.ok) return answer.error.kind === 'not_found' ? ok(null) : answer;
    index?.put(answer.data.products);
    return ok(answer.data.products.length === 0 ? null : answer.data);
  };
}

/** Searches `q` page by page (at most `maxPages`) for the first product that matches. */
export async function searchFor(read: ReadPage, q: string, match: Match, maxPages: number): Promise<Result<Product | null>> {
  const query = q.slice(0, MAX_QUERY).trim();
  if (query === '') return ok(null);
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await read({ q: query, page });
    if (!answer.ok) return answer;
    if (answer.data === null) break;
    const found = answer.data.products.find(match);
    if (found) return ok(found);
    if (page >= answer.data.total_pages) break;
  }
  return ok(null);
}
