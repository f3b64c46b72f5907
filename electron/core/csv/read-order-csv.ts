import { unescapeCell } from './cell-escape';
import { guessDelimiter } from './guess-delimiter';
import { MAX_COLUMNS, MAX_ORDER_LINES, orderLinesFromRows, type ReadLines } from './order-rows';
import { parseCsv, type CsvRow } from './parse-csv';
import { CSV_HEADER } from './write-order-csv';
import { coreText } from '../language/core-text';

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
      return rows.length < MAX_ORDER_LINES + 2;
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
  const own = rows[0] !== undefined && isOwnHeader(rows[0].cells);
  // A hand-made file's SKUs are trimmed; this app's own export keeps a SKU's spaces in quotes.
  const read = orderLinesFromRows(rows, own ? unescapeCell : undefined);
  if (read.lines.length === 0) return read;
  return { lines: read.lines, problems: brokenQuotes.map((line) => coreText('import_open_quote', { line })) };
}
