import { z } from 'zod';
import { ALT_SCALARS, DEFAULT_SCALARS, altObject, done, noBody, type Scalars, type Wire } from './scalars';
import { queryInt, token } from './request';

/** GET /_api/orders/{token}, the remark, and an order's attachments (upload, download, remove). */

// Requests

export const remarkRequest = z.object({
  order_token: token,
  // Laravel's TrimStrings + ConvertEmptyStringsToNull: an emptied remark is cleared.
  remark: z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), z.string().max(2000).nullable().default(null)),
});

const attachmentId = queryInt(1, Number.MAX_SAFE_INTEGER);
/** GET /_api/orders/attachment/{id}/download?order_token= */
export const attachmentDownloadQuery = z.object({ order_token: token });
export const attachmentDownloadParams = z.object({ id: attachmentId });
/** DELETE /_api/orders/attachment?id=&order_token= */
export const attachmentDeleteQuery = z.object({ order_token: token, id: attachmentId });

/**
 * POST /_api/orders/attachment is multipart, in any order: `file`, `order_token`, `file_title` (the file's name
 * without its extension when empty). Read part by part as it streams, so there is no schema for the whole.
 */
export interface AttachmentUploadFields {
  order_token?: string;
  file_title?: string;
}

// Answers

/** The store API's "Order address": a snapshot taken when the order was placed; the order page hides empty fields. */
export const orderAddress = z.strictObject({
  name: z.string().nullable(),
  company: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
});
export type OrderAddress = z.output<typeof orderAddress>;

/** Delivered to the shipping address, or collected (the order page then heads the address "pickup location"). */
export const orderType = z.enum(['shipping', 'pickup']);
export type OrderType = z.output<typeof orderType>;

function fulfillment<S extends Scalars>(s: S) {
  return z.strictObject({
    created_at: s.orderDate,
    tracking_number: z.string().nullable(),
    tracking_url: z.string().nullable(),
    tracking_company: z.string().nullable(),
  });
}

/**
 * The store API's "Order line item". `id` is the VARIANT id, since repeat order sends line items' ids to cart/create (a
 * line whose variant is gone has its own negative id, which cart/create refuses); `variant_id` and `line_id`
 * are sent too for clarity.
 */
function lineItem<S extends Scalars>(s: S) {
  return z.strictObject({
    id: s.count,
    variant_id: z.nullable(s.count),
    line_id: s.count,
    title: z.string(),
    sku: z.string().nullable(),
    price: s.money,
    price_after_discount: z.nullable(s.money),
    quantity: s.count,
    subtotal_price: s.money,
    fulfillment: z.nullable(fulfillment(s)),
  });
}

/** The store API's "Attachment"; `url` is the download path, for the owner only. */
function attachment<S extends Scalars>(s: S) {
  return z.strictObject({ id: s.count, title: z.string(), extension: z.string(), url: z.string() });
}

/** The store API's "Order". The alt store leaves out the fields the store API does not list: `email` and the raw statuses (labels stay). */
function orderFields<S extends Scalars>(s: S) {
  return {
    /** "#1042" in both dialects. */
    name: z.string(),
    token: z.string(),
    created_at: s.orderDate,
    cancelled: s.wordFlag,
    cancelled_at: z.nullable(s.orderDate),
    cancel_reason: z.string().nullable(),
    currency: z.string(),
    line_items: z.array(lineItem(s)),
    subtotal_price: s.money,
    total_discount: s.money,
    shipping_methods: z.array(z.strictObject({ title: z.string(), price: s.money })),
    /** `rate` is a fraction (0.06 is shown as 6%). */
    tax_lines: z.array(z.strictObject({ title: z.string(), rate: s.money, price: s.money })),
    total_price: s.money,
    amount_due: s.money,
    overpaid: s.money,
    total_transaction_amount: s.money,
    total_refund_amount: s.money,
    financial_status_label: z.string(),
    fulfillment_status_label: z.string(),
    type: orderType,
    remark: z.string().nullable(),
    billing_address: orderAddress.nullable(),
    shipping_address: orderAddress.nullable(),
    attachment: z.array(attachment(s)),
    /** Only while the shop allows payment. */
    gateways: z.array(z.strictObject({ title: z.string(), body_html: z.string() })),
  };
}

const orderDefault = z.strictObject({
  ...orderFields(DEFAULT_SCALARS),
  email: z.string().nullable(),
  financial_status: z.string(),
  fulfillment_status: z.string(),
});

/** `{ order }`, or the bare order. */
export const orderAnswer = {
  default: z.strictObject({ order: orderDefault }),
  alt: altObject(orderFields(ALT_SCALARS)),
};
export type Order = z.output<typeof orderDefault>;
export type OrderLineItem = Order['line_items'][number];
export type Attachment = Order['attachment'][number];
export type OrderAnswer = Wire<typeof orderAnswer>;

/** PUT /_api/orders/update_remark: "done"; the alt store answers the bare `true` ("success true or 1"). */
export const remarkSavedAnswer = { default: done, alt: z.literal(true) };
export type RemarkSavedAnswer = Wire<typeof remarkSavedAnswer>;

/** POST /_api/orders/attachment: the new attachment's id ("id or error"). */
export const attachmentCreatedAnswer = {
  default: z.strictObject({ id: DEFAULT_SCALARS.count }),
  alt: altObject({ id: ALT_SCALARS.count }),
};
export type AttachmentCreatedAnswer = Wire<typeof attachmentCreatedAnswer>;

/** DELETE /_api/orders/attachment: "done", or 204 with no body in the alt store. */
export const attachmentDeletedAnswer = { default: done, alt: noBody };
export type AttachmentDeletedAnswer = Wire<typeof attachmentDeletedAnswer>;
