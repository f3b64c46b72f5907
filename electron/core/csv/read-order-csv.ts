import type { ImportedLine } from '../../../preload/schemas/quickOrder';
import { unescapeCell } from './cell-escape';
import { guessDelimiter } from './guess-delimiter';
import { parseCsv, type CsvRow } from './parse-csv';
import { CSV_HEADER } from './write-order-csv';

/** More lines than a quick order screen can sensibly show and check at once. */
const MAX_CSV_LINES = 5000;

export interface ReadLines {
  lines: ImportedLine[];
  problems: string[];
}

const SKU_NAMES = new Set(['sku', 'skus', 'item', 'item code', 'item no', 'item number', 'code', 'product code', 'part number', 'part no', 'article']);
const QUANTITY_NAMES = new Set(['qty', 'quantity', 'quantities', 'qty ordered', 'order qty', 'pcs', 'units']);

/** Columns past this are not looked at: no list of order lines has that many. */
const MAX_COLUMNS = 200;

/** "Item No." and "QTY:" read as "item no" and "qty"; a long cell is no column name. */
const headerName = (cell: string) =>
  cell.length > 64
    ? ''
    : cell
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

/** Excel writes "sep=;" as a first line to name the delimiter. */
function delimiterLine(text: string): { delimiter: string; rest: string } | null {
  const match = /^sep=(.)\r?\n/i.exec(text);
  return match ? { delimiter: match[1]!, rest: text.slice(match[0].length) } : null;
}

/**
 * The rows of the text that hold anything, up to a header and one line past the limit: reading
 * stops there, so a huge file costs no more than one just over the limit.
 */
function filledRows(text: string, delimiter: string, lineOffset: number) {
  const rows: CsvRow[] = [];
  const brokenQuotes: number[] = [];
  parseCsv(text, delimiter, {
    maxCells: MAX_COLUMNS,
    onRow: (row) => {
      if (row.cells.some((cell) => cell.trim() !== '')) rows.push({ line: row.line + lineOffset, cells: row.cells });
      return rows.length < MAX_CSV_LINES + 2;
    },
    onBrokenQuote: (line) => {
      if (brokenQuotes.length < 3) brokenQuotes.push(line + lineOffset);
    },
  });
  return { rows, brokenQuotes };
}

/** A file this app exported: its cells are taken exactly, with the formula escape undone. */
const isOwnHeader = (cells: readonly string[]) => cells.length === CSV_HEADER.length && CSV_HEADER.every((name, i) => cells[i] === name);

/**
 * Order lines from the text of a CSV file: comma, semicolon, tab or pipe separated (detected),
 * with or without a header row, a BOM ignored. SKU and quantity are kept as typed (the screen
 * checks them like pasted lines); `line` is the line number in the file. Reading takes time in
 * proportion to the text, whatever it holds.
 */
export function readOrderCsv(source: string): ReadLines {
  let text = source.replace(/^\uFEFF/, '');
  let lineOffset = 0;
  const sep = delimiterLine(text);
  if (sep) {
    text = sep.rest;
    lineOffset = 1;
  }
  const { rows, brokenQuotes } = filledRows(text, sep?.delimiter ?? guessDelimiter(text), lineOffset);
  const [first] = rows;
  if (!first) return { lines: [], problems: ['The file is empty.'] };

  const own = isOwnHeader(first.cells);
  const columns = columnsOf(first.cells.map((cell) => cell.trim()));
  if (typeof columns === 'string') return { lines: [], problems: [columns] };
  const body = columns.header ? rows.slice(1) : rows;
  if (body.length === 0) return { lines: [], problems: ['The file has no order lines.'] };
  if (body.length > MAX_CSV_LINES) {
    return { lines: [], problems: ['The file has more than 5,000 lines; at most 5,000 can be imported at once. Split it into smaller files.'] };
  }

  // A hand-made file's SKUs are trimmed; this app's own export keeps a SKU's spaces in quotes.
  const skuOf = (row: CsvRow) => {
    const value = row.cells[columns.sku] ?? '';
    return own ? unescapeCell(value) : value.trim();
  };
  const lines = body.map((row) => ({ line: row.line, sku: skuOf(row), quantity: (row.cells[columns.quantity] ?? '').trim() }));
  return { lines, problems: brokenQuotes.map((line) => `Line ${line}: a quote is not closed, so that line may be read wrongly.`) };
}
