import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/node';
import type { ExportLine } from '../csv/write-order-csv';
import { NOTE_NAMES, QUANTITY_NAMES, SKU_NAMES } from '../csv/column-names';

/** Column heads the import finds again by name (the first of each name list), title-cased as a spreadsheet shows them. */
const title = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
export const XLSX_HEADER = [SKU_NAMES[0].toUpperCase(), title(QUANTITY_NAMES[0]), 'Product', 'Variant', 'Unit price'] as const;
export const TEMPLATE_HEADER = [SKU_NAMES[0].toUpperCase(), title(QUANTITY_NAMES[0]), title(NOTE_NAMES[0])] as const;

const bold = (value: string): Cell => ({ value, type: String, fontWeight: 'bold' });

/**
 * A store's text as a text cell in the "@" (text) format: never a formula, whatever it starts
 * with ("=1+1" stays those characters), and a SKU like "00123" is not turned into a number.
 */
const text = (value: string): Cell => ({ value, type: String, format: '@' });

/**
 * The lines as an xlsx workbook of one sheet: SKU, quantity, product, variant and unit price, with
 * quantities and prices as real numbers. The quick order import reads it back to the same lines.
 */
export function writeOrderXlsx(lines: readonly ExportLine[]): Promise<Buffer> {
  const rows: SheetData = [
    XLSX_HEADER.map(bold),
    ...lines.map((line): Cell[] => [
      text(line.sku),
      { value: line.quantity, type: Number },
      text(line.product ?? ''),
      text(line.variant ?? ''),
      line.unit_price === undefined ? null : { value: line.unit_price, type: Number },
    ]),
  ];
  return writeXlsxFile(rows, { sheet: 'Order lines', columns: [{ width: 20 }, { width: 10 }, { width: 40 }, { width: 24 }, { width: 12 }], stickyRowsCount: 1 }).toBuffer();
}

/** An empty order list to fill in: SKU, Quantity and an optional Note, the SKU column kept as text. */
export function writeTemplateXlsx(): Promise<Buffer> {
  return writeXlsxFile([TEMPLATE_HEADER.map(bold)], { sheet: 'Order lines', columns: [{ width: 20 }, { width: 10 }, { width: 40 }], stickyRowsCount: 1 }).toBuffer();
}
