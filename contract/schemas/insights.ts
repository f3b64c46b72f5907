import { z } from 'zod';

/** A cell is text or a number, said so, so a number a spreadsheet adds up never arrives as text. */
const cell = z.union([z.strictObject({ text: z.string().max(1000) }), z.strictObject({ number: z.number().finite() })]);

/** One sheet of a spreadsheet export: a title (Excel allows 31 characters), column heads, rows of text and numbers. */
const sheetSchema = z.strictObject({
  title: z.string().min(1).max(31),
  columns: z.array(z.string().max(100)).min(1).max(20),
  rows: z.array(z.array(cell).max(20)).max(5000),
});

export const exportSheetsInputSchema = z.strictObject({
  /** Suggested file name without folder, e.g. "insights.xlsx"; the save dialog has the last word. */
  name: z.string().min(1).max(120).regex(/^[^/\\]+\.xlsx$/i),
  sheets: z.array(sheetSchema).min(1).max(10),
});
export type ExportSheetsInput = z.infer<typeof exportSheetsInputSchema>;
