import { useQuery } from '@tanstack/react-query';
import type { OrderList } from '../../../../contract/schemas/orderLists';
import { orderListsQuery } from '../../state/query/orderListsQuery';
import { failureOf } from '../../state/query/storeAnswer';

export type ListsState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  /** `reading`: the lists shown are the last ones read, and a new read is under way. */
  | { status: 'ready'; lists: OrderList[]; reading: boolean };

/** The buyer's order lists as kept on this computer (the last ones read show while they are read again). */
export function useOrderLists(): ListsState {
  const query = useQuery(orderListsQuery());
  if (query.data) return { status: 'ready', lists: query.data, reading: query.isFetching };
  if (query.isError && !query.isFetching) return { status: 'failed', message: failureOf(query.error).message };
  return { status: 'loading' };
}
