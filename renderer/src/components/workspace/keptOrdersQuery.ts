import { queryOptions } from '@tanstack/react-query';
import type { KeptOrders } from '../../../../contract/schemas/orderHistory';
import { historyOrders, historySync } from '../../lib/api';
import { answerOf } from '../../state/query/storeAnswer';

/** While the history is being read, how often the screen looks again. */
const LOOK_AGAIN_MS = 1500;

/** The look-again rule: only while the core is still reading the history. */
const lookAgain = (kept: KeptOrders | undefined): number | false => (kept?.status.state === 'reading' ? LOOK_AGAIN_MS : false);

/** Opening a history screen asks the core for the orders not read yet: it answers where its read stands. */
export const historySyncQuery = () =>
  queryOptions({
    queryKey: ['history:sync'] as const,
    queryFn: () => answerOf(historySync()),
    retry: false,
  });

/** The buyer's order history as kept on this computer; while the core reads it, it is read again now and then, and grows. */
export const keptOrdersQuery = () =>
  queryOptions({
    queryKey: ['history:orders'] as const,
    queryFn: () => answerOf(historyOrders()),
    refetchInterval: (query): number | false => lookAgain(query.state.data),
  });
