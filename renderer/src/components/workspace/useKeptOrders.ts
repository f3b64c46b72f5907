import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { HistoryStatus } from '../../../../contract/schemas/orderHistory';
import type { Order } from '../../../../contract/schemas/orders';
import { failureOf } from '../../state/query/storeAnswer';
import { historySyncQuery, keptOrdersQuery } from './keptOrdersQuery';

export type KeptOrdersState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; orders: Order[]; history: HistoryStatus };

/**
 * The buyer's order history as kept on this computer. Each visit first asks for the orders not read
 * yet, then reads what is kept (the last visit's orders show meanwhile); while they come in, the
 * screen looks again now and then and grows with them.
 */
export function useKeptOrders(): KeptOrdersState {
  const sync = useQuery(historySyncQuery());
  const query = useQuery({ ...keptOrdersQuery(), enabled: sync.isFetchedAfterMount && !sync.isFetching });
  const { data, error, isFetching } = query;
  // The same state while the answer is the same: the screens rank and chart the orders from it.
  return useMemo((): KeptOrdersState => {
    if (data) return { status: 'ready', orders: data.orders, history: data.status };
    if (error && !isFetching) return { status: 'failed', message: failureOf(error).message };
    return { status: 'loading' };
  }, [data, error, isFetching]);
}
