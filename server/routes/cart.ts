import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { requireCustomer } from '../http/auth';
import { addToCart, ownOpenCart, updateCart } from '../commerce/cart-edit';
import { cartJson } from '../commerce/cart-view';
import { placeOrder } from '../commerce/place-order';
import {
  cartCreateRequest,
  cartRetrieveQuery,
  cartUpdateRequest,
  placeOrderRequest,
  type CartAnswer,
  type CartCreatedAnswer,
  type CartUpdatedAnswer,
  type OrderPlacedAnswer,
} from '../wire/cart';
import { parseInput } from './commerce-input';

/** The customer's cart: read it, edit it, add to it (also the repeat order), turn it into an order. */
export function registerCartRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/_api/ws/cart/retrieve', async (request): Promise<CartAnswer> => {
    const customer = requireCustomer(request);
    const { cart_token } = parseInput(cartRetrieveQuery, request.query);
    return { cart: cartJson(ctx, customer, ownOpenCart(ctx, customer, cart_token)) };
  });

  app.put('/_api/ws/cart/update', async (request): Promise<CartUpdatedAnswer> => {
    const customer = requireCustomer(request);
    const body = parseInput(cartUpdateRequest, request.body);
    const cart = updateCart(ctx, customer, body.cart_token, body.order_items);
    return { cart: cartJson(ctx, customer, cart) };
  });

  app.post('/_api/ws/cart/create', async (request): Promise<CartCreatedAnswer> => {
    const customer = requireCustomer(request);
    const body = parseInput(cartCreateRequest, request.body);
    return { orders: addToCart(ctx, customer, { order_items: body.order_items, is_replace_cart: body.is_replace_cart }) };
  });

  app.post('/_api/ws/cart/place_order', async (request): Promise<OrderPlacedAnswer> => {
    const customer = requireCustomer(request);
    const body = parseInput(placeOrderRequest, request.body);
    return {
      orders: placeOrder(ctx, customer, {
        cart_token: body.cart_token,
        billing_address_id: body.billing_address,
        order_items: body.order_items,
      }),
    };
  });
}
