import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { QueuedOrder } from '../../../../contract/schemas/outbox';
import { storefront } from '../storefront';
import { answerOf } from './storeAnswer';

/** The signed-in buyer's orders waiting to be sent, as the core lists them. */
export const outboxQuery = () =>
  queryOptions({
    queryKey: ['outbox:list'] as const,
    queryFn: async (): Promise<QueuedOrder[]> => (await answerOf(storefront.outbox.list({}))).orders,
  });

/**
 * Reads the outbox again (after an order queued or withdrawn, the store coming back) and answers
 * it; a list the core could not give reads as empty, as the panel then shows it.
 */
export function useRefreshOutbox(): () => Promise<QueuedOrder[]> {
  const client = useQueryClient();
  return useCallback(
    () =>
      client.fetchQuery({ ...outboxQuery(), staleTime: 0 }).catch(() => {
        client.setQueryData(outboxQuery().queryKey, []);
        return [];
      }),
    [client],
  );
}
