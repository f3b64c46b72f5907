import { atom } from 'jotai';
import type { QueryClient } from '@tanstack/react-query';
import { buyerGenerationAtom } from '../buyerScope';
import { createBuyerQueryClient } from './queryClient';

/** The next buyer's cache: the last one's answers are dropped from the old one, then a new, empty one is made. */
export function nextBuyerClient(old: QueryClient | null): QueryClient {
  old?.clear();
  return createBuyerQueryClient();
}

/** Each page store's cache of the moment, with the buyer (generation) it was made for. */
const heldClientAtom = atom((): { held: { generation: number; client: QueryClient } | null } => ({ held: null }));

/**
 * The cache of the buyer as it is now (`generation`: buyerScope.ts), for the screens (through
 * BuyerQueryProvider), also for an answer that comes before the page has drawn the buyer change (a
 * login's): a new one is made at the first ask after the change, and the last one is cleared then.
 * Who is signed in is not in it (globalAnswer.ts): a cache entry may be collected.
 */
export const buyerQueryClientAtom = atom((get) => {
  const generation = get(buyerGenerationAtom);
  const holder = get(heldClientAtom);
  if (holder.held?.generation !== generation) holder.held = { generation, client: nextBuyerClient(holder.held?.client ?? null) };
  return holder.held.client;
});
