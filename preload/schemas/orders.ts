import { z } from 'zod';
import { count, flag, money } from './common';

export const financialStatus = z.enum(['unpaid', 'pending', 'partially_paid', 'paid', 'refunded', 'cancelled', 'authorized', 'archived', 'deleted']);
export const fulfillmentStatus = z.enum(['unfulfill', 'unfulfilled', 'partially_fulfilled', 'fulfilled', 'restocked', 'archived', 'deleted']);

export const orderListItemSchema = z.object({
  token: z.string(),
  order_number: z.string(),
  processed_at: z.string(),
  financial_status: z.string(),
  fulfillment_status: z.string(),
  total_price: money,
  currency: z.string(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const fulfillmentSchema = z.object({
  created_at: z.string(),
  tracking_number: z.string().nullable().default(null),
  tracking_url: z.string().nullable().default(null),
  tracking_company: z.string().nullable().default(null),
});

export const orderLineItemSchema = z.object({
  id: count,
  /** The variant ordered, so a repeat order can put the same lines back in the cart. */
  variant_id: count.nullable().default(null),
  title: z.string(),
  sku: z.string().nullable().default(null),
  price: money,
  price_after_discount: money.nullable().default(null),
  quantity: count,
  subtotal_price: money,
  fulfillment: fulfillmentSchema.nullable().default(null),
});

export const orderAddressSchema = z.object({
  name: z.string().nullable().default(null),
  company: z.string().nullable().default(null),
  street: z.string().nullable().default(null),
  city: z.string().nullable().default(null),
  province: z.string().nullable().default(null),
  zip: z.string().nullable().default(null),
  country: z.string().nullable().default(null),
  phone: z.string().nullable().default(null),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const attachmentSchema = z.object({ id: count, title: z.string(), extension: z.string(), url: z.string() });
export type Attachment = z.infer<typeof attachmentSchema>;

export const orderSchema = z.object({
  name: z.string(),
  token: z.string(),
  created_at: z.string(),
  cancelled: flag,
  cancelled_at: z.string().nullable().default(null),
  cancel_reason: z.string().nullable().default(null),
  currency: z.string(),
  email: z.string().nullable().default(null),
  line_items: z.array(orderLineItemSchema),
  subtotal_price: money,
  total_discount: money.default(0),
  shipping_methods: z.array(z.object({ title: z.string(), price: money })).default([]),
  tax_lines: z.array(z.object({ title: z.string(), rate: money, price: money })).default([]),
  total_price: money,
  amount_due: money.default(0),
  overpaid: money.default(0),
  total_transaction_amount: money.default(0),
  total_refund_amount: money.default(0),
  financial_status: z.string(),
  fulfillment_status: z.string(),
  financial_status_label: z.string(),
  fulfillment_status_label: z.string(),
  type: z.string().nullable().default(null),
  remark: z.string().nullable().default(null),
  billing_address: orderAddressSchema.nullable().default(null),
  shipping_address: orderAddressSchema.nullable().default(null),
  attachment: z.array(attachmentSchema).default([]),
  gateways: z.array(z.object({ title: z.string(), body_html: z.string() })).default([]),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ order: orderSchema });
export const attachmentCreatedSchema = z.object({ id: count });
