import type { OrderItem, OrderPlaced } from '../wire/cart';
import type { ServerContext } from '../context';
import type { CustomerRow } from '../http/auth';
import { notFound, storeError } from '../http/errors';
import { addressRowOf } from '../customers/addresses';
import { orderAddressSnapshot } from './billing-addresses';
import { priceLines, subtotalOf, type PricedLine } from './cart-lines';
import { cartByToken, cartItems } from './cart-store';
import { pricingScope } from './catalog';
import { formatMoney } from './money';
import { insertPlacedOrder, orderTokenByCart, orderTokenById, sendConfirmation } from './order-insert';
import { shopRules } from './shop-rules';
import { blocksOrder } from './warnings';

export interface PlaceOrderInput {
  cart_token: string;
  /** null when the customer chose none. */
  billing_address_id: number | null;
  order_items: readonly OrderItem[];
}

export const MESSAGES = {
  billingAddress: 'Please select a billing address before you place order.',
  pricelistDisabled: 'This pricelist is disabled.',
  emptyCart: 'Your cart is empty.',
  updateCartFirst: 'Please update cart first.',
  notAvailable: 'Some item is no longer available. Please remove it from your cart.',
  outOfStock: 'Some item is out of stock.',
} as const;

/**
 * POST cart/place_order. Everything - the checks, the order built from the STORED cart items at today's
 * prices, the stock decrement and closing the cart - happens in one immediate transaction, so the
 * customer's next cart is a new one. Placing a placed cart again answers the same order token, and
 * orders.source_cart_id is UNIQUE, so racing requests make one order.
 */
export function placeOrder(ctx: ServerContext, customer: CustomerRow, input: PlaceOrderInput): OrderPlaced {
  const place = ctx.db.transaction((): { token: string; fresh: boolean } => {
    const cart = cartByToken(ctx.db, input.cart_token);
    if (!cart || cart.customer_id !== customer.id) throw notFound();
    if (cart.placed_order_id !== null) return { token: orderTokenById(ctx.db, cart.placed_order_id), fresh: false };

    const address = input.billing_address_id === null ? null : addressRowOf(ctx.db, customer.id, input.billing_address_id);
    if (!address) throw storeError(MESSAGES.billingAddress);
    const shop = shopRules(ctx.db);
    if (!shop.pricelist_is_enabled) throw storeError(MESSAGES.pricelistDisabled);
    const lines = priceLines(ctx.db, cartItems(ctx.db, cart.id), {
      scope: pricingScope(shop, customer),
      shopAllowsPreorder: shop.is_allow_preorder,
    });
    if (lines.length === 0) throw storeError(MESSAGES.emptyCart);
    if (!matchesRequest(lines, input.order_items)) throw storeError(MESSAGES.updateCartFirst);
    if (lines.some((l) => !l.available)) throw storeError(MESSAGES.notAvailable);
    if (lines.some((l) => l.stock !== null && blocksOrder(l.stock.type))) throw storeError(MESSAGES.outOfStock);
    const total = subtotalOf(lines);
    if (shop.min_purchase_amount_minor > 0 && total <= shop.min_purchase_amount_minor) {
      throw storeError(`Minimum purchase amount is ${formatMoney(shop.currency, shop.min_purchase_amount_minor)}.`);
    }
    const snapshot = orderAddressSnapshot(address);
    const token = insertPlacedOrder(ctx, {
      customer,
      cartId: cart.id,
      currency: shop.currency,
      lines,
      billing: snapshot,
      shipping: snapshot,
    });
    return { token, fresh: true };
  });
  let placed: { token: string; fresh: boolean };
  try {
    placed = place.immediate();
  } catch (error) {
    // Another connection placed this cart between our read and our insert: answer its order.
    const existing = isUniqueViolation(error) ? orderTokenByCart(ctx.db, input.cart_token) : null;
    if (!existing) throw error;
    placed = { token: existing, fresh: false };
  }
  if (placed.fresh) sendConfirmation(ctx, customer, placed.token);
  return { token: placed.token };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * The client sends what the customer sees. Lines it lists with a quantity must match the stored cart;
 * otherwise the customer edited quantities without updating the cart. An empty list is accepted.
 */
function matchesRequest(lines: readonly PricedLine[], items: readonly OrderItem[]): boolean {
  const stored = new Map(lines.map((l) => [l.variant.id, l.item.quantity]));
  return items.every((i) => (i.quantity === 0 ? !stored.has(i.id) : stored.get(i.id) === i.quantity));
}
