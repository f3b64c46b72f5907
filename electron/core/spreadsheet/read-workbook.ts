import { readSheet } from 'read-excel-file/node';
import type { ImportedCsv } from '../../../contract/schemas/quickOrder';
import { MAX_COLUMNS, MAX_ORDER_LINES, orderLinesFromRows, type FileRow } from '../csv/order-rows';
import { countElements } from './count-xml';
import { sheetNames } from './sheet-names';
import { NOT_A_WORKBOOK, repack, unpackWorkbook, ZIP_LIMITS, type ZipLimits } from './unzip-bounded';
import { coreText } from '../language/core-text';

export type ReadWorkbook = Omit<ImportedCsv, 'file'>;

/**
 * Bounds past the zip's: rows a sheet may hold (5,000 lines, a header and blank rows between),
 * cells and shared strings, each counted before the XML is parsed, so a crafted sheet is refused
 * in milliseconds; and the time reading may take, kept by stopping the worker that reads
 * (read-workbook-off-thread.ts).
 */
export interface WorkbookLimits extends ZipLimits {
  maxRows: number;
  maxCells: number;
  maxSharedStrings: number;
  maxMillis: number;
}

export const WORKBOOK_LIMITS: WorkbookLimits = {
  ...ZIP_LIMITS,
  maxRows: 2 * MAX_ORDER_LINES,
  maxCells: 200_000,
  maxSharedStrings: 200_000,
  maxMillis: 10_000,
};

const TOO_MANY_ROWS = () => coreText('workbook_too_many_lines', { max: MAX_ORDER_LINES });
const TOO_MANY_CELLS = () => coreText('workbook_too_many_cells');
const TOO_MANY_STRINGS = () => coreText('workbook_too_much_text');
const NO_SHEETS = () => coreText('workbook_no_sheets');

/**
 * What counting the parts finds wrong, if anything. Every XML part is counted, whatever its name:
 * the workbook's relationships may put a sheet or its shared strings anywhere in the zip
 * (`xl/data/s.xml`), and the reader follows them there.
 */
function overCount(parts: Record<string, Uint8Array>, limits: WorkbookLimits): string | null {
  for (const [name, part] of Object.entries(parts)) {
    if (!name.toLowerCase().endsWith('.xml')) continue;
    if (countElements(part, 'row', limits.maxRows) > limits.maxRows) return TOO_MANY_ROWS();
    if (countElements(part, 'c', limits.maxCells) > limits.maxCells) return TOO_MANY_CELLS();
    if (countElements(part, 'si', limits.maxSharedStrings) > limits.maxSharedStrings) return TOO_MANY_STRINGS();
  }
  return null;
}

/** A cell as the text a typed or pasted line would hold: a number as the cell holds it (12, not "12.00"). */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return typeof cell === 'string' || typeof cell === 'boolean' ? String(cell) : '';
}

/** The sheet's rows that hold anything, numbered as the spreadsheet numbers them. */
function filledRows(data: readonly (readonly unknown[])[]): FileRow[] {
  const rows: FileRow[] = [];
  data.forEach((row, index) => {
    const cells = row.slice(0, MAX_COLUMNS).map(cellText);
    if (cells.some((cell) => cell.trim() !== '')) rows.push({ line: index + 1, cells });
  });
  return rows;
}

/**
 * Order lines from an xlsx workbook's bytes: the first sheet, or the one named `sheet`. The
 * header row is found by its names in any of the app's languages (or the first two columns are
 * SKU and quantity); numbers come as the cells hold them and text as written, for the screen to
 * check like pasted lines. Every bound is checked before the part it guards is parsed. Runs in
 * the workbook worker (readWorkbookOffThread), never on the main process's thread.
 */
export async function readWorkbook(bytes: Uint8Array, sheet?: string, limits: WorkbookLimits = WORKBOOK_LIMITS): Promise<ReadWorkbook> {
  const refused = (problem: string): ReadWorkbook => ({ lines: [], problems: [problem] });
  const unpacked = unpackWorkbook(bytes, limits);
  if ('problem' in unpacked) return refused(unpacked.problem);
  const over = overCount(unpacked.parts, limits);
  if (over) return refused(over);
  const names = sheetNames(unpacked.parts['xl/workbook.xml']!);
  if (names.length === 0) return refused(NO_SHEETS());
  const index = sheet === undefined ? 0 : names.indexOf(sheet);
  if (index < 0) return refused(coreText('workbook_no_such_sheet', { sheet: sheet ?? '', sheets: names.join(', ') }));

  let data;
  try {
    data = await readSheet(repack(unpacked.parts), index + 1);
  } catch (error) {
    console.warn('[files:importCsv] the workbook could not be read', error);
    return refused(NOT_A_WORKBOOK());
  }
  const read = orderLinesFromRows(filledRows(data));
  return { ...read, sheet: { name: names[index]!, names } };
}
