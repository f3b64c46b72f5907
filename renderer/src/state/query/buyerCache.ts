import { createContext, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

export interface BuyerCache {
  client: QueryClient;
  /** Goes up with each new buyer's cache: what reads it is mounted afresh on the new one. */
  generation: number;
  /** Drops the cache at once (a logout answered), before the core's buyer change arrives. */
  forget: () => void;
  /** The buyer's cache as it is now, for an answer that arrived after an await (a login's). */
  current: () => QueryClient;
}

export const BuyerCacheContext = createContext<BuyerCache | null>(null);

export function useBuyerCache(): BuyerCache {
  const cache = useContext(BuyerCacheContext);
  if (!cache) throw new Error('useBuyerCache outside BuyerQueryProvider');
  return cache;
}
