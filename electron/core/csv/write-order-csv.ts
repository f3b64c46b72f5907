import type { z } from 'zod';
import type { exportLineSchema } from '../../../contract/schemas/quickOrder';
import { escapeCell, NEEDS_QUOTES } from './cell-escape';

export type ExportLine = z.infer<typeof exportLineSchema>;

export const CSV_HEADER = ['sku', 'quantity', 'product', 'variant', 'unit_price'] as const;

/**
 * A field in quotes when it holds a separator of any locale (comma, semicolon, tab, pipe), a line
 * break, a quote or spaces at either end, so it stays one cell wherever the file is opened.
 */
const field = (value: string) => (NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** A store's text as a cell a spreadsheet shows and never runs. */
const textField = (value: string) => field(escapeCell(value));

/**
 * The lines as a CSV file a spreadsheet opens as UTF-8 (a BOM first, CRLF line ends) and that
 * files:importCsv reads back to the same SKUs and quantities.
 */
export function writeOrderCsv(lines: readonly ExportLine[]): string {
  const rows = lines.map((line) =>
    [
      textField(line.sku),
      String(line.quantity),
      textField(line.product ?? ''),
      textField(line.variant ?? ''),
      line.unit_price === undefined ? '' : String(line.unit_price),
    ].join(','),
  );
  return `\uFEFF${[CSV_HEADER.join(','), ...rows].join('\r\n')}\r\n`;
}
