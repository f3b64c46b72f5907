import { useCallback, useEffect, useState } from 'react';
import type { OrderList } from '../../../../preload/schemas/orderLists';
import { storefront } from '../../state/storefront';

export type ListsState = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; lists: OrderList[] };

/** The buyer's order lists as kept on this computer; `reload` after a change made elsewhere. */
export function useOrderLists() {
  const [state, setState] = useState<ListsState>({ status: 'loading' });
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let live = true;
    void storefront.lists.list().then((answer) => {
      if (live) setState(answer.ok ? { status: 'ready', lists: answer.data.lists } : { status: 'failed', message: answer.error.message });
    });
    return () => {
      live = false;
    };
  }, [asked]);
  const reload = useCallback(() => setAsked((n) => n + 1), []);
  return { state, reload };
}
