import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { Product } from '../../../../contract/schemas/catalog';
import type { AppError } from '../../../../contract/result';
import { keptProduct, productQuery, variantProductQuery } from '../../state/query/catalogQuery';
import { useAskAgainNextVisit } from '../../state/query/askAgainNextVisit';
import { isKeptCopy } from '../../state/query/keptView';
import { failureOf } from '../../state/query/storeAnswer';

export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: Product }
  | { status: 'not_found' }
  | { status: 'error'; error: AppError };

/** A handle the bridge refuses (not a handle's shape) names no product either. */
function stateOf({ data, error }: UseQueryResult<Product>): ProductState {
  if (data !== undefined) return { status: 'ready', product: data };
  if (!error) return { status: 'loading' };
  const failure = failureOf(error);
  if (failure.kind === 'not_found' || failure.kind === 'refused') return { status: 'not_found' };
  return { status: 'error', error: failure };
}

/**
 * The product page's product: the newest copy the buyer's cache holds (the product read before, or
 * its card on a list page) is shown at once, marked as updating, and replaced by the fresh one
 * from `catalog:product` when it comes. A list's copy gives way to the store's "no such product".
 */
export function useProduct(handle: string): { state: ProductState; refreshing: boolean } {
  const client = useQueryClient();
  const options = productQuery(handle);
  const query = useQuery({ ...options, placeholderData: () => keptProduct(client, handle) });
  useAskAgainNextVisit(options.queryKey);
  const refreshing = query.isPlaceholderData || isKeptCopy(query);
  return { state: stateOf(query), refreshing };
}

/** The product one variant belongs to (cart rows and order lines whose store sent no handle). */
export function useVariantProduct(variantId: number | null): ProductState {
  const query = useQuery({ ...variantProductQuery(variantId ?? 0), enabled: variantId !== null });
  if (variantId === null) return { status: 'not_found' };
  return stateOf(query);
}
