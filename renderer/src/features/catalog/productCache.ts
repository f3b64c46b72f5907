import { atom } from 'jotai';
import type { Product, ProductsPage, SortBy } from '../../../../preload/schemas/catalog';
import { customerKeyAtom } from '../../state/shop';

/**
 * Product-list pages already loaded, keyed by query, sort and page. The list shows a cached page
 * at once while it reloads, and the product page shows its product from here while `catalog:product`
 * fetches a fresh copy. Bounded so a long browse through 5,000 products cannot grow without end.
 * The pages carry their buyer's prices: kept for one customer, they are never shown to another.
 */
export interface PageKey {
  q: string;
  sort: SortBy;
  page: number;
}

const MAX_PAGES = 40;

export const pageKeyOf = ({ q, sort, page }: PageKey): string => `${q.trim().toLowerCase()}|${sort}|${page}`;

const NONE: ReadonlyMap<string, ProductsPage> = new Map();
const pagesBaseAtom = atom<{ owner: string | null; pages: ReadonlyMap<string, ProductsPage> }>({ owner: null, pages: NONE });

export const productPagesAtom = atom((get) => {
  const kept = get(pagesBaseAtom);
  return kept.owner === get(customerKeyAtom) ? kept.pages : NONE;
});

/** A kiosk idle logout drops them all at once, whoever signs in next. */
export const forgetPagesAtom = atom(null, (_get, set) => set(pagesBaseAtom, { owner: null, pages: NONE }));

/** Stores a page as the most recent entry, dropping the oldest beyond MAX_PAGES. */
export const rememberPageAtom = atom(null, (get, set, entry: { key: PageKey; page: ProductsPage }) => {
  const next = new Map(get(productPagesAtom));
  const id = pageKeyOf(entry.key);
  next.delete(id);
  next.set(id, entry.page);
  while (next.size > MAX_PAGES) {
    const oldest = next.keys().next().value;
    if (oldest === undefined) break;
    next.delete(oldest);
  }
  set(pagesBaseAtom, { owner: get(customerKeyAtom), pages: next });
});

/** The newest copy of a product with this handle among the cached pages, if any. */
export function findCachedProduct(pages: ReadonlyMap<string, ProductsPage>, handle: string): Product | null {
  const newestFirst = [...pages.values()].reverse();
  for (const page of newestFirst) {
    const found = page.products.find((product) => product.handle === handle);
    if (found) return found;
  }
  return null;
}

/** Remembers one product fetched on its own (`catalog:product`) as the newest copy. */
export const rememberProductAtom = atom(null, (_get, set, product: Product) => {
  set(rememberPageAtom, {
    key: { q: `handle:${product.handle}`, sort: 'created_at.asc', page: 1 },
    page: { products: [product], total_pages: 1, current_pages: 1 },
  });
});
