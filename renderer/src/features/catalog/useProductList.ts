import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ProductsPage } from '../../../../preload/schemas/catalog';
import type { AppError, Result } from '../../../../preload/result';
import { requestProductPage, takeSettledProductPage } from '../../state/productPageRequests';
import { pageKeyOf, productPagesAtom, rememberPageAtom, type PageKey } from './productCache';
import { markDataInHand } from './paintMarks';

export type ListState =
  | { status: 'loading'; page: ProductsPage | null }
  | { status: 'ready'; page: ProductsPage }
  | { status: 'empty' }
  | { status: 'error'; error: AppError };

/**
 * What the list shows for a store answer. An ended session shows nothing here: it is the shell's
 * (session:expired: a toast, then login with a return path), with no second redirect from the list.
 */
function listStateOf(answer: Result<ProductsPage>): ListState | null {
  if (answer.ok && answer.data.products.length > 0) return { status: 'ready', page: answer.data };
  if (answer.ok || answer.error.kind === 'not_found') return { status: 'empty' };
  return answer.error.kind === 'unauthenticated' ? null : { status: 'error', error: answer.error };
}

/**
 * Loads one page of products. A page already in the cache is shown at once and refreshed
 * behind it, so paging back and forth never flashes a spinner.
 */
export function useProductList(key: PageKey): { state: ListState; reload: () => void; refreshing: boolean } {
  const id = pageKeyOf(key);
  const cached = useAtomValue(productPagesAtom).get(id) ?? null;
  const remember = useSetAtom(rememberPageAtom);
  const { q, sort, page } = key;
  // The page the login asked for ahead may be in already: then the first render has the cards.
  const [prefetched] = useState(() => takeSettledProductPage({ q, sort, page }));
  const [result, setResult] = useState<{ id: string; state: ListState } | null>(() => {
    const state = prefetched && listStateOf(prefetched);
    return state ? { id, state } : null;
  });
  const [attempt, setAttempt] = useState(0);
  const answerInHand = useRef(prefetched);

  useEffect(() => {
    let current = true;
    const take = (answer: Result<ProductsPage>) => {
      if (!current) return;
      markDataInHand();
      if (answer.ok && answer.data.products.length > 0) remember({ key: { q, sort, page }, page: answer.data });
      const state = listStateOf(answer);
      if (state) setResult({ id, state });
    };
    const inHand = answerInHand.current;
    answerInHand.current = null;
    if (inHand) take(inHand);
    else void requestProductPage({ q, sort, page }).then(take);
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
