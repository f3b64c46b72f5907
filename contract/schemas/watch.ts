import { z } from 'zod';

/** A watched variant as the buyer last heard of it: the price and stock a change is measured from. */
export const watchedVariantSchema = z.object({
  variant_id: z.number().int().positive(),
  sku: z.string().nullable(),
  name: z.string(),
  unit_price: z.number().finite().min(0),
  /** Orderable now: stock above 0, or stock not counted. */
  in_stock: z.boolean(),
});
export type WatchedVariant = z.infer<typeof watchedVariantSchema>;

/** What the buyer is told once: back in stock, the price past the threshold either way, gone from the catalogue. */
export const watchChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('back_in_stock'), variant_id: z.number().int().positive() }),
  z.object({ kind: z.enum(['price_down', 'price_up']), variant_id: z.number().int().positive(), from: z.number(), to: z.number(), percent: z.number() }),
  z.object({ kind: z.literal('gone'), variant_id: z.number().int().positive() }),
]);
export type WatchChange = z.infer<typeof watchChangeSchema>;

/** The price change a buyer is told of by default: 5 %. */
export const DEFAULT_WATCH_THRESHOLD_PERCENT = 5;
