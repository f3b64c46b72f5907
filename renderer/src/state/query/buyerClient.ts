import type { QueryClient } from '@tanstack/react-query';
import { createBuyerQueryClient } from './queryClient';

/** The next buyer's cache: the last one's answers are dropped from the old one, then a new, empty one is made. */
export function nextBuyerClient(old: QueryClient | null): QueryClient {
  old?.clear();
  return createBuyerQueryClient();
}

/**
 * The cache of the buyer as it is now (`generation`: buyerScope.ts), also for an answer that comes
 * before the page has drawn the buyer change (a login's): a new one is made at the first ask after
 * the change, and the last one is cleared then.
 */
export function buyerClients(generation: () => number): () => QueryClient {
  let held: { generation: number; client: QueryClient } | null = null;
  return () => {
    const now = generation();
    if (held?.generation !== now) held = { generation: now, client: nextBuyerClient(held?.client ?? null) };
    return held.client;
  };
}
