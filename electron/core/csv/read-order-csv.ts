import Papa from 'papaparse';
import type { ImportedLine } from '../../../preload/schemas/quickOrder';
import { unescapeCell } from './cell-escape';

/** More lines than a quick order screen can sensibly show and check at once. */
const MAX_CSV_LINES = 5000;

export interface ReadLines {
  lines: ImportedLine[];
  problems: string[];
}

const SKU_NAMES = new Set(['sku', 'skus', 'item', 'item code', 'item no', 'item number', 'code', 'product code', 'part number', 'part no', 'article']);
const QUANTITY_NAMES = new Set(['qty', 'quantity', 'quantities', 'qty ordered', 'order qty', 'pcs', 'units']);

/** "Item No." and "QTY:" read as "item no" and "qty". */
const headerName = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

interface Columns {
  sku: number;
  quantity: number;
  /** The first row named the columns: it is not an order line. */
  header: boolean;
}

/** A first row naming a SKU or a quantity column is a header; without one the columns are SKU, quantity. */
function columnsOf(first: string[]): Columns | string {
  const names = first.map(headerName);
  const sku = names.findIndex((name) => SKU_NAMES.has(name));
  const quantity = names.findIndex((name) => QUANTITY_NAMES.has(name));
  if (sku < 0 && quantity < 0) return { sku: 0, quantity: 1, header: false };
  if (sku < 0) return 'The file has a header row but no SKU column. Name it "sku" (or "item" or "code").';
  if (quantity < 0) return 'The file has a header row but no quantity column. Name it "qty" or "quantity".';
  return { sku, quantity, header: true };
}

/**
 * Papa's own guess counts blank lines as one-column rows, so a short file with a trailing blank
 * line looks like a one-column comma file: the guess is made on the first non-blank rows alone.
 */
function guessDelimiter(text: string): string {
  const preview = Papa.parse<string[]>(text, { delimitersToGuess: [',', ';', '\t', '|'], skipEmptyLines: 'greedy', preview: 20 });
  return preview.meta.delimiter || ',';
}

/** Excel writes "sep=;" as a first line to name the delimiter. */
function delimiterLine(text: string): { delimiter: string; rest: string } | null {
  const match = /^sep=(.)\r?\n/i.exec(text);
  return match ? { delimiter: match[1]!, rest: text.slice(match[0].length) } : null;
}

/**
 * Order lines from the text of a CSV file: comma, semicolon, tab or pipe separated (detected),
 * with or without a header row, a UTF-8 BOM ignored. SKU and quantity are kept as typed (the
 * screen checks them like pasted lines); `line` is the line number in the file.
 */
export function readOrderCsv(source: string): ReadLines {
  let text = source.replace(/^\uFEFF/, '');
  let lineOffset = 0;
  const sep = delimiterLine(text);
  if (sep) {
    text = sep.rest;
    lineOffset = 1;
  }
  const parsed = Papa.parse<string[]>(text, { delimiter: sep?.delimiter ?? guessDelimiter(text), skipEmptyLines: false });
  const rows = parsed.data.map((row, index) => ({ line: index + 1 + lineOffset, cells: row.map((cell) => cell.trim()) }));
  const filled = rows.filter((row) => row.cells.some((cell) => cell !== ''));
  const [first] = filled;
  if (!first) return { lines: [], problems: ['The file is empty.'] };

  const columns = columnsOf(first.cells);
  if (typeof columns === 'string') return { lines: [], problems: [columns] };
  const body = columns.header ? filled.slice(1) : filled;
  if (body.length === 0) return { lines: [], problems: ['The file has no order lines.'] };
  if (body.length > MAX_CSV_LINES) {
    const count = body.length.toLocaleString('en-US');
    return { lines: [], problems: [`The file has ${count} lines; at most 5,000 can be imported at once. Split it into smaller files.`] };
  }

  const lines = body.map((row) => ({
    line: row.line,
    sku: unescapeCell(row.cells[columns.sku] ?? ''),
    quantity: row.cells[columns.quantity] ?? '',
  }));
  return { lines, problems: quoteProblems(parsed.errors, lineOffset) };
}

/** A broken quote still gives lines, but the buyer should know where to look. */
function quoteProblems(errors: Papa.ParseError[], lineOffset: number): string[] {
  return errors
    .filter((error) => error.type === 'Quotes')
    .slice(0, 3)
    .map((error) => `Line ${(error.row ?? 0) + 1 + lineOffset}: a quote is not closed, so that line may be read wrongly.`);
}
