import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelInput, ChannelOutput } from '../../../../preload/contract';
import type { Result } from '../../../../preload/result';
import type { Cart, CartCreated } from '../../../../preload/schemas/cart';
import { storefront } from '../storefront';
import { cartQuery, useCartCreated } from './cartQuery';
import { answerOf, resultOf } from './storeAnswer';

/**
 * Adds lines to the buyer's cart (a product page, quick order, a scan, an order list, Undo of
 * Remove): once the store answers, the header's cart follows and the cart is read ahead in the
 * buyer's cache. Answers the store's answer, for the screen to say what happened in its own words.
 */
export function useAddToCartMutation(): (input: ChannelInput<'cart:create'>) => Promise<Result<CartCreated>> {
  const cartCreated = useCartCreated();
  const { mutateAsync } = useMutation({
    mutationKey: ['cart:create'],
    mutationFn: (input: ChannelInput<'cart:create'>) => answerOf(storefront.cart.create(input)),
    onSuccess: cartCreated,
  });
  return useCallback((input) => resultOf(mutateAsync(input)), [mutateAsync]);
}

/**
 * Sends the cart screen's quantities: the store's cart in its answer is what the buyer's cache
 * holds from then on (the screen's own copy follows through its `onSaved`).
 */
export function useUpdateCartMutation(): (input: ChannelInput<'cart:update'>) => Promise<Result<ChannelOutput<'cart:update'>>> {
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationKey: ['cart:update'],
    mutationFn: (input: ChannelInput<'cart:update'>) => answerOf(storefront.cart.update(input)),
    // The save's own word beside the cart is said by the save: the copy kept says nothing more.
    onSuccess: (cart, input) => client.setQueryData(cartQuery(input.cart_token).queryKey, { ...cart, notice: null }),
  });
  return useCallback((input) => resultOf(mutateAsync(input)), [mutateAsync]);
}

/**
 * Undo of Remove when the line had gone: adds it back to the same cart, then reads the cart into
 * the buyer's cache and answers it.
 */
export function useAddBackMutation(): (token: string, line: number, quantity: number) => Promise<Result<Cart>> {
  const client = useQueryClient();
  const { mutateAsync } = useMutation({
    mutationKey: ['cart:create'],
    mutationFn: async ({ token, line, quantity }: { token: string; line: number; quantity: number }) => {
      await answerOf(storefront.cart.create({ order_items: [{ id: line, quantity }], cart_token: token }));
      return client.fetchQuery({ ...cartQuery(token), staleTime: 0 });
    },
  });
  return useCallback((token, line, quantity) => resultOf(mutateAsync({ token, line, quantity })), [mutateAsync]);
}
