import { z } from 'zod';
import type { ServerContext } from '../context';
import { orderBalance } from './order-balance';
import { financialStatusLabel, fulfillmentStatusLabel } from './order-labels';
import {
  attachmentsOf,
  enabledGateways,
  lineItemsOf,
  moneyMovedFor,
  shippingLinesOf,
  taxLinesOf,
  type AttachmentRow,
  type LineItemRow,
  type OrderRow,
} from './order-records';
import { toMajor } from './money';
import { shopRules } from './shop-rules';
import { orderAddress, type Attachment, type Order, type OrderAddress, type OrderLineItem } from '../wire/orders';

/** GET /_api/orders/{token}: the whole order as the detail screen shows it. */
export function orderJson(ctx: ServerContext, order: OrderRow): Order {
  const db = ctx.db;
  const moved = moneyMovedFor(db, order.id);
  const balance = orderBalance({
    total: order.total_minor,
    paid: moved.paid,
    refunded: moved.refunded,
    cancelled: order.cancelled_at !== null,
  });
  return {
    name: orderName(order.number),
    token: order.token,
    created_at: order.created_at,
    cancelled: order.cancelled_at !== null,
    cancelled_at: order.cancelled_at,
    cancel_reason: order.cancel_reason,
    currency: order.currency,
    email: order.email,
    line_items: lineItemsOf(db, order.id).map(lineItemJson),
    subtotal_price: toMajor(order.subtotal_minor),
    total_discount: toMajor(order.discount_minor),
    shipping_methods: shippingLinesOf(db, order.id).map((s) => ({ title: s.title, price: toMajor(s.price_minor) })),
    tax_lines: taxLinesOf(db, order.id).map((t) => ({ title: t.title, rate: t.rate, price: toMajor(t.price_minor) })),
    total_price: toMajor(order.total_minor),
    amount_due: toMajor(balance.amount_due),
    overpaid: toMajor(balance.overpaid),
    total_transaction_amount: toMajor(balance.total_transaction_amount),
    total_refund_amount: toMajor(balance.total_refund_amount),
    financial_status: order.financial_status,
    fulfillment_status: order.fulfillment_status,
    financial_status_label: financialStatusLabel(order.financial_status),
    fulfillment_status_label: fulfillmentStatusLabel(order.fulfillment_status),
    type: order.type,
    remark: order.remark,
    billing_address: parseAddress(order.billing_address),
    shipping_address: parseAddress(order.shipping_address),
    attachment: attachmentsOf(db, order.id).map((a) => attachmentJson(a, order.token)),
    gateways: shopRules(db).is_allow_payment ? enabledGateways(db) : [],
  };
}

export function orderName(number: number): string {
  return `#${number}`;
}

/**
 * `id` is the VARIANT id: the repeat-order dialog sends line items' ids to cart/create, which takes variant ids.
 * (Variants are never deleted here; a line whose variant is gone would get its own negative id, which
 * cart/create refuses.) `variant_id` and `line_id` are sent too for clarity.
 */
function lineItemJson(li: LineItemRow): OrderLineItem {
  const unit = li.price_after_discount_minor ?? li.price_minor;
  return {
    id: li.variant_id ?? -li.id,
    variant_id: li.variant_id,
    line_id: li.id,
    title: li.title,
    sku: li.sku,
    price: toMajor(li.price_minor),
    price_after_discount: li.price_after_discount_minor === null ? null : toMajor(li.price_after_discount_minor),
    quantity: li.quantity,
    subtotal_price: toMajor(unit * li.quantity),
    fulfillment:
      li.fulfilled_at === null
        ? null
        : {
            created_at: li.fulfilled_at,
            tracking_number: li.tracking_number,
            tracking_url: li.tracking_url,
            tracking_company: li.tracking_company,
          },
  };
}

export function attachmentUrl(id: number, orderToken: string): string {
  return `/_api/orders/attachment/${id}/download?order_token=${encodeURIComponent(orderToken)}`;
}

function attachmentJson(a: AttachmentRow, orderToken: string): Attachment {
  return { id: a.id, title: a.title, extension: a.extension, url: attachmentUrl(a.id, orderToken) };
}

const storedJson = z.string().transform((text, issue) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    issue.addIssue({ code: 'custom', message: 'not JSON' });
    return z.NEVER;
  }
});

/**
 * The snapshot as stored (order-insert writes it whole). A data dir kept from an earlier version may hold one
 * with a field missing: that field is sent empty rather than the whole address lost.
 */
const storedAddress = storedJson.pipe(
  z
    .object(orderAddress.partial().shape)
    .transform((address): OrderAddress => ({
      name: address.name ?? null,
      company: address.company ?? null,
      street: address.street ?? null,
      city: address.city ?? null,
      province: address.province ?? null,
      zip: address.zip ?? null,
      country: address.country ?? null,
      phone: address.phone ?? null,
    })),
);

function parseAddress(text: string | null): OrderAddress | null {
  if (text === null) return null;
  const parsed = storedAddress.safeParse(text);
  return parsed.success ? parsed.data : null;
}
