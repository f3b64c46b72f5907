import type { ImportedLine } from '../../../contract/schemas/quickOrder';
import { columnsOf } from './column-names';
import { coreText } from '../language/core-text';

/** More lines than a quick order screen can sensibly show and check at once. */
export const MAX_ORDER_LINES = 5000;

/** Columns past this are not looked at: no list of order lines has that many. */
export const MAX_COLUMNS = 200;

export interface ReadLines {
  lines: ImportedLine[];
  problems: string[];
}

/** A row of a file that holds anything: where it is in the file (1-based) and its cells as text. */
export interface FileRow {
  line: number;
  cells: string[];
}

/**
 * Order lines from the filled rows of a CSV file or a sheet: a header row (named in any of the
 * app's languages) says which columns hold SKU and quantity, or there is none and they are the
 * first two. SKU and quantity are kept as written; the screen checks them like pasted lines.
 */
export function orderLinesFromRows(rows: readonly FileRow[], skuOf: (cell: string) => string = (cell) => cell.trim()): ReadLines {
  const [first] = rows;
  if (!first) return { lines: [], problems: [coreText('import_empty')] };
  const columns = columnsOf(first.cells);
  if (typeof columns === 'string') return { lines: [], problems: [columns] };
  const body = columns.header ? rows.slice(1) : rows;
  if (body.length === 0) return { lines: [], problems: [coreText('import_no_lines')] };
  if (body.length > MAX_ORDER_LINES) {
    return { lines: [], problems: [coreText('import_too_many_lines', { max: MAX_ORDER_LINES })] };
  }
  const lines = body.map((row) => ({ line: row.line, sku: skuOf(row.cells[columns.sku] ?? ''), quantity: (row.cells[columns.quantity] ?? '').trim() }));
  return { lines, problems: [] };
}
