import { z } from 'zod';
import { count, date, flag, id, money, orderNumber, text } from './common';
import { arrayOf, envelope } from './shapes';
import { isRecord } from './storeErrors';

export const orderListItemSchema = z.object({
  token: text,
  order_number: orderNumber,
  processed_at: date,
  financial_status: text,
  fulfillment_status: text,
  total_price: money,
  currency: z.string(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

const fulfillmentSchema = z.object({
  created_at: date,
  tracking_number: text.nullable().default(null),
  tracking_url: z.string().nullable().default(null),
  tracking_company: z.string().nullable().default(null),
});

export const orderLineItemSchema = z.object({
  id,
  /** The variant ordered, so a repeat order can put the same lines back in the cart. */
  variant_id: id.nullable().default(null),
  title: text,
  sku: text.nullable().default(null),
  price: money,
  price_after_discount: money.nullable().default(null),
  quantity: count,
  subtotal_price: money,
  fulfillment: fulfillmentSchema.nullable().default(null),
});

const orderAddressSchema = z.object({
  name: text.nullable().default(null),
  company: text.nullable().default(null),
  street: text.nullable().default(null),
  city: text.nullable().default(null),
  province: text.nullable().default(null),
  zip: text.nullable().default(null),
  country: text.nullable().default(null),
  phone: text.nullable().default(null),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

const attachmentSchema = z.object({ id, title: text, extension: z.string(), url: z.string() });
export type Attachment = z.infer<typeof attachmentSchema>;

/** 'Partially paid' -> 'partially_paid': the status code the screens key on, from the spec's label. */
const codeOf = (label: string) => label.trim().toLowerCase().replace(/[\s-]+/g, '_');

const orderFields = z.object({
  name: orderNumber,
  token: text,
  created_at: date,
  cancelled: flag,
  cancelled_at: date.nullable().default(null),
  cancel_reason: z.string().nullable().default(null),
  currency: z.string(),
  email: z.string().nullable().default(null),
  line_items: arrayOf(orderLineItemSchema),
  subtotal_price: money,
  total_discount: money.default(0),
  shipping_methods: arrayOf(z.object({ title: text, price: money })),
  tax_lines: arrayOf(z.object({ title: text, rate: money, price: money })),
  total_price: money,
  amount_due: money.default(0),
  overpaid: money.default(0),
  total_transaction_amount: money.default(0),
  total_refund_amount: money.default(0),
  // The store API promises the labels; the raw codes are extra and may be missing.
  financial_status: text.nullable().default(null),
  fulfillment_status: text.nullable().default(null),
  financial_status_label: text.nullable().default(null),
  fulfillment_status_label: text.nullable().default(null),
  type: z.string().nullable().default(null),
  remark: z.string().nullable().default(null),
  billing_address: orderAddressSchema.nullable().default(null),
  shipping_address: orderAddressSchema.nullable().default(null),
  attachment: arrayOf(attachmentSchema),
  gateways: arrayOf(z.object({ title: text, body_html: z.string() })),
});

/** Each status as a code (from the label when only the label came) and a label ('' lets the screen word the code). */
export const orderSchema = orderFields.transform((order) => ({
  ...order,
  financial_status: order.financial_status ?? codeOf(order.financial_status_label ?? ''),
  fulfillment_status: order.fulfillment_status ?? codeOf(order.fulfillment_status_label ?? ''),
  financial_status_label: order.financial_status_label ?? '',
  fulfillment_status_label: order.fulfillment_status_label ?? '',
}));
export type Order = z.infer<typeof orderSchema>;

/** GET /_api/orders/{token}: `{ order }` or bare. */
export const orderResponseSchema = envelope('order', orderSchema);

/**
 * POST /_api/orders/attachment: `{ id }`, `{ attachment: { id } }` or the bare id. An answer with
 * no usable id and no error reads as `id: null`: the store API words that case itself (system_error).
 */
export const attachmentCreatedSchema = z.preprocess(
  (body) => (isRecord(body) ? body : { id: body }),
  envelope('attachment', z.object({ id: id.nullable().catch(null) })).transform((b) => b.attachment),
);
