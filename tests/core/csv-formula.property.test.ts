import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unescapeCell } from '../../electron/core/csv/cell-escape';
import { parseCsv } from '../../electron/core/csv/parse-csv';
import { readOrderCsv } from '../../electron/core/csv/read-order-csv';
import { writeOrderCsv, type ExportLine } from '../../electron/core/csv/write-order-csv';

/**
 * An exported file is opened by spreadsheets in every locale: Excel splits a .csv on the locale's
 * list separator (a semicolon in German, French or Dutch), honours quotes only at the start of a
 * cell, and runs a cell starting with = + - @ (fullwidth too), a tab or a line break as a formula.
 */
const LIST_SEPARATORS = [',', ';', '\t', '|'] as const;
/** A cell a spreadsheet would run: a formula start, behind spaces (LibreOffice can trim them). */
const RUNS_AS_FORMULA = /^ *[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Every text cell of the file as a spreadsheet splitting on `separator` sees it. */
function cellsSplitOn(text: string, separator: string): string[] {
  const cells: string[] = [];
  parseCsv(text.replace(/^\uFEFF/, ''), separator, { onRow: (row) => void cells.push(...row.cells) });
  return cells;
}
/** A reader that knows nothing of quotes: splits lines, then cells, and drops quotes in front. */
function cellsSplitBlindly(text: string, separator: string): string[] {
  return text.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator).map((cell) => cell.replace(/^"+/, '')));
}
/** The cells that would run as a formula, in any locale, with or without quote handling. */
function formulaCells(text: string): string[] {
  return LIST_SEPARATORS.flatMap((separator) => [...cellsSplitOn(text, separator), ...cellsSplitBlindly(text, separator)]).filter((cell) =>
    RUNS_AS_FORMULA.test(cell),
  );
}

const PAYLOAD = "=cmd|' /C calc'!A0";
const exported = (text: string) => writeOrderCsv([{ sku: text, quantity: 1, product: text, variant: text, unit_price: 2.5 }]);

/** Text rich in what matters here: separators, quotes, apostrophes, spaces and formula starts. */
const risky = fc.string({
  unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', ';', '|', '"', "'", ' ', 'a', '1', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'),
  maxLength: 40,
});
const anyText = fc.oneof(risky, fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }));
const line = fc.record(
  {
    sku: anyText,
    quantity: fc.integer({ min: 0, max: 1_000_000 }),
    product: anyText,
    variant: anyText,
    unit_price: fc.double({ min: 0, max: 1e9, noNaN: true }),
  },
  { requiredKeys: ['sku', 'quantity'] },
);

describe('CSV export and formulas', () => {
  it.each([
    ['a semicolon', ';'],
    ['a comma', ','],
    ['a tab', '\t'],
    ['a pipe', '|'],
    ['a line feed', '\n'],
    ['a carriage return', '\r'],
    ['a quote', '"'],
  ])('a name with a formula after %s is never a formula cell, whichever separator the spreadsheet uses', (_name, separator) => {
    for (const start of ['=', '+', '-', '@', '\uFF1D', ' =']) {
      const text = exported(`Widget${separator}${start}${PAYLOAD.slice(1)}`);
      expect(formulaCells(text)).toEqual([]);
    }
  });

  it('quotes a field that holds a semicolon, tab or pipe, so Excel keeps it one cell where that is the separator', () => {
    const text = writeOrderCsv([{ sku: 'A;B', quantity: 1, product: 'x\ty', variant: 'p|q' }]);
    expect(text.split('\r\n')[1]).toBe('"A;B",1,"x\ty","p|q",');
  });

  it('leaves plain SKUs, names and numbers as they are', () => {
    const text = writeOrderCsv([{ sku: 'HB-M6-20', quantity: 12, product: 'Hex bolt - zinc', variant: 'M6 x 20', unit_price: -0.5 }]);
    expect(text.split('\r\n')[1]).toBe('HB-M6-20,12,Hex bolt - zinc,M6 x 20,-0.5');
  });

  it('no text from the store ever becomes a formula cell (any text, any locale)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 5 }), (lines) => {
        expect(formulaCells(writeOrderCsv(lines as ExportLine[]).split('\r\n').slice(1).join('\r\n'))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });
});

describe('CSV export, then import', () => {
  it.each([["'=X"], ["''+1"], ['=SUM(A1)'], ['-5MM'], ['a;=b'], [' spaced SKU '], ['"quoted"'], ['\tTAB'], ["'"]])(
    'gives back the SKU %j exactly',
    (sku) => {
      expect(readOrderCsv(writeOrderCsv([{ sku, quantity: 3 }]))).toEqual({ lines: [{ line: 2, sku, quantity: '3' }], problems: [] });
    },
  );

  it('gives back every SKU, and every name as its cell, for any text', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), (lines) => {
        const text = writeOrderCsv(lines as ExportLine[]);
        expect(readOrderCsv(text)).toMatchObject({ lines: lines.map((l) => ({ sku: l.sku, quantity: String(l.quantity) })), problems: [] });
        const rows: string[][] = [];
        parseCsv(text.replace(/^\uFEFF/, ''), ',', { onRow: (row) => void rows.push(row.cells) });
        expect(rows.slice(1).map(([sku, , product, variant]) => [sku, product, variant].map((cell) => unescapeCell(cell ?? '')))).toEqual(
          lines.map((l) => [l.sku, l.product ?? '', l.variant ?? '']),
        );
      }),
      { numRuns: 500 },
    );
  });

  it('takes the apostrophe of a hand-made file literally: only this app’s own export is unescaped', () => {
    expect(readOrderCsv("sku,qty\n'=X,2\n").lines).toEqual([{ line: 2, sku: "'=X", quantity: '2' }]);
  });
});
