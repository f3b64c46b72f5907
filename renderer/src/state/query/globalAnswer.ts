import { atom } from 'jotai';
import { queryOptions } from '@tanstack/react-query';
import type { GlobalData } from '../../../../preload/schemas/shop';
import type { Result } from '../../../../preload/result';
import { storefront } from '../storefront';
import { answerOf, resultOf } from './storeAnswer';
import { buyerQueryClientAtom } from './buyerClient';

/** GET /_api/global: the store's settings and who is signed in, with the total of their open cart. */
export const globalQuery = queryOptions({
  queryKey: ['shop:global'] as const,
  queryFn: () => answerOf(storefront.shop.global()),
});

/**
 * Goes up at each write of the answer into the buyer's cache, so what the page derives from it
 * (customerAtom, cartSummaryAtom) is read again. The answer is written only through the two atoms below.
 */
const globalWrittenAtom = atom(0);

/** The buyer's /_api/global answer as their cache holds it; undefined until it is read for this buyer. */
export const globalAnswerAtom = atom((get): GlobalData | undefined => {
  get(globalWrittenAtom);
  return get(buyerQueryClientAtom).getQueryData(globalQuery.queryKey);
});

/** Changes the answer kept for the buyer of the moment (a login's, a cart's new total, a session ended). */
export const writeGlobalAtom = atom(null, (get, set, update: (kept: GlobalData | undefined) => GlobalData | undefined) => {
  get(buyerQueryClientAtom).setQueryData(globalQuery.queryKey, update);
  set(globalWrittenAtom, (n) => n + 1);
});

/**
 * Reads /_api/global into the cache of the buyer it was asked for; reads already out are shared.
 * An answer that arrives after the buyer changed lands in the last buyer's cache, which is gone:
 * it never names the last customer to the next.
 */
export const fetchGlobalAtom = atom(null, async (get, set): Promise<Result<GlobalData>> => {
  const client = get(buyerQueryClientAtom);
  const answer = await resultOf(client.fetchQuery({ ...globalQuery, staleTime: 0, retry: false }));
  set(globalWrittenAtom, (n) => n + 1);
  return answer;
});
