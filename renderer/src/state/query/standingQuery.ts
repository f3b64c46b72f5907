import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StandingOrder } from '../../../../contract/schemas/standing';
import { storefront } from '../storefront';
import { answerOf } from './storeAnswer';

/** The buyer's standing orders (order lists that repeat) and which are due. */
export const standingQuery = () =>
  queryOptions({
    queryKey: ['standing:list'] as const,
    queryFn: async (): Promise<StandingOrder[]> => (await answerOf(storefront.standing.list())).standing,
  });

/** The standing orders, kept current by the core's word when one comes up or is acted on. */
export function useStandingOrders() {
  const client = useQueryClient();
  useEffect(() => storefront.on('standing:changed', ({ standing }) => client.setQueryData(standingQuery().queryKey, standing)), [client]);
  return useQuery(standingQuery());
}
