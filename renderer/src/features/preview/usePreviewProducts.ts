import { useEffect, useState } from 'react';
import type { ProductsPage, SortBy } from '../../../../preload/schemas/catalog';
import type { AppError } from '../../../../preload/result';
import { storefront } from '../../state/storefront';

export type PreviewState =
  | { status: 'loading' }
  | { status: 'ready'; page: ProductsPage }
  | { status: 'empty' }
  | { status: 'error'; error: AppError };

/** catalog:previewProducts for one sort and page; works for guests. */
export function usePreviewProducts(sort: SortBy, page: number): PreviewState {
  const key = `${sort}|${page}`;
  const [loaded, setLoaded] = useState<{ key: string; state: PreviewState } | null>(null);
  useEffect(() => {
    let current = true;
    void storefront.catalog.previewProducts({ sort_by: sort, page }).then((answer) => {
      if (!current) return;
      let state: PreviewState;
      if (answer.ok) state = answer.data.products.length > 0 ? { status: 'ready', page: answer.data } : { status: 'empty' };
      else state = answer.error.kind === 'not_found' ? { status: 'empty' } : { status: 'error', error: answer.error };
      setLoaded({ key: `${sort}|${page}`, state });
    });
    return () => {
      current = false;
    };
  }, [sort, page]);
  return loaded?.key === key ? loaded.state : { status: 'loading' };
}
