import { useQuery } from '@tanstack/react-query';
import type { ProductsPage } from '../../../../contract/schemas/catalog';
import type { AppError } from '../../../../contract/result';
import { productPageQuery, type PageKey } from '../../state/query/catalogQuery';
import { useAskAgainNextVisit } from '../../state/query/askAgainNextVisit';
import { isKeptCopy } from '../../state/query/keptView';
import { failureOf } from '../../state/query/storeAnswer';

export type ListState =
  | { status: 'loading'; page: ProductsPage | null }
  | { status: 'ready'; page: ProductsPage }
  | { status: 'empty' }
  | { status: 'error'; error: AppError };

const LOADING: ListState = { status: 'loading', page: null };

/**
 * One page of products from the buyer's cache. A page read before is shown at once and asked
 * again behind it (`refreshing`), so paging back and forth never flashes a skeleton; a page asked
 * for ahead (at login) is drawn in the list's first render. An ended session shows nothing here:
 * it is the shell's (session:expired: a toast, then login with a return path).
 */
export function useProductList(key: PageKey): { state: ListState; reload: () => void; refreshing: boolean } {
  const options = productPageQuery(key);
  const query = useQuery(options);
  useAskAgainNextVisit(options.queryKey);
  const reload = () => void query.refetch();
  const { data, error } = query;
  const refreshing = isKeptCopy(query);

  // A failure newer than what is kept replaces it, as the store's last word; a retry shows the kept page meanwhile.
  if (error && (data === undefined || query.errorUpdatedAt > query.dataUpdatedAt)) {
    const failure = failureOf(error);
    if (query.isFetching || failure.kind === 'unauthenticated') return { state: data ? { status: 'ready', page: data } : LOADING, reload, refreshing };
    if (failure.kind !== 'not_found') return { state: { status: 'error', error: failure }, reload, refreshing: false };
    return { state: { status: 'empty' }, reload, refreshing: false };
  }
  if (data === undefined) return { state: LOADING, reload, refreshing: false };
  if (data.products.length === 0) return { state: { status: 'empty' }, reload, refreshing: false };
  return { state: { status: 'ready', page: data }, reload, refreshing };
}
