import type { QueryClient } from '@tanstack/react-query';
import type { Storefront } from '../../../../preload/bridge';
import { createBuyerQueryClient } from './queryClient';

/** What the core says when the page's buyer is no longer the one its answers were read for. */
const BUYER_GONE = ['buyer:changed', 'session:ended', 'session:expired'] as const;

/** Calls `forget` on each of them; answers the unsubscribe. */
export function onBuyerGone(on: Storefront['on'], forget: () => void): () => void {
  const offs = BUYER_GONE.map((event) => on(event, forget));
  return () => offs.forEach((off) => off());
}

/** The next buyer's cache: the last one's answers are dropped from the old one, then a new, empty one is made. */
export function nextBuyerClient(old: QueryClient): QueryClient {
  old.clear();
  return createBuyerQueryClient();
}
