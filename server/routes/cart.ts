import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { flag } from '../../preload/schemas/common';
import type { ServerContext } from '../context';
import { requireCustomer } from '../http/auth';
import { addToCart, MAX_LINE_QUANTITY, ownOpenCart, updateCart } from '../commerce/cart-edit';
import { cartJson } from '../commerce/cart-view';
import { placeOrder } from '../commerce/place-order';
import { parseInput } from './commerce-input';

const cartToken = z.string().trim().min(1).max(128);
/** The store's own line limit, not the desktop client's: repeats are added up and checked in cart-edit. */
const orderItem = z.strictObject({
  id: z.number().int().positive(),
  quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY),
});
const orderItems = z.array(orderItem).max(5000);

const retrieveQuery = z.object({ cart_token: cartToken });
const updateBody = z.object({ order_items: orderItems, cart_token: cartToken });
const createBody = z.object({
  order_items: orderItems.min(1),
  cart_token: cartToken.nullable().optional(),
  is_replace_cart: flag,
});
const placeBody = z.object({
  order_items: orderItems.default([]),
  // Without a chosen address the client sends no usable id: that is the spec's message, not a 422.
  billing_address: z.unknown().transform(billingAddressId),
  cart_token: cartToken,
});

/** The customer's cart: read it, edit it, add to it (also the repeat order), turn it into an order. */
export function registerCartRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/_api/ws/cart/retrieve', async (request) => {
    const customer = requireCustomer(request);
    const { cart_token } = parseInput(retrieveQuery, request.query);
    return { cart: cartJson(ctx, customer, ownOpenCart(ctx, customer, cart_token)) };
  });

  app.put('/_api/ws/cart/update', async (request) => {
    const customer = requireCustomer(request);
    const body = parseInput(updateBody, request.body);
    const cart = updateCart(ctx, customer, body.cart_token, body.order_items);
    return { cart: cartJson(ctx, customer, cart) };
  });

  app.post('/_api/ws/cart/create', async (request) => {
    const customer = requireCustomer(request);
    const body = parseInput(createBody, request.body);
    return { orders: addToCart(ctx, customer, { order_items: body.order_items, is_replace_cart: body.is_replace_cart }) };
  });

  app.post('/_api/ws/cart/place_order', async (request) => {
    const customer = requireCustomer(request);
    const body = parseInput(placeBody, request.body);
    return {
      orders: placeOrder(ctx, customer, {
        cart_token: body.cart_token,
        billing_address_id: body.billing_address,
        order_items: body.order_items,
      }),
    };
  });
}

function billingAddressId(value: unknown): number | null {
  if (typeof value !== 'object' || value === null || !('id' in value)) return null;
  const id = typeof value.id === 'string' && /^\d+$/.test(value.id) ? Number(value.id) : value.id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}
