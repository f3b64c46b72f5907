import type { Database } from 'better-sqlite3';
import type { OrderAddress, OrderType } from '../wire/orders';
import type { ServerContext } from '../context';
import type { CustomerRow } from '../http/auth';
import type { PricedLine } from './cart-lines';
import { newToken } from './cart-store';
import { formatMoney } from './money';
import type { LineItemColumns, OrderColumns } from './order-records';
import { cachedStatement } from '../db/statements';

/** An order row to insert (placed from a cart, or written by the seed). */
export interface OrderDraft extends OrderColumns {
  type: OrderType;
  billing: OrderAddress | null;
  shipping: OrderAddress | null;
  source_cart_id: number | null;
}

export interface LineDraft extends LineItemColumns {
  fulfillment_id: number | null;
}

/** Inserts the order with the next number (#1001, #1002, ...) and a fresh token. */
export function insertOrderRow(db: Database, draft: OrderDraft): { id: number; token: string; number: number } {
  const number = (cachedStatement<[], { n: number }>(db, 'SELECT COALESCE(MAX(number), 1000) + 1 AS n FROM orders').get()?.n ?? 1001);
  const token = newToken();
  const info = cachedStatement<[Record<string, unknown>]>(
    db,
    `INSERT INTO orders (customer_id, token, number, email, created_at, cancelled_at, cancel_reason, currency, type, remark,
       financial_status, fulfillment_status, subtotal_minor, discount_minor, total_minor, billing_address, shipping_address,
       source_cart_id)
     VALUES (@customer_id, @token, @number, @email, @created_at, @cancelled_at, @cancel_reason, @currency, @type, @remark,
       @financial_status, @fulfillment_status, @subtotal_minor, @discount_minor, @total_minor, @billing_address,
       @shipping_address, @source_cart_id)`,
  ).run({
    ...columnsOf(draft),
    token,
    number,
    billing_address: draft.billing ? JSON.stringify(draft.billing) : null,
    shipping_address: draft.shipping ? JSON.stringify(draft.shipping) : null,
  });
  return { id: Number(info.lastInsertRowid), token, number };
}

function columnsOf(draft: OrderDraft): Omit<OrderDraft, 'billing' | 'shipping'> {
  const { billing: _billing, shipping: _shipping, ...columns } = draft;
  return columns;
}

export function insertLineItem(db: Database, orderId: number, line: LineDraft): void {
  cachedStatement<[Record<string, unknown>]>(
    db,
    `INSERT INTO order_line_items (order_id, variant_id, title, sku, price_minor, price_after_discount_minor, quantity, fulfillment_id)
     VALUES (@order_id, @variant_id, @title, @sku, @price_minor, @price_after_discount_minor, @quantity, @fulfillment_id)`,
  ).run({ order_id: orderId, ...line });
}

export interface PlacedOrderInput {
  customer: CustomerRow;
  cartId: number;
  currency: string;
  lines: readonly PricedLine[];
  billing: OrderAddress;
  shipping: OrderAddress;
}

/** Writes a placed order: rows, line items at the prices just computed, tracked stock down, the cart closed. */
export function insertPlacedOrder(ctx: ServerContext, input: PlacedOrderInput): string {
  const db = ctx.db;
  const now = ctx.now().toISOString();
  const subtotal = input.lines.reduce((sum, l) => sum + l.subtotalMinor, 0);
  const order = insertOrderRow(db, {
    customer_id: input.customer.id,
    email: input.customer.email,
    created_at: now,
    currency: input.currency,
    type: 'shipping',
    remark: null,
    financial_status: 'unpaid',
    fulfillment_status: 'unfulfilled',
    subtotal_minor: subtotal,
    discount_minor: 0,
    total_minor: subtotal,
    billing: input.billing,
    shipping: input.shipping,
    source_cart_id: input.cartId,
    cancelled_at: null,
    cancel_reason: null,
  });
  const decrement = cachedStatement<[number, number]>(db, 'UPDATE variants SET inventory_quantity = inventory_quantity - ? WHERE id = ?');
  for (const line of input.lines) {
    insertLineItem(db, order.id, {
      variant_id: line.variant.id,
      title: line.name,
      sku: line.variant.sku,
      price_minor: line.unitMinor,
      price_after_discount_minor: null,
      quantity: line.item.quantity,
      fulfillment_id: null,
    });
    if (line.product.inventory_management === 'tracked') decrement.run(line.item.quantity, line.variant.id);
  }
  cachedStatement<[number, string, number]>(db, 'UPDATE carts SET placed_order_id = ?, updated_at = ? WHERE id = ?').run(
    order.id,
    now,
    input.cartId,
  );
  return order.token;
}

export function orderTokenById(db: Database, orderId: number): string {
  const row = cachedStatement<[number], { token: string }>(db, 'SELECT token FROM orders WHERE id = ?').get(orderId);
  if (!row) throw new Error(`Order ${orderId} is missing.`);
  return row.token;
}

export function orderTokenByCart(db: Database, cartToken: string): string | null {
  return (
    cachedStatement<[string], { token: string }>(
      db,
      'SELECT o.token FROM orders o JOIN carts c ON c.id = o.source_cart_id WHERE c.token = ?',
    ).get(cartToken)?.token ?? null
  );
}

/** The order confirmation the demo mailbox shows. */
export function sendConfirmation(ctx: ServerContext, customer: CustomerRow, token: string): void {
  const order = cachedStatement<[string], { number: number; total_minor: number; currency: string }>(
    ctx.db,
    'SELECT number, total_minor, currency FROM orders WHERE token = ?',
  ).get(token);
  if (!order) return;
  const body = `Hello ${customer.first_name},\n\nThank you for your order #${order.number} of ${formatMoney(order.currency, order.total_minor)}.\n`;
  ctx.mail.send(customer.email, `Order #${order.number} received`, body, []);
}
