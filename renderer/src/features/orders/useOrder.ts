import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order } from '../../../../preload/schemas/orders';
import type { AppError, Result } from '../../../../preload/result';
import { storefront } from '../../state/storefront';
import { takePrefetchedOrder, takeSettledOrder } from './orderPrefetch';

export type OrderState =
  | { status: 'loading' }
  | { status: 'ready'; order: Order }
  | { status: 'not_found' }
  | { status: 'error'; error: AppError };

function orderStateOf(answer: Result<Order>): OrderState {
  if (answer.ok) return { status: 'ready', order: answer.data };
  if (answer.error.kind === 'not_found' || answer.error.kind === 'refused') return { status: 'not_found' };
  return { status: 'error', error: answer.error };
}

/**
 * One order by token. `refresh` re-reads it quietly (after an upload or a removal) so the page
 * stays up; `reload` shows the spinner again (retry after a failure).
 */
export function useOrder(token: string) {
  // What the link's hover asked for may be in already: then the first render has the order.
  const [inHand] = useState(() => takeSettledOrder(token));
  const [loaded, setLoaded] = useState<{ token: string; state: OrderState } | null>(() => (inHand ? { token, state: orderStateOf(inHand) } : null));
  const [attempt, setAttempt] = useState(0);
  const quiet = useRef(false);
  const shown = useRef(inHand !== null);

  useEffect(() => {
    if (shown.current) {
      shown.current = false; // shown from the hover's answer; a later refresh or reload asks the store
      return;
    }
    let current = true;
    // A quiet refresh asks the store again; opening the page may use what the link's hover asked for.
    const ask = quiet.current ? null : takePrefetchedOrder(token);
    void (ask ?? storefront.orders.get({ token })).then((answer) => {
      if (!current) return;
      const state = orderStateOf(answer);
      // A failed quiet refresh keeps the order on screen rather than swapping it for an error.
      const keep = quiet.current && !answer.ok;
      quiet.current = false;
      setLoaded((previous) => (keep && previous?.token === token && previous.state.status === 'ready' ? previous : { token, state }));
    });
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const refresh = useCallback(() => {
    quiet.current = true;
    setAttempt((n) => n + 1);
  }, []);
  const reload = useCallback(() => {
    setLoaded(null);
    setAttempt((n) => n + 1);
  }, []);

  const state: OrderState = loaded?.token === token ? loaded.state : { status: 'loading' };
  return { state, refresh, reload };
}
