import type { ProductsPage, SortBy } from '../../../preload/schemas/catalog';
import type { Result } from '../../../preload/result';
import { storefront } from './storefront';

/** The product list's first screen after login: the store's default order, page 1, no search. */
export const FIRST_LIST_PAGE = { q: '', sort: 'created_at.asc' as SortBy, page: 1 };

type PageQuery = typeof FIRST_LIST_PAGE;

/** A request started this recently is the answer the list would get again: it is shared, not repeated. */
const SHARE_MS = 1500;

const recent = new Map<string, { at: number; answer: Promise<Result<ProductsPage>>; settled?: Result<ProductsPage> }>();

const keyOf = ({ q, sort, page }: PageQuery) => `${q.trim().toLowerCase()}|${sort}|${page}`;

/**
 * One product-list page from the store. A page asked for ahead of time (login starts page 1 while
 * the customer is still being refreshed) is handed to the screen that asks next instead of a
 * second call, so the list starts as soon as its inputs are known, not after the boot calls.
 */
export function requestProductPage(query: PageQuery, now = Date.now()): Promise<Result<ProductsPage>> {
  const key = keyOf(query);
  const shared = recent.get(key);
  if (shared && now - shared.at < SHARE_MS) {
    recent.delete(key); // used once: the next visit asks the store again
    return shared.answer;
  }
  return storefront.catalog.products(storeQueryOf(query));
}

/** The store's query for a page of the list, as `catalog:products` (and a login's `list_page`) take it. */
export const storeQueryOf = ({ q, sort, page }: PageQuery) => ({ q: q || undefined, sort_by: sort, page });

/** Starts a page now for the screen that will ask for it in a moment. */
export function prefetchProductPage(query: PageQuery, now = Date.now()): void {
  const answer = storefront.catalog.products(storeQueryOf(query));
  const entry: { at: number; answer: typeof answer; settled?: Result<ProductsPage> } = { at: now, answer };
  recent.set(keyOf(query), entry);
  void answer.then((settled) => (entry.settled = settled));
}

/** A page that came with another answer (the login's): the screen that asks next gets it as it is. */
export function keepProductPage(query: PageQuery, page: ProductsPage, now = Date.now()): void {
  const settled: Result<ProductsPage> = { ok: true, data: page };
  recent.set(keyOf(query), { at: now, answer: Promise.resolve(settled), settled });
}

/**
 * The prefetched page when its answer is already in: the screen renders it in its first pass
 * instead of a skeleton first and the cards a commit later. Used once, like requestProductPage.
 */
export function takeSettledProductPage(query: PageQuery, now = Date.now()): Result<ProductsPage> | null {
  const key = keyOf(query);
  const shared = recent.get(key);
  if (!shared?.settled || now - shared.at >= SHARE_MS) return null;
  recent.delete(key);
  return shared.settled;
}

/** A logout or a kiosk idle logout: nothing fetched for the last buyer is handed to the next. */
export function forgetPrefetchedPages(): void {
  recent.clear();
}
