import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ordersUpdateRemark } from '../../lib/api';
import { orderQuery } from '../../state/query/orderQuery';
import { resultOf } from '../../state/query/storeAnswer';
import type { ConfirmPlacedApi } from './confirmPlaced';

/** The new order is read into the buyer's cache: its page, opened next, shows it without asking again. */
export function usePlacedOrderReads(): ConfirmPlacedApi {
  const client = useQueryClient();
  return useMemo(
    () => ({
      updateRemark: ordersUpdateRemark,
      getOrder: ({ token }) => resultOf(client.fetchQuery(orderQuery(token))),
    }),
    [client],
  );
}
