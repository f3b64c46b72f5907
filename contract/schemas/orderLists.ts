import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './limits';

/** A list holds at most this many lines: a whole week's ordering, several times over. */
export const MAX_LIST_LINES = 1000;

/** One line of an order list: the variant, and its name and unit price when the line was saved (what "what changed" compares with). */
export const orderListLineSchema = z.object({
  variant_id: z.number().int().positive(),
  sku: z.string().max(255).nullable(),
  name: z.string().max(1000),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  unit_price: z.number().finite().min(0),
});
export type OrderListLine = z.infer<typeof orderListLineSchema>;

const listName = z.string().trim().min(1).max(120);
const lines = z.array(orderListLineSchema).max(MAX_LIST_LINES);
const listId = z.number().int().positive();

/** An order list of one buyer of one store, kept in their own database. */
export const orderListSchema = z.object({
  id: listId,
  name: z.string(),
  currency: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  lines,
});
export type OrderList = z.infer<typeof orderListSchema>;

export const orderListsSchema = z.object({ lists: z.array(orderListSchema) });
export const createOrderListInputSchema = z.strictObject({ name: listName, currency: z.string().min(1).max(10), lines });
/** A rename, or the lines as they now are (reordered, quantities edited, lines taken out), or both. */
export const updateOrderListInputSchema = z.strictObject({ id: listId, name: listName.optional(), lines: lines.optional() });
export const orderListIdInputSchema = z.strictObject({ id: listId });
