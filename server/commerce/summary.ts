import type { OrderListItem } from '../wire/account';
import type { Customer } from '../wire/shop';
import type { ServerContext } from '../context';
import { priceLines, subtotalOf } from './cart-lines';
import { cartItems, openCartOf } from './cart-store';
import { pricingScope } from './catalog';
import { toMajor } from './money';
import { orderName } from './order-view';
import { ordersOf } from './order-records';
import { shopRules } from './shop-rules';
import { cachedStatement } from '../db/statements';

/** For /_api/global's customer: the open cart's token and subtotal priced now, or null without an open cart. */
export function cartSummary(
  ctx: ServerContext,
  customerId: number,
): { [K in 'cart_token' | 'cart_subtotal' | 'cart_currency']: NonNullable<Customer[K]> } | null {
  const cart = openCartOf(ctx.db, customerId);
  if (!cart) return null;
  const customer = cachedStatement<[number], { wholesale_enabled: 0 | 1 }>(
    ctx.db,
    'SELECT wholesale_enabled FROM customers WHERE id = ?',
  ).get(customerId);
  const shop = shopRules(ctx.db);
  const lines = priceLines(ctx.db, cartItems(ctx.db, cart.id), {
    scope: pricingScope(shop, customer ?? null),
    shopAllowsPreorder: shop.is_allow_preorder,
  });
  return { cart_token: cart.token, cart_subtotal: toMajor(subtotalOf(lines)), cart_currency: shop.currency };
}

/** For /_api/account: the customer's orders, newest first. */
export function listOrders(ctx: ServerContext, customerId: number): OrderListItem[] {
  return ordersOf(ctx.db, customerId).map((o) => ({
    token: o.token,
    order_number: orderName(o.number),
    processed_at: o.created_at,
    financial_status: o.financial_status,
    fulfillment_status: o.fulfillment_status,
    total_price: toMajor(o.total_minor),
    currency: o.currency,
  }));
}
