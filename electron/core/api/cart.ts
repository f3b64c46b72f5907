import type { ParsedInput } from '../../../preload/contract';
import { cartCreatedSchema, cartResponseSchema, placedOrderSchema } from '../../../preload/schemas/cart';
import type { Connection } from '../http/connection';
import { mapData } from './common';

export const retrieveCart = async (c: Connection, input: ParsedInput<'cart:retrieve'>) =>
  mapData(
    await c.call(
      'cart:retrieve',
      { method: 'GET', path: '_api/ws/cart/retrieve', searchParams: { cart_token: input.cart_token } },
      cartResponseSchema,
    ),
    (body) => body.cart,
  );

export const updateCart = async (c: Connection, input: ParsedInput<'cart:update'>) =>
  mapData(await c.call('cart:update', { method: 'PUT', path: '_api/ws/cart/update', json: input }, cartResponseSchema), (b) => b.cart);

/** Add to cart and repeat order; the answer names the (possibly new) cart. */
export const createCart = async (c: Connection, input: ParsedInput<'cart:create'>) =>
  mapData(await c.call('cart:create', { method: 'POST', path: '_api/ws/cart/create', json: input }, cartCreatedSchema), (b) => b.orders);

/** Never retried (R2): placing an order is a write; the caller checks before trying again. */
export const placeOrder = async (c: Connection, input: ParsedInput<'cart:placeOrder'>) =>
  mapData(
    await c.call('cart:placeOrder', { method: 'POST', path: '_api/ws/cart/place_order', json: input }, placedOrderSchema),
    (b) => ({ token: b.orders.token }),
  );
