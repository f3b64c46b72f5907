import { describe, expect, it } from 'vitest';
import { MAX_LINES, linesOver, parseLines } from '../../../../renderer/src/features/quickOrder/parseLines';

const pairs = (text: string, language = 'en_US') => parseLines(text, language).map(({ sku, quantity }) => [sku, quantity]);

describe('parseLines', () => {
  it('reads the delimiters a spreadsheet or an e-mail gives', () => {
    expect(pairs('A-1\t6\nB-2,12\nC-3;18\n24 x D-4\n5 × E-5\nF-6 30')).toEqual([
      ['A-1', '6'],
      ['B-2', '12'],
      ['C-3', '18'],
      ['D-4', '24'],
      ['E-5', '5'],
      ['F-6', '30'],
    ]);
  });

  it('keeps the line numbers of what was pasted, skipping blank lines', () => {
    expect(parseLines('\nA-1\t6\r\n\r\nB-2\t12', 'en_US').map((l) => l.line)).toEqual([2, 4]);
  });

  it('ignores extra spreadsheet cells, quotes and surrounding spaces', () => {
    expect(pairs('  "A-1"\t"6"\tRed shirt\t12.00 ')).toEqual([['A-1', '6']]);
  });

  it('skips a header row but not a first data line', () => {
    expect(pairs('SKU\tQuantity\nA-1\t6')).toEqual([['A-1', '6']]);
    expect(pairs('SKU-1\t6')).toEqual([['SKU-1', '6']]);
  });

  it('reads a quantity written first without an x, and thousands separators', () => {
    expect(pairs('12 A-1\nB-2\t1,200')).toEqual([
      ['A-1', '12'],
      ['B-2', '1200'],
    ]);
  });

  it("reads quantities by the buyer's language: in Indonesian '1.000' is a thousand, in English it is asked", () => {
    expect(pairs('A-1;1.000\nB-2\t1.000,00\n2.500 x C-3', 'id_ID')).toEqual([
      ['A-1', '1000'],
      ['B-2', '1000'],
      ['C-3', '2500'],
    ]);
    expect(pairs('A-1;1.000\nB-2\t1,000.00', 'en_US')).toEqual([
      ['A-1', '1.000'],
      ['B-2', '1000'],
    ]);
    expect(pairs('A-1\t１２０', 'zh-Hant')).toEqual([['A-1', '120']]);
  });

  it('reads what a Chinese input method types in full width: digits, the x, the space, the comma and the semicolon', () => {
    expect(pairs('ＦＡＳ－０００１－０１　１２\n２４ ｘ A-2\n３６ ×B-3\nC-4，４８\nD-5；６０\n７２ E-6', 'zh-Hans')).toEqual([
      ['FAS-0001-01', '12'],
      ['A-2', '24'],
      ['B-3', '36'],
      ['C-4', '48'],
      ['D-5', '60'],
      ['E-6', '72'],
    ]);
  });

  it('does not split a SKU that holds an x', () => {
    expect(pairs('10x20-BOLT\t6')).toEqual([['10x20-BOLT', '6']]);
    expect(pairs('10x20-BOLT')).toEqual([['10x20-BOLT', '']]);
  });

  it('keeps a lone SKU or an unreadable quantity for its row to flag', () => {
    expect(pairs('A-1\nB-2\tsix\nC-3 red box')).toEqual([
      ['A-1', ''],
      ['B-2', 'six'],
      ['C-3 red box', ''],
    ]);
  });

  it(`reads at most ${MAX_LINES} lines and says how many were left`, () => {
    const text = Array.from({ length: MAX_LINES + 3 }, (_, i) => `S-${i}\t1`).join('\n');
    expect(parseLines(text, 'en_US')).toHaveLength(MAX_LINES);
    expect(linesOver(text)).toBe(3);
  });
});
