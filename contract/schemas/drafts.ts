import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './limits';

/**
 * Durable cart drafts: quantities typed but not sent, kept by the core per store,
 * customer and scope. A scope names where they were typed: `cart:<token>` or `product:<handle>`.
 */
const draftScopeSchema = z.string().regex(/^(cart|product):[^\s]{1,255}$/, 'Not a draft scope.');

const quantity = z.number().int().min(0).max(MAX_LINE_QUANTITY);

/** One line: what the buyer typed (null = emptied) and what the store had when they typed it. */
const draftEntrySchema = z.strictObject({
  variant_id: z.number().int().positive(),
  quantity: quantity.nullable(),
  base: quantity.nullable(),
});
export type DraftEntry = z.infer<typeof draftEntrySchema>;

/** A cart has at most 5,000 lines (the cart calls' own bound). */
const MAX_DRAFT_ENTRIES = 5_000;

export const draftSchema = z.object({
  scope: draftScopeSchema,
  entries: z.array(draftEntrySchema).max(MAX_DRAFT_ENTRIES),
  saved_at: z.iso.datetime(),
});
export type Draft = z.infer<typeof draftSchema>;

export const draftsSchema = z.object({ drafts: z.array(draftSchema) });

/** No entries removes the scope's draft. */
export const saveDraftInputSchema = z.strictObject({
  scope: draftScopeSchema,
  entries: z.array(draftEntrySchema).max(MAX_DRAFT_ENTRIES),
});

/** Without a scope, every draft of the customer of the moment goes. */
export const discardDraftInputSchema = z.strictObject({ scope: draftScopeSchema.optional() });

/**
 * What a form holds that is not yet sent, kept the same way: the quick order's lines as typed, and
 * the billing address chosen for the cart. One per form per buyer; `null` clears it.
 */
const formNameSchema = z.enum(['quick_order', 'billing_address']);
export const formDraftSchema = z.discriminatedUnion('form', [
  z.strictObject({
    form: z.literal('quick_order'),
    lines: z.array(z.strictObject({ sku: z.string().max(255), quantity: z.string().max(7) })).max(MAX_DRAFT_ENTRIES),
  }),
  z.strictObject({ form: z.literal('billing_address'), address_id: z.number().int().positive() }),
]);
export type FormDraft = z.infer<typeof formDraftSchema>;
export const getFormDraftInputSchema = z.strictObject({ form: formNameSchema });
export const saveFormDraftInputSchema = z.union([formDraftSchema, z.strictObject({ form: formNameSchema, clear: z.literal(true) })]);
