import { z } from 'zod';
import { productSchema, variantSchema } from './catalog';

/**
 * What crosses the bridge for quick order. These are the core's own answers, built
 * from products already read through the store schemas, so they reuse those shapes.
 */

/** The product a variant belongs to, as much as a quick-order row or a suggestion shows. */
const indexedProductSchema = productSchema.pick({
  id: true,
  handle: true,
  title: true,
  currency: true,
  featured_img: true,
  inventory_management: true,
  restriction_text: true,
});

/** One orderable variant of the catalogue index: enough to price, check and add a row. */
const indexEntrySchema = z.object({ product: indexedProductSchema, variant: variantSchema });
export type IndexEntry = z.infer<typeof indexEntrySchema>;

/**
 * The catalogue index of the store and customer of the moment. `empty`: never built; `building`:
 * a walk is running (`done` of `total` pages; `total` null until the first page answers);
 * `ready`: usable (it may be refreshing again: then `refreshing` is true); `failed`: the last walk
 * stopped (`message` says why) and any older copy is still used.
 */
export const indexStatusSchema = z.object({
  state: z.enum(['empty', 'building', 'ready', 'failed']),
  refreshing: z.boolean(),
  products: z.number(),
  variants: z.number(),
  /** ISO time of the last complete walk, null if none. */
  updated_at: z.string().nullable(),
  done: z.number(),
  total: z.number().nullable(),
  message: z.string().nullable(),
});
export type IndexStatus = z.infer<typeof indexStatusSchema>;

export const suggestInputSchema = z.strictObject({
  q: z.string().max(255),
  limit: z.number().int().min(1).max(50).optional(),
});
/** `ready` false: the index is not built yet and `items` is empty (the screen says so). */
export const suggestionsSchema = z.object({ ready: z.boolean(), items: z.array(indexEntrySchema) });

export const findSkusInputSchema = z.strictObject({
  skus: z.array(z.string().min(1).max(255)).min(1).max(5000),
  /**
   * Ask the store now rather than the kept catalogue (a repeat order's preview compares the
   * order's prices with today's); the kept catalogue answers when the store cannot.
   */
  fresh: z.boolean().optional(),
});
/**
 * One answer per SKU asked, in order; `entry` null when no variant has that SKU. Before the
 * index is ready the core asks the store (a search per SKU), so the answer is never a guess.
 */
export const foundSkusSchema = z.object({
  items: z.array(z.object({ sku: z.string(), entry: indexEntrySchema.nullable() })),
});
export type FoundSkus = z.infer<typeof foundSkusSchema>;

/** A line read from a CSV file: the raw SKU and quantity text; the screen checks them like pasted lines. */
const importedLineSchema = z.object({ line: z.number(), sku: z.string(), quantity: z.string() });
export type ImportedLine = z.infer<typeof importedLineSchema>;

/**
 * `file` null: the buyer cancelled the dialog. `problems`: file-level messages (too large,
 * unreadable, no SKU column). `sheet`: for a workbook, the sheet read and every sheet's name, so
 * the buyer can read another one.
 */
export const importedCsvSchema = z.object({
  file: z.object({ name: z.string() }).nullable(),
  lines: z.array(importedLineSchema),
  problems: z.array(z.string()),
  sheet: z.object({ name: z.string(), names: z.array(z.string()) }).optional(),
});
export type ImportedCsv = z.infer<typeof importedCsvSchema>;

export const exportLineSchema = z.strictObject({
  sku: z.string().max(255),
  quantity: z.number().int().min(0).max(1_000_000),
  product: z.string().max(1000).optional(),
  variant: z.string().max(1000).optional(),
  unit_price: z.number().optional(),
});
export const exportCsvInputSchema = z.strictObject({
  /** Suggested file name without folder, e.g. "cart.csv"; the save dialog has the last word. */
  name: z.string().min(1).max(120).regex(/^[^/\\]+\.csv$/i),
  lines: z.array(exportLineSchema).max(5000),
});
export const exportXlsxInputSchema = z.strictObject({
  /** Suggested file name without folder, e.g. "cart.xlsx". */
  name: z.string().min(1).max(120).regex(/^[^/\\]+\.xlsx$/i),
  lines: z.array(exportLineSchema).max(5000),
});
/** Another sheet of the workbook imported last (no dialog: the same file is read again). */
export const importSheetInputSchema = z.strictObject({ sheet: z.string().min(1).max(255) });
