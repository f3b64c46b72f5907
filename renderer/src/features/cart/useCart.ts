import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Cart } from '../../../../preload/schemas/cart';
import type { AppError } from '../../../../preload/result';
import { useToast } from '../../components/toast/useToast';
import { cartSummaryAtom, keepCartAtom, keptCartAtom, setCartSummaryAtom } from '../../state/cart';
import { storefront } from '../../state/storefront';

export type CartState =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'ready'; cart: Cart }
  | { status: 'error'; error: AppError };

const stateOf = (cart: Cart): CartState => (cart.order_item.length > 0 ? { status: 'ready', cart } : { status: 'empty' });

/**
 * Loads the cart named by the stored cart token (spec 4: loading, then empty or filled).
 * The token is the last one seen, so clearing the summary after an order does not blank the
 * screen during the 2 s before it moves to the order. The cart as the store last sent it shows at
 * once while the store is asked again (`refreshing`); the answer replaces it.
 */
export function useCart(): { state: CartState; refreshing: boolean; setCart: (cart: Cart) => void; reload: () => void } {
  const summary = useAtomValue(cartSummaryAtom);
  const setSummary = useSetAtom(setCartSummaryAtom);
  const kept = useAtomValue(keptCartAtom);
  const keep = useSetAtom(keepCartAtom);
  const toast = useToast();
  const [token, setToken] = useState<string | null>(summary?.cart_token ?? null);
  if (summary?.cart_token && summary.cart_token !== token) setToken(summary.cart_token);

  const [loaded, setLoaded] = useState<{ token: string; state: CartState } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    void storefront.cart.retrieve({ cart_token: token }).then((answer) => {
      if (!current) return;
      if (answer.ok) {
        const cart = answer.data;
        // The store may send its cart with a message beside it (spec 7): the cart shows, the message toasts (spec 8).
        if (cart.notice) toast.error(cart.notice);
        // The header's cart figure follows what the store says now.
        setSummary({ cart_token: cart.cart_token ?? token, subtotal: cart.subtotal_price, currency: cart.currency });
        keep({ token, cart });
        setLoaded({ token, state: stateOf(cart) });
      } else if (answer.error.kind !== 'unauthenticated') {
        // An ended session is the shell's (session:expired: a toast, then login); the cart keeps
        // its spinner rather than flash an error on the way out.
        setLoaded({ token, state: answer.error.kind === 'not_found' ? { status: 'empty' } : { status: 'error', error: answer.error } });
      }
    });
    return () => {
      current = false;
    };
  }, [token, attempt, setSummary, keep, toast]);

  const setCart = useCallback(
    (cart: Cart) => {
      const cartToken = cart.cart_token ?? token;
      if (cartToken) setSummary({ cart_token: cartToken, subtotal: cart.subtotal_price, currency: cart.currency });
      if (token) {
        keep({ token, cart });
        setLoaded({ token, state: stateOf(cart) });
      }
    },
    [token, setSummary, keep],
  );
  const reload = useCallback(() => {
    setLoaded(null);
    setAttempt((n) => n + 1);
  }, []);

  if (!token) return { state: { status: 'empty' }, refreshing: false, setCart, reload };
  if (loaded?.token === token) return { state: loaded.state, refreshing: false, setCart, reload };
  // Never "empty" from a kept copy: the change that sent the buyer here may have filled it.
  if (kept?.token === token && kept.cart.order_item.length > 0) return { state: stateOf(kept.cart), refreshing: true, setCart, reload };
  return { state: { status: 'loading' }, refreshing: false, setCart, reload };
}
