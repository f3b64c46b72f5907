import { useEffect, useState } from 'react';
import type { HistoryStatus } from '../../../../preload/schemas/orderHistory';
import type { Order } from '../../../../preload/schemas/orders';
import { storefront } from '../../state/storefront';

export type KeptOrdersState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; orders: Order[]; history: HistoryStatus };

/** While the history is being read, how often the screen looks again. */
const LOOK_AGAIN_MS = 1500;

/**
 * The buyer's order history as kept on this computer. Opening a history screen asks for the orders
 * not read yet; while they come in, the screen looks again now and then and grows with them.
 */
export function useKeptOrders(): KeptOrdersState {
  const [state, setState] = useState<KeptOrdersState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      const answer = await storefront.history.orders();
      if (!live) return;
      if (!answer.ok) return setState({ status: 'failed', message: answer.error.message });
      setState({ status: 'ready', orders: answer.data.orders, history: answer.data.status });
      if (answer.data.status.state === 'reading') timer = setTimeout(() => void look(), LOOK_AGAIN_MS);
    };
    void storefront.history.sync().then(() => look());
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  return state;
}
