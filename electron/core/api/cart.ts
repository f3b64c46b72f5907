import type { ParsedInput } from '../../../contract/contract';
import { MAX_LINE_QUANTITY } from '../../../contract/schemas/limits';
import { fail, ok, type Result } from '../../../contract/result';
import {
  cartAnswerSchema,
  cartCreatedSchema,
  cartUpdateAnswerSchema,
  placedOrderSchema,
  type CartAnswer,
  type OrderItemInput,
} from '../../../contract/schemas/cart';
import type { Connection } from '../http/connection';
import { mapData } from './common';
import { coreText } from '../language/core-text';

/** The cart and the store's notice beside it, if any ("cart object, optional errors.Error_Message"). */
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

/** The spec's words for a quantity the app will not send (as the product page says them). */
const CHECK_QUANTITY = () => coreText('check_quantity');

/**
 * One line per variant, in first-seen order: a store adds repeats of one id as it likes (or only
 * keeps the last), so the app sums them itself. Null when a sum passes MAX_LINE_QUANTITY.
 */
function mergeOrderItems(items: readonly OrderItemInput[]): OrderItemInput[] | null {
  const byId = new Map<number, number>();
  for (const { id, quantity } of items) byId.set(id, (byId.get(id) ?? 0) + quantity);
  const merged = [...byId].map(([id, quantity]) => ({ id, quantity }));
  return merged.some((item) => item.quantity > MAX_LINE_QUANTITY) ? null : merged;
}

/** Add to cart and repeat order; the answer names the (possibly new) cart. */
export async function createCart(c: Connection, input: ParsedInput<'cart:create'>) {
  const order_items = mergeOrderItems(input.order_items);
  if (!order_items) return fail({ kind: 'validation', message: CHECK_QUANTITY(), fields: { order_items: [CHECK_QUANTITY()] } });
  const json = { ...input, order_items };
  return mapData(await c.call('cart:create', { method: 'POST', path: '_api/ws/cart/create', json }, cartCreatedSchema), (b) => b.orders);
}

export interface PlaceOrderSend {
  /** The buyer's cancel, as the caller decides it applies. */
  signal?: AbortSignal;
  /**
   * Called as the request starts to go out (got reports progress from then): from that moment the
   * store may get all of it and make the order, whatever is aborted after.
   */
  onGoingOut?: () => void;
}

/** Never retried, so one cart never makes two orders: the caller checks before trying again. */
export const placeOrder = async (c: Connection, input: ParsedInput<'cart:placeOrder'>, send: PlaceOrderSend = {}) =>
  mapData(
    await c.call(
      'cart:placeOrder',
      {
        method: 'POST',
        path: '_api/ws/cart/place_order',
        json: input,
        signal: send.signal,
        onUploadProgress: () => send.onGoingOut?.(),
      },
      placedOrderSchema,
    ),
    (b) => ({ token: b.orders.token }),
  );
