import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { Order } from '../../../../preload/schemas/orders';
import type { AppError, Result } from '../../../../preload/result';
import { customerKeyAtom } from '../../state/shop';
import { storefront } from '../../state/storefront';
import { keepOrder, keptOrder } from './orderKeep';
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
 * stays up; `reload` asks again after a failure. An order this buyer opened
 * before is shown at once as the store last sent it (`refreshing`) until this visit's answer.
 */
export function useOrder(token: string) {
  const owner = useAtomValue(customerKeyAtom);
  // What the link's hover asked for may be in already: then the first render has the order.
  const [inHand] = useState(() => {
    const settled = takeSettledOrder(owner, token);
    if (settled?.ok) keepOrder(owner, settled.data);
    return settled;
  });
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
    const ask = quiet.current ? null : takePrefetchedOrder(owner, token);
    void (ask ?? storefront.orders.get({ token })).then((answer) => {
      if (!current) return;
      if (answer.ok) keepOrder(owner, answer.data);
      const state = orderStateOf(answer);
      // A failed quiet refresh keeps the order on screen rather than swapping it for an error.
      const keep = quiet.current && !answer.ok;
      quiet.current = false;
      setLoaded((previous) => (keep && previous?.token === token && previous.state.status === 'ready' ? previous : { token, state }));
    });
    return () => {
      current = false;
    };
  }, [token, attempt, owner]);

  const refresh = useCallback(() => {
    quiet.current = true;
    setAttempt((n) => n + 1);
  }, []);
  const reload = useCallback(() => {
    setLoaded(null);
    setAttempt((n) => n + 1);
  }, []);

  if (loaded?.token === token) return { state: loaded.state, refreshing: false, refresh, reload };
  const kept = keptOrder(owner, token);
  const state: OrderState = kept ? { status: 'ready', order: kept } : { status: 'loading' };
  return { state, refreshing: kept !== null, refresh, reload };
}
