import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './limits';

/** One line of a queued order as the buyer saw it when they queued it: what "what changed" compares with. */
export const queuedLineSchema = z.object({
  variant_id: z.number().int().positive(),
  sku: z.string().max(255).nullable(),
  name: z.string().max(1000),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  unit_price: z.number().finite().min(0),
  item_subtotal: z.number().finite().min(0),
  /** The unit price is the app's estimate (the tier the typed quantity reaches, as last seen), not the store's. */
  estimated: z.boolean().optional(),
});
export type QueuedLine = z.infer<typeof queuedLineSchema>;

const queuedFields = {
  lines: z.array(queuedLineSchema).min(1).max(5000),
  billing_address: z.object({ id: z.number().int().positive(), label: z.string().max(2000) }),
  /** The buyer's reference (PO number), saved as the order's remark once it is placed. */
  remark: z.string().max(255),
  currency: z.string().min(1).max(10),
  total_price: z.number().finite().min(0),
};

/**
 * An order the buyer chose to place while the store was out of reach, kept in their own database.
 * `sent`: Place order went out for `cart_token` and the store's answer was lost: the same check as a
 * lost Place order settles it, so it is never placed twice. A send the store refused leaves it
 * waiting, with the store's reason in `refusal`.
 */
export const queuedOrderSchema = z.object({
  id: z.number().int().positive(),
  queued_at: z.string(),
  state: z.enum(['waiting', 'sent']),
  cart_token: z.string().nullable(),
  /** The store's reason when it refused the last send of this order (it waits again); null when it has not refused it. */
  refusal: z.string().max(2000).nullable(),
  ...queuedFields,
});
export type QueuedOrder = z.infer<typeof queuedOrderSchema>;

export const outboxSchema = z.object({ orders: z.array(queuedOrderSchema) });
export const queueOrderInputSchema = z.strictObject(queuedFields);
export const updateQueuedInputSchema = z.strictObject({
  id: z.number().int().positive(),
  remark: z.string().max(255).optional(),
  /** New quantities by variant; 0 takes the line out (an order keeps at least one line). */
  quantities: z.array(z.strictObject({ variant_id: z.number().int().positive(), quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY) })).max(5000).optional(),
});
export const queuedIdInputSchema = z.strictObject({ id: z.number().int().positive() });
export const placeQueuedInputSchema = z.strictObject({ id: z.number().int().positive(), cart_token: z.string().min(1).max(255) });
