import { describe, expect, it } from 'vitest';
import { guessDelimiter } from '../../electron/core/csv/guess-delimiter';
import { readOrderCsv } from '../../electron/core/csv/read-order-csv';

const QUOTE_PROBLEM = (line: number) => `Line ${line}: a quote is not closed, so that line may be read wrongly.`;

describe('reading a crafted file', () => {
  it('reads 2 MB of stray quotes before a far-off separator as one line, reports it, and reads the lines after it', () => {
    // Each stray quote sent the spreadsheet library searching to the far-off comma again: minutes on this file.
    const strays = '"x'.repeat(20_000);
    const text = `"${strays}${' '.repeat(2 * 1024 * 1024 - 50_000)},1\nHB-M6,2\n`;
    const read = readOrderCsv(text);
    expect(read.lines).toEqual([
      { line: 1, sku: `x${strays.slice(2)}`, quantity: '1' },
      { line: 2, sku: 'HB-M6', quantity: '2' },
    ]);
    expect(read.problems).toEqual([QUOTE_PROBLEM(1)]);
  });

  it('stops at the line past the limit, however long the file goes on, and says so', () => {
    const text = `sku;qty\n${'HB-M6;1\n'.repeat(250_000)}`;
    expect(readOrderCsv(text)).toEqual({
      lines: [],
      problems: ['The file has more than 5,000 lines; at most 5,000 can be imported at once. Split it into smaller files.'],
    });
  });

  it('reads a line of a million cells by its first columns', () => {
    expect(readOrderCsv(`HB-M6,4,${'x,'.repeat(1_000_000)}`)).toEqual({ lines: [{ line: 1, sku: 'HB-M6', quantity: '4' }], problems: [] });
  });

  it('reports an unclosed quote at the line it opens on and keeps counting lines across quoted line breaks', () => {
    const read = readOrderCsv('sku,qty\n"HB\nM6",2\nHN-M6,3\n"open,4\nHC-1,5\n');
    expect(read.lines.slice(0, 2)).toEqual([
      { line: 2, sku: 'HB\nM6', quantity: '2' },
      { line: 4, sku: 'HN-M6', quantity: '3' },
    ]);
    expect(read.problems).toEqual([QUOTE_PROBLEM(5)]);
  });
});

describe('guessing the separator', () => {
  it.each([
    ['comma', 'HB-M6,12\nHN-M6,6\n', ','],
    ['semicolon, with commas in names', 'sku;qty;product\nHB;1;Bolt, zinc\nHN;2;Nut\n', ';'],
    ['tab, after blank lines', '\n\nHB\t1\nHN\t2\n\n', '\t'],
    ['pipe', 'HB|1\nHN|2', '|'],
    ['comma when nothing splits the rows', 'HB\nHN\n', ','],
  ])('finds a %s file', (_name, text, delimiter) => {
    expect(guessDelimiter(text)).toBe(delimiter);
  });

  it('looks only at the first rows: what follows does not change the guess', () => {
    const start = 'sku;qty\n' + 'HB;1\n'.repeat(20);
    expect(guessDelimiter(start + 'a,b,c,d,e\n'.repeat(100_000))).toBe(';');
  });
});
