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

/** Orderable now, as the watch counts it: stock above 0, or stock not counted ('none'). */
export const inStockNow = (variant: { inventory_quantity: number; inventory_management: string }): boolean =>
  variant.inventory_management === 'none' || variant.inventory_quantity > 0;

/** The price change a buyer is told of by default: 5 %. */
export const DEFAULT_WATCH_THRESHOLD_PERCENT = 5;

/** The price change told by default is the setting's range: a whole percent from 1 to 100. */
export const WATCH_THRESHOLD_PERCENT = { min: 1, max: 100, default: DEFAULT_WATCH_THRESHOLD_PERCENT } as const;

/** A change as kept for the Workspace: when a refresh found it, and whether the buyer has seen it on the watch screen. */
export const watchEventSchema = z.object({
  id: z.number().int().positive(),
  at: z.string(),
  seen: z.boolean(),
  sku: z.string().nullable(),
  name: z.string(),
  change: watchChangeSchema,
});
export type WatchEvent = z.infer<typeof watchEventSchema>;

/** What the watch screen and the Workspace count read: the watched variants as last told, the recent changes (newest first), the count not seen. */
export const watchViewSchema = z.object({
  watched: z.array(watchedVariantSchema),
  changes: z.array(watchEventSchema),
  unseen: z.number().int().min(0),
});
export type WatchView = z.infer<typeof watchViewSchema>;

/**
 * A variant to watch, as the screen shows it; the catalogue kept on this computer has the last
 * word on its price and stock when it holds the variant. `in_stock` left out: as far as known, orderable.
 */
export const addWatchInputSchema = z.strictObject({
  variant_id: z.number().int().positive(),
  sku: z.string().max(255).nullable(),
  name: z.string().max(1000),
  unit_price: z.number().finite().min(0).max(1e12),
  in_stock: z.boolean().optional(),
});
export const removeWatchInputSchema = z.strictObject({ variant_id: z.number().int().positive() });
