import { useCallback, useEffect, useState } from 'react';
import type { OrderListItem } from '../../../../preload/schemas/orders';
import type { AppError } from '../../../../preload/result';
import { storefront } from '../../state/storefront';

export type OrderListState =
  | { status: 'loading' }
  | { status: 'ready'; orders: OrderListItem[] }
  | { status: 'error'; error: AppError };

/** The customer's orders, from the account call (GET /_api/account carries the list). */
export function useOrderList(): { state: OrderListState; reload: () => void } {
  const [state, setState] = useState<OrderListState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void storefront.account.get().then((answer) => {
      if (!current) return;
      if (answer.ok) setState({ status: 'ready', orders: answer.data.orders });
      // No_Result_Found is the store's way of saying "no orders" (spec 8).
      else if (answer.error.kind === 'not_found') setState({ status: 'ready', orders: [] });
      else setState({ status: 'error', error: answer.error });
    });
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}
