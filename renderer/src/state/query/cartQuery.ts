import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CartCreated } from '../../../../contract/schemas/cart';
import { setCartSummaryAtom } from '../cart';
import { storefront } from '../storefront';
import { answerOf } from './storeAnswer';

/** The open cart, by its token. */
export const cartQuery = (cart_token: string) =>
  queryOptions({
    queryKey: ['cart:retrieve', { cart_token }] as const,
    queryFn: () => answerOf(storefront.cart.retrieve({ cart_token })),
  });

/** Place order, as a mutation: while it is out, the cart it sends is not read (the store is turning it into an order). */
export const PLACE_ORDER_KEY = ['cart:placeOrder'] as const;

/**
 * Reads the cart while the buyer is on the way to it, after a change the cart screen has not seen.
 * A read already out started before this change (two adds in a row) is dropped for a new one, so
 * the cart kept is never one without the last add's lines.
 */
export function readCartAhead(client: QueryClient, token: string): void {
  const { queryKey } = cartQuery(token);
  void client.cancelQueries({ queryKey, exact: true }).then(() => client.prefetchQuery({ ...cartQuery(token), staleTime: 0 }));
}

/** After a cart:create answer (add to cart, add all, repeat order): the header follows, and the cart is read ahead. */
export function useCartCreated(): (created: CartCreated) => void {
  const client = useQueryClient();
  const setSummary = useSetAtom(setCartSummaryAtom);
  return useCallback(
    (created: CartCreated) => {
      setSummary({ cart_token: created.cart_token, subtotal: created.subtotal_price, currency: created.currency });
      readCartAhead(client, created.cart_token);
    },
    [client, setSummary],
  );
}
