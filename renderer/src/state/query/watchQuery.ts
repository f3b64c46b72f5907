import { useCallback, useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Result } from '../../../../contract/result';
import type { WatchView } from '../../../../contract/schemas/watch';
import type { Storefront } from '../../../../contract/bridge';
import { storefront } from '../storefront';
import { answerOf } from './storeAnswer';

/** The price and stock watch of the buyer: the watched variants, the recent changes, the count not seen. */
export const watchQuery = () =>
  queryOptions({
    queryKey: ['watch:list'] as const,
    queryFn: () => answerOf(storefront.watch.list()),
  });

/** The watch, kept current by the core's word when a refresh finds a change (or another screen watches). */
export function useWatchView() {
  const client = useQueryClient();
  useEffect(() => storefront.on('watch:changed', (view) => client.setQueryData(watchQuery().queryKey, view)), [client]);
  return useQuery(watchQuery());
}

type WatchInput = Parameters<Storefront['watch']['add']>[0];

/** Watch, stop watching, and "the buyer has seen the changes": each answer is the watch as now kept. */
export function useWatchActions() {
  const client = useQueryClient();
  const kept = useCallback(
    async (call: Promise<Result<WatchView>>): Promise<Result<WatchView>> => {
      const answer = await call;
      if (answer.ok) client.setQueryData(watchQuery().queryKey, answer.data);
      return answer;
    },
    [client],
  );
  return {
    add: useCallback((variant: WatchInput) => kept(storefront.watch.add(variant)), [kept]),
    remove: useCallback((variantId: number) => kept(storefront.watch.remove({ variant_id: variantId })), [kept]),
    seen: useCallback(() => kept(storefront.watch.seen({})), [kept]),
  };
}
