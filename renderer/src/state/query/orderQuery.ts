import { queryOptions } from '@tanstack/react-query';
import { storefront } from '../storefront';
import { answerOf } from './storeAnswer';

/**
 * An answer asked for this long before the order page opens (the link's hover or focus) is still
 * the store's current one: the page shows it without asking again.
 */
const ASKED_AHEAD_MS = 5_000;

/** One order by token. */
export const orderQuery = (token: string) =>
  queryOptions({
    queryKey: ['orders:get', { token }] as const,
    queryFn: () => answerOf(storefront.orders.get({ token })),
    staleTime: ASKED_AHEAD_MS,
  });
