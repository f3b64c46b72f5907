import { useQuery } from '@tanstack/react-query';
import type { ProductsPage, SortBy } from '../../../../contract/schemas/catalog';
import type { AppError } from '../../../../contract/result';
import { previewProductsQuery } from './api';
import { failureOf } from '../../state/query/storeAnswer';

export type PreviewState =
  | { status: 'loading' }
  | { status: 'ready'; page: ProductsPage }
  | { status: 'empty' }
  | { status: 'error'; error: AppError };

/** catalog:previewProducts for one sort and page; works for guests. */
export function usePreviewProducts(sort: SortBy, page: number): PreviewState {
  const { data, error } = useQuery(previewProductsQuery(sort, page));
  if (data) return data.products.length > 0 ? { status: 'ready', page: data } : { status: 'empty' };
  if (!error) return { status: 'loading' };
  const failure = failureOf(error);
  return failure.kind === 'not_found' ? { status: 'empty' } : { status: 'error', error: failure };
}
