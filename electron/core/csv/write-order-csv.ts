import Papa from 'papaparse';
import type { z } from 'zod';
import type { exportLineSchema } from '../../../preload/schemas/quickOrder';
import { escapeCell } from './cell-escape';

export type ExportLine = z.infer<typeof exportLineSchema>;

const CSV_HEADER = ['sku', 'quantity', 'product', 'variant', 'unit_price'] as const;

/**
 * The lines as a CSV file a spreadsheet opens as UTF-8 (a BOM first, CRLF line ends) and that
 * files:importCsv reads back to the same SKUs and quantities.
 */
export function writeOrderCsv(lines: readonly ExportLine[]): string {
  const data = lines.map((line) => [
    escapeCell(line.sku),
    String(line.quantity),
    escapeCell(line.product ?? ''),
    escapeCell(line.variant ?? ''),
    line.unit_price === undefined ? '' : String(line.unit_price),
  ]);
  return `\uFEFF${Papa.unparse({ fields: [...CSV_HEADER], data }, { newline: '\r\n' })}\r\n`;
}
