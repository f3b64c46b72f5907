import { QueryClient } from '@tanstack/react-query';
import type { ErrorKind } from '../../../../contract/result';
import { StoreError } from './storeAnswer';

/** Asking again cannot change these answers: the buyer must sign in, the record is not there, the input is wrong. */
const FINAL_KINDS: ReadonlySet<ErrorKind> = new Set<ErrorKind>([
  'unauthenticated',
  'not_found',
  'validation',
  'refused',
  'malformed',
  'not_configured',
  'cancelled',
  'redirect',
]);

/** One more try for a read the store may answer a moment later (a slow or busy store); a bug is not retried. */
export function retryRead(failures: number, error: unknown): boolean {
  return failures < 1 && error instanceof StoreError && !FINAL_KINDS.has(error.kind);
}

/**
 * The page's cache of store answers for one store and one buyer. Nothing outlives the buyer: the
 * app makes a new one, and clears the old, each time the buyer changes (BuyerQueryProvider).
 * Reads are asked again on each visit (stale at once) and kept for the visit after; writes are never
 * repeated by the cache (a second order or upload is the buyer's choice). The core answers reads
 * from its offline copy, so window focus or the network's state here do not trigger reads.
 */
export function createBuyerQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        gcTime: 10 * 60_000,
        retry: retryRead,
        retryDelay: 500,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
