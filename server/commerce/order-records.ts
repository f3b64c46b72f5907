import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../db/statements';
import type { OrderType } from '../wire/orders';

/** The columns an order is written with and read back as they were (order-insert writes them). */
export interface OrderColumns {
  customer_id: number;
  email: string | null;
  created_at: string;
  cancelled_at: string | null;
  cancel_reason: string | null;
  currency: string;
  remark: string | null;
  financial_status: string;
  fulfillment_status: string;
  subtotal_minor: number;
  discount_minor: number;
  total_minor: number;
}

/** Orders and what hangs off them, as stored. */
export interface OrderRow extends OrderColumns {
  id: number;
  token: string;
  number: number;
  type: OrderType;
  billing_address: string | null;
  shipping_address: string | null;
}

/** A line item's own columns, as written and as read back. */
export interface LineItemColumns {
  variant_id: number | null;
  title: string;
  sku: string | null;
  price_minor: number;
  price_after_discount_minor: number | null;
  quantity: number;
}

export interface LineItemRow extends LineItemColumns {
  id: number;
  fulfilled_at: string | null;
  tracking_number: string | null;
  tracking_url: string | null;
  tracking_company: string | null;
}

export interface AttachmentRow {
  id: number;
  order_id: number;
  title: string;
  extension: string;
  stored_name: string;
  size: number;
  mime: string;
}

const ORDER_COLUMNS = `id, customer_id, token, number, email, created_at, cancelled_at, cancel_reason, currency, type, remark,
  financial_status, fulfillment_status, subtotal_minor, discount_minor, total_minor, billing_address, shipping_address`;

/** The customer's order by token; another customer's order is as good as missing. */
export function ownOrder(db: Database, customerId: number, token: string): OrderRow | null {
  return (
    cachedStatement<[string, number], OrderRow>(db, `SELECT ${ORDER_COLUMNS} FROM orders WHERE token = ? AND customer_id = ?`).get(
      token,
      customerId,
    ) ?? null
  );
}

export function ordersOf(db: Database, customerId: number): OrderRow[] {
  return cachedStatement<[number], OrderRow>(
    db,
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE customer_id = ? ORDER BY created_at DESC, id DESC`,
  ).all(customerId);
}

export function lineItemsOf(db: Database, orderId: number): LineItemRow[] {
  return cachedStatement<[number], LineItemRow>(
    db,
    `SELECT li.id, li.variant_id, li.title, li.sku, li.price_minor, li.price_after_discount_minor, li.quantity,
       f.created_at AS fulfilled_at, f.tracking_number, f.tracking_url, f.tracking_company
     FROM order_line_items li LEFT JOIN order_fulfillments f ON f.id = li.fulfillment_id
     WHERE li.order_id = ? ORDER BY li.id`,
  ).all(orderId);
}

export function shippingLinesOf(db: Database, orderId: number): { title: string; price_minor: number }[] {
  return cachedStatement<[number], { title: string; price_minor: number }>(
    db,
    'SELECT title, price_minor FROM order_shipping_lines WHERE order_id = ? ORDER BY id',
  ).all(orderId);
}

export function taxLinesOf(db: Database, orderId: number): { title: string; rate: number; price_minor: number }[] {
  return cachedStatement<[number], { title: string; rate: number; price_minor: number }>(
    db,
    'SELECT title, rate, price_minor FROM order_tax_lines WHERE order_id = ? ORDER BY id',
  ).all(orderId);
}

/** Captured payments (successful sales) and refunds, in minor units. */
export function moneyMovedFor(db: Database, orderId: number): { paid: number; refunded: number } {
  const paid = cachedStatement<[number], { n: number }>(
    db,
    `SELECT COALESCE(SUM(amount_minor), 0) AS n FROM order_transactions WHERE order_id = ? AND kind = 'sale' AND status = 'success'`,
  ).get(orderId)?.n;
  const refunded = cachedStatement<[number], { n: number }>(
    db,
    'SELECT COALESCE(SUM(amount_minor), 0) AS n FROM order_refunds WHERE order_id = ?',
  ).get(orderId)?.n;
  return { paid: paid ?? 0, refunded: refunded ?? 0 };
}

export function attachmentsOf(db: Database, orderId: number): AttachmentRow[] {
  return cachedStatement<[number], AttachmentRow>(
    db,
    'SELECT id, order_id, title, extension, stored_name, size, mime FROM order_attachments WHERE order_id = ? ORDER BY id',
  ).all(orderId);
}

export function enabledGateways(db: Database): { title: string; body_html: string }[] {
  return cachedStatement<[], { title: string; body_html: string }>(
    db,
    'SELECT title, body_html FROM gateways WHERE is_enabled = 1 ORDER BY position, id',
  ).all();
}
