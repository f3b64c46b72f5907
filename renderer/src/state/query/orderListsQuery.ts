import { useCallback } from 'react';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { OrderList } from '../../../../contract/schemas/orderLists';
import { storefront } from '../storefront';
import { answerOf } from './storeAnswer';

/** The buyer's order lists as kept on this computer. */
export const orderListsQuery = () =>
  queryOptions({
    queryKey: ['lists:list'] as const,
    queryFn: async (): Promise<OrderList[]> => (await answerOf(storefront.lists.list())).lists,
  });

/** After a list is made, changed or deleted (here or from a cart, an order, quick order): the lists are read again where shown. */
export function useOrderListsChanged(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: orderListsQuery().queryKey }), [client]);
}
