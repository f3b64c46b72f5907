import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order } from '../../../../preload/schemas/orders';
import type { AppError } from '../../../../preload/result';
import { storefront } from '../../state/storefront';
import { takePrefetchedOrder } from './orderPrefetch';

export type OrderState =
  | { status: 'loading' }
  | { status: 'ready'; order: Order }
  | { status: 'not_found' }
  | { status: 'error'; error: AppError };

/**
 * One order by token. `refresh` re-reads it quietly (after an upload or a removal) so the page
 * stays up; `reload` shows the spinner again (retry after a failure).
 */
export function useOrder(token: string) {
  const [loaded, setLoaded] = useState<{ token: string; state: OrderState } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const quiet = useRef(false);

  useEffect(() => {
    let current = true;
    // A quiet refresh asks the store again; opening the page may use what the link's hover asked for.
    const ask = quiet.current ? null : takePrefetchedOrder(token);
    void (ask ?? storefront.orders.get({ token })).then((answer) => {
      if (!current) return;
      let state: OrderState;
      if (answer.ok) state = { status: 'ready', order: answer.data };
      else if (answer.error.kind === 'not_found' || answer.error.kind === 'refused') state = { status: 'not_found' };
      else state = { status: 'error', error: answer.error };
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
