import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { hashKey, useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '../../../../contract/schemas/cart';
import type { AppError } from '../../../../contract/result';
import { useToast } from '../../components/toast/useToast';
import { cartSummaryAtom, setCartSummaryAtom } from '../../state/cart';
import { cartQuery, PLACE_ORDER_KEY } from '../../state/query/cartQuery';
import { isKeptCopy } from '../../state/query/keptView';
import { failureOf } from '../../state/query/storeAnswer';
import { cartDraftScope, settleDraft } from '../../lib/quantityDraft';

export type CartState =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'ready'; cart: Cart }
  | { status: 'error'; error: AppError };

const stateOf = (cart: Cart): CartState => (cart.order_item.length > 0 ? { status: 'ready', cart } : { status: 'empty' });

/**
 * The cart named by the stored cart token, from the buyer's cache (loading, then empty or
 * filled). The token is the last one seen, so clearing the summary after an order does not blank
 * the screen during the 2 s before it moves to the order. The cart as the store last sent it (an
 * earlier visit, or read ahead after an add) shows at once while the store is asked again
 * (`refreshing`); the answer replaces it.
 */
export function useCart(): { state: CartState; refreshing: boolean; setCart: (cart: Cart) => void; reload: () => void } {
  const summary = useAtomValue(cartSummaryAtom);
  const setSummary = useSetAtom(setCartSummaryAtom);
  const toast = useToast();
  const client = useQueryClient();
  const [token, setToken] = useState<string | null>(summary?.cart_token ?? null);
  if (summary?.cart_token && summary.cart_token !== token) setToken(summary.cart_token);

  // A cart being placed, or placed (the summary cleared, the token kept for the 2 s before the order
  // opens), is not read again, not even when the store comes back: the store is making it an order.
  const placing = useIsMutating({ mutationKey: PLACE_ORDER_KEY }) > 0;
  const query = useQuery({ ...cartQuery(token ?? ''), enabled: token !== null && summary !== null && !placing });
  const { data, error } = query;
  // The store's answers while the cart is on screen (not the buyer's own save): the store may send
  // its cart with a message beside it (the cart shows, the message toasts), and the
  // header's cart figure follows what the store says now.
  useEffect(() => {
    if (!token) return;
    const { queryKey } = cartQuery(token);
    const hash = hashKey(queryKey);
    return client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== hash || event.action.type !== 'success' || event.action.manual) return;
      const cart = client.getQueryData(queryKey);
      if (!cart) return;
      // A line the store's cart no longer has takes its typed quantity with it, before the screen shows the cart.
      settleDraft(cartDraftScope(token), new Map(cart.order_item.map((item) => [item.variant_id, item.quantity])));
      if (cart.notice) toast.error(cart.notice);
      setSummary({ cart_token: cart.cart_token ?? token, subtotal: cart.subtotal_price, currency: cart.currency });
    });
  }, [client, token, toast, setSummary]);

  const setCart = useCallback(
    (cart: Cart) => {
      const cartToken = cart.cart_token ?? token;
      if (cartToken) setSummary({ cart_token: cartToken, subtotal: cart.subtotal_price, currency: cart.currency });
      if (!token) return;
      // The save's own word beside the cart was said by the save: the copy kept says nothing more.
      client.setQueryData(cartQuery(token).queryKey, { ...cart, notice: null });
    },
    [token, setSummary, client],
  );
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  if (!token) return { state: { status: 'empty' }, refreshing: false, setCart, reload };
  if (error && (data === undefined || query.errorUpdatedAt > query.dataUpdatedAt) && !query.isFetching) {
    const failure = failureOf(error);
    // An ended session is the shell's (session:expired: a toast, then login); the cart keeps its
    // spinner rather than flash an error on the way out.
    if (failure.kind === 'unauthenticated') return { state: { status: 'loading' }, refreshing: false, setCart, reload };
    return { state: failure.kind === 'not_found' ? { status: 'empty' } : { status: 'error', error: failure }, refreshing: false, setCart, reload };
  }
  if (data === undefined) return { state: { status: 'loading' }, refreshing: false, setCart, reload };
  const refreshing = isKeptCopy(query);
  // Never "empty" from a kept copy: the change that sent the buyer here may have filled it.
  if (refreshing && data.order_item.length === 0) return { state: { status: 'loading' }, refreshing: false, setCart, reload };
  return { state: stateOf(data), refreshing, setCart, reload };
}
