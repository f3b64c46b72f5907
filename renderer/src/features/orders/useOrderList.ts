import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { OrderListItem } from '../../../../preload/schemas/orders';
import type { AppError } from '../../../../preload/result';
import { customerKeyAtom } from '../../state/shop';
import { storefront } from '../../state/storefront';
import { keepOrderList, keptOrderList } from './orderKeep';

export type OrderListState =
  | { status: 'loading' }
  | { status: 'ready'; orders: OrderListItem[] }
  | { status: 'error'; error: AppError };

/**
 * The customer's orders, from the account call (GET /_api/account carries the list). The list as
 * the store last sent it to this buyer is shown at once (`refreshing`) until this visit's answer.
 */
export function useOrderList(): { state: OrderListState; refreshing: boolean; reload: () => void } {
  const owner = useAtomValue(customerKeyAtom);
  const [answered, setAnswered] = useState<OrderListState | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void storefront.account.get().then((answer) => {
      if (!current) return;
      if (!answer.ok && answer.error.kind !== 'not_found') return setAnswered({ status: 'error', error: answer.error });
      // No_Result_Found is the store's way of saying "no orders" (spec 8).
      const orders = answer.ok ? answer.data.orders : [];
      keepOrderList(owner, orders);
      setAnswered({ status: 'ready', orders });
    });
    return () => {
      current = false;
    };
  }, [attempt, owner]);

  const reload = useCallback(() => {
    setAnswered(null);
    setAttempt((n) => n + 1);
  }, []);

  if (answered) return { state: answered, refreshing: false, reload };
  const kept = keptOrderList(owner);
  return { state: kept ? { status: 'ready', orders: kept } : { status: 'loading' }, refreshing: kept !== null, reload };
}
