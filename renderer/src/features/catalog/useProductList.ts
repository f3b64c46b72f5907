import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ProductsPage } from '../../../../preload/schemas/catalog';
import type { AppError } from '../../../../preload/result';
import { requestProductPage } from '../../state/productPageRequests';
import { pageKeyOf, productPagesAtom, rememberPageAtom, type PageKey } from './productCache';
import { markDataInHand } from './paintMarks';

export type ListState =
  | { status: 'loading'; page: ProductsPage | null }
  | { status: 'ready'; page: ProductsPage }
  | { status: 'empty' }
  | { status: 'error'; error: AppError };

/**
 * Loads one page of products. A page already in the cache is shown at once and refreshed
 * behind it, so paging back and forth never flashes a spinner.
 */
export function useProductList(key: PageKey): { state: ListState; reload: () => void; refreshing: boolean } {
  const id = pageKeyOf(key);
  const cached = useAtomValue(productPagesAtom).get(id) ?? null;
  const remember = useSetAtom(rememberPageAtom);
  const [result, setResult] = useState<{ id: string; state: ListState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { q, sort, page } = key;

  useEffect(() => {
    let current = true;
    void requestProductPage({ q, sort, page }).then((answer) => {
      if (!current) return;
      markDataInHand();
      if (answer.ok && answer.data.products.length > 0) {
        remember({ key: { q, sort, page }, page: answer.data });
        setResult({ id, state: { status: 'ready', page: answer.data } });
      } else if (answer.ok || answer.error.kind === 'not_found') {
        setResult({ id, state: { status: 'empty' } });
      } else if (answer.error.kind !== 'unauthenticated') {
        setResult({ id, state: { status: 'error', error: answer.error } });
      }
      // An ended session is the shell's (session:expired: a toast, then login with a return
      // path): no message and no second redirect from the list.
    });
    return () => {
      current = false;
    };
  }, [id, q, sort, page, attempt, remember]);

  const reload = useCallback(() => {
    setResult(null);
    setAttempt((n) => n + 1);
  }, []);

  // A cached page shown before this visit's answer came is stale until it does.
  const refreshing = result?.id !== id;
  if (result?.id === id && result.state.status !== 'ready') return { state: result.state, reload, refreshing: false };
  if (cached) return { state: { status: 'ready', page: cached }, reload, refreshing };
  if (result?.id === id) return { state: result.state, reload, refreshing: false };
  return { state: { status: 'loading', page: null }, reload, refreshing: false };
}
