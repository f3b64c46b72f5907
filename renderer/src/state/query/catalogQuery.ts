import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Product, ProductsPage, SortBy } from '../../../../contract/schemas/catalog';
import { storefront } from '../storefront';
import { answerOf } from './storeAnswer';

/** One page of the product list: the search text, the order and the page number. */
export interface PageKey {
  q: string;
  sort: SortBy;
  page: number;
}

/** The product list's first screen after login: the store's default order, page 1, no search. */
export const FIRST_LIST_PAGE: PageKey = { q: '', sort: 'created_at.asc', page: 1 };

/**
 * A page asked for this long before the list shows it (at login, or the card's hover) is still the
 * store's current one: the list draws it without asking again. Later visits ask again, the page
 * they kept shown meanwhile, marked as updating.
 */
const ASKED_AHEAD_MS = 2_000;

/** Marked when a page of the list comes from the store (`npm run bench` times the list's layout from it). */
export const LIST_DATA_MARK = 'catalog:data';

/** One page of the product list, at the buyer's prices. */
export const productPageQuery = ({ q, sort, page }: PageKey) =>
  queryOptions({
    queryKey: ['catalog:products', { q, sort, page }] as const,
    queryFn: async (): Promise<ProductsPage> => {
      const answer = await answerOf(storefront.catalog.products({ q: q || undefined, sort_by: sort, page }));
      performance.mark(LIST_DATA_MARK);
      return answer;
    },
    staleTime: ASKED_AHEAD_MS,
  });

/** One product by handle (the core finds it although the store has no such call). */
export const productQuery = (handle: string) =>
  queryOptions({
    queryKey: ['catalog:product', { handle }] as const,
    queryFn: () => answerOf(storefront.catalog.product({ handle })),
    staleTime: ASKED_AHEAD_MS,
  });

/** The product one variant belongs to (cart rows and order lines whose store sent no handle). */
export const variantProductQuery = (variant_id: number) =>
  queryOptions({
    queryKey: ['catalog:product', { variant_id }] as const,
    queryFn: () => answerOf(storefront.catalog.product({ variant_id })),
  });

/**
 * The newest copy of a product with this handle that the buyer's cache holds: a product read on its
 * own, or its card on a list page. The product page shows it at once while it asks the store.
 */
export function keptProduct(client: QueryClient, handle: string): Product | undefined {
  const answers = client
    .getQueryCache()
    .findAll({ queryKey: ['catalog:products'] })
    .concat(client.getQueryCache().findAll({ queryKey: ['catalog:product'] }))
    .filter((query) => query.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  for (const query of answers) {
    const data = query.state.data as ProductsPage | Product;
    const products = 'products' in data ? data.products : [data];
    const found = products.find((product) => product.handle === handle);
    if (found) return found;
  }
  return undefined;
}
