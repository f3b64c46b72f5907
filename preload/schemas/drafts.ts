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
