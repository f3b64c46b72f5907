import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Product } from '../../../../preload/schemas/catalog';
import type { AppError, Result } from '../../../../preload/result';
import { storefront } from '../../state/storefront';
import { findCachedProduct, productPagesAtom, rememberProductAtom } from './productCache';

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'not_found' }
  | { status: 'error'; error: AppError };

type ProductQuery = { handle: string } | { variant_id: number };

/** A handle the bridge refuses (not a handle's shape) names no product either. */
function stateOf(answer: Result<Product>): ProductState {
  if (answer.ok) return { status: 'ready', product: answer.data };
  if (answer.error.kind === 'not_found' || answer.error.kind === 'refused') return { status: 'not_found' };
  return { status: 'error', error: answer.error };
}

/** Asks the core for one product (it finds it although the store has no such call) and remembers it. */
function useFetchedProduct(query: ProductQuery | null, key: string): ProductState | null {
  const remember = useSetAtom(rememberProductAtom);
  const [fetched, setFetched] = useState<{ key: string; state: ProductState } | null>(null);
  const handle = query && 'handle' in query ? query.handle : null;
  const variantId = query && 'variant_id' in query ? query.variant_id : null;

  useEffect(() => {
    if (handle === null && variantId === null) return;
    let current = true;
    const request = handle !== null ? { handle } : { variant_id: variantId ?? 0 };
    void storefront.catalog.product(request).then((answer) => {
      if (!current) return;
      const state = stateOf(answer);
      if (state.status === 'ready') remember(state.product);
      setFetched({ key, state });
    });
    return () => {
      current = false;
    };
  }, [handle, variantId, key, remember]);

  return fetched?.key === key ? fetched.state : null;
}

/**
 * The product page's product: a copy from the list pages already loaded is shown at once, and
 * replaced by the fresh one from `catalog:product` (remembered as the newest copy) when it comes.
 */
export function useProduct(handle: string): { state: ProductState; refreshing: boolean } {
  const pages = useAtomValue(productPagesAtom);
  const fetched = useFetchedProduct({ handle }, `handle:${handle}`);
  const cached = findCachedProduct(pages, handle);
  if (cached) return { state: { status: 'ready', product: cached }, refreshing: fetched === null };
  return { state: fetched ?? { status: 'loading' }, refreshing: false };
}

/** The product one variant belongs to (cart rows and order lines whose store sent no handle). */
export function useVariantProduct(variantId: number | null): ProductState {
  const fetched = useFetchedProduct(variantId === null ? null : { variant_id: variantId }, `variant:${variantId}`);
  if (variantId === null) return { status: 'not_found' };
  return fetched ?? { status: 'loading' };
}
