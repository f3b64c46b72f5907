import type { ParsedInput } from '../../../preload/contract';
import { ok, type Result } from '../../../preload/result';
import {
  cartAnswerSchema,
  cartCreatedSchema,
  cartUpdateAnswerSchema,
  placedOrderSchema,
  type CartAnswer,
} from '../../../preload/schemas/cart';
import type { Connection } from '../http/connection';
import { mapData } from './common';

/** The cart and the store's notice beside it, if any (spec 7: "cart object, optional errors.Error_Message"). */
export const retrieveCart = (c: Connection, input: ParsedInput<'cart:retrieve'>) =>
  c.call(
    'cart:retrieve',
    { method: 'GET', path: '_api/ws/cart/retrieve', searchParams: { cart_token: input.cart_token } },
    cartAnswerSchema,
  );

/** A store that answers the update with only "done" is asked for the cart it now has. */
export async function updateCart(c: Connection, input: ParsedInput<'cart:update'>): Promise<Result<CartAnswer>> {
  const result = await c.call('cart:update', { method: 'PUT', path: '_api/ws/cart/update', json: input }, cartUpdateAnswerSchema);
  if (!result.ok) return result;
  return result.data === null ? retrieveCart(c, { cart_token: input.cart_token }) : ok(result.data);
}

/** Add to cart and repeat order; the answer names the (possibly new) cart. */
export const createCart = async (c: Connection, input: ParsedInput<'cart:create'>) =>
  mapData(await c.call('cart:create', { method: 'POST', path: '_api/ws/cart/create', json: input }, cartCreatedSchema), (b) => b.orders);

/** Never retried (R2): placing an order is a write; the caller checks before trying again. */
export const placeOrder = async (c: Connection, input: ParsedInput<'cart:placeOrder'>) =>
  mapData(
    await c.call('cart:placeOrder', { method: 'POST', path: '_api/ws/cart/place_order', json: input }, placedOrderSchema),
    (b) => ({ token: b.orders.token }),
  );
