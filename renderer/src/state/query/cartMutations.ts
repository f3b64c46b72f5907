import { useCallback } from 'react';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChannelInput, ChannelOutput } from '../../../../contract/contract';
import type { Result } from '../../../../contract/result';
import type { Cart, CartCreated } from '../../../../contract/schemas/cart';
import { storefront } from '../storefront';
import { cartQuery, useCartCreated } from './cartQuery';
import { answerOf, resultOf } from './storeAnswer';

/** Adds lines to the buyer's cart; `created`: what follows the store's yes (the header, the cart read ahead). */
export const addToCartMutation = (created: (answer: CartCreated) => void) =>
  mutationOptions({
    mutationKey: ['cart:create'],
    mutationFn: (input: ChannelInput<'cart:create'>) => answerOf(storefront.cart.create(input)),
    onSuccess: created,
  });

/**
 * Sends the cart screen's quantities: the store's cart in its answer is what the buyer's cache
 * holds from then on. The save's own word beside the cart is said by the save: the copy kept says
 * nothing more.
 */
export const updateCartMutation = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['cart:update'],
    mutationFn: (input: ChannelInput<'cart:update'>) => answerOf(storefront.cart.update(input)),
    onSuccess: (cart, input) => client.setQueryData(cartQuery(input.cart_token).queryKey, { ...cart, notice: null }),
  });

/** Undo of Remove or Clear cart when the lines had gone: adds them back to the same cart, then reads the cart into the cache. */
export const addBackMutation = (client: QueryClient) =>
  mutationOptions({
    mutationKey: ['cart:create'],
    mutationFn: async ({ token, items }: { token: string; items: ChannelInput<'cart:create'>['order_items'] }) => {
      await answerOf(storefront.cart.create({ order_items: items, cart_token: token }));
      return client.fetchQuery({ ...cartQuery(token), staleTime: 0 });
    },
  });

/**
 * Add to cart (a product page, quick order, an order repeated): once the store answers, the header's
 * cart follows and the cart is read ahead in the buyer's cache. Answers the store's answer, for the
 * screen to say what happened in its own words.
 */
export function useAddToCartMutation(): (input: ChannelInput<'cart:create'>) => Promise<Result<CartCreated>> {
  const { mutateAsync } = useMutation(addToCartMutation(useCartCreated()));
  return useCallback((input) => resultOf(mutateAsync(input)), [mutateAsync]);
}

/** The cart screen's save (the screen's own copy follows through its `onSaved`). */
export function useUpdateCartMutation(): (input: ChannelInput<'cart:update'>) => Promise<Result<ChannelOutput<'cart:update'>>> {
  const { mutateAsync } = useMutation(updateCartMutation(useQueryClient()));
  return useCallback((input) => resultOf(mutateAsync(input)), [mutateAsync]);
}

/** Undo's add-back (of one removed line, or of a cleared cart's lines); answers the cart as the store has it now. */
export function useAddBackMutation(): (token: string, items: ChannelInput<'cart:create'>['order_items']) => Promise<Result<Cart>> {
  const { mutateAsync } = useMutation(addBackMutation(useQueryClient()));
  return useCallback((token, items) => resultOf(mutateAsync({ token, items })), [mutateAsync]);
}
