import type { UseQueryResult } from '@tanstack/react-query';

/**
 * Whether the screen shows an answer kept from an earlier visit while this visit's is on its way
 * (stale-while-revalidate, see StaleMark). A re-read after the buyer's own write is not one: the
 * screen already holds this visit's answer.
 */
export function isKeptCopy(query: UseQueryResult<unknown, unknown>): boolean {
  return query.data !== undefined && query.isFetching && !query.isFetchedAfterMount;
}
