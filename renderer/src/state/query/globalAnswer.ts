import { atom } from 'jotai';
import { queryOptions } from '@tanstack/react-query';
import type { GlobalData } from '../../../../preload/schemas/shop';
import type { Result } from '../../../../preload/result';
import { storefront } from '../storefront';
import { buyerQueryClientAtom } from './buyerClient';
import { mayHaveBuyerAtom } from '../buyerScope';

/**
 * GET /_api/global: the store's settings and who is signed in, with the total of their open cart.
 * Kept under this key, read only through fetchGlobalAtom below (which knows whose answer it is).
 */
const globalQuery = queryOptions<GlobalData>({ queryKey: ['shop:global'] as const });

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
 * Reads /_api/global into the cache of the buyer of the moment. The core tells the page of a new
 * buyer before it answers the read that named them, so the answer goes to the cache of the moment;
 * but a customer named after the core said nobody is signed in (a read sent before a logout, an
 * expiry or a kiosk's idle logout) is the last buyer's, and is not kept.
 */
export const fetchGlobalAtom = atom(null, async (get, set): Promise<Result<GlobalData>> => {
  const answer = await storefront.shop.global();
  if (answer.ok && (answer.data.customer === null || get(mayHaveBuyerAtom))) set(writeGlobalAtom, () => answer.data);
  return answer;
});
