import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Product } from '../../../../preload/schemas/catalog';
import type { AppError } from '../../../../preload/result';
import { storefront } from '../../state/storefront';
import { handleQueries } from './handleSearch';
import { findCachedProduct, productPagesAtom, rememberProductAtom } from './productCache';

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'not_found' }
  | { status: 'error'; error: AppError };

/** How many result pages the handle search walks before it gives up. */
const MAX_SEARCH_PAGES = 5;

/** Searches the catalogue with each of the handle's queries and keeps the exact handle match. */
async function searchByHandle(handle: string): Promise<ProductState> {
  for (const q of handleQueries(handle)) {
    for (let page = 1; page <= MAX_SEARCH_PAGES; page += 1) {
      const answer = await storefront.catalog.products({ q, page });
      if (!answer.ok) {
        if (answer.error.kind === 'not_found') break;
        return { status: 'error', error: answer.error };
      }
      const match = answer.data.products.find((product) => product.handle === handle);
      if (match) return { status: 'ready', product: match };
      if (page >= answer.data.total_pages) break;
    }
  }
  return { status: 'not_found' };
}

/**
 * The store has no single-product call, so the product comes from the list pages already loaded
 * (shown at once) and is refreshed by a search for its handle's words, picking the exact handle.
 */
export function useProduct(handle: string): ProductState {
  const pages = useAtomValue(productPagesAtom);
  const remember = useSetAtom(rememberProductAtom);
  const [fetched, setFetched] = useState<{ handle: string; state: ProductState } | null>(null);

  useEffect(() => {
    let current = true;
    void searchByHandle(handle).then((state) => {
      if (!current) return;
      if (state.status === 'ready') remember(state.product);
      setFetched({ handle, state });
    });
    return () => {
      current = false;
    };
  }, [handle, remember]);

  const cached = findCachedProduct(pages, handle);
  if (cached) return { status: 'ready', product: cached };
  if (fetched?.handle === handle) return fetched.state;
  return { status: 'loading' };
}
