import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NOT_TEXT, WORKBOOK } from '../../electron/core/csv/decode-text';
import { MAX_CSV_BYTES } from '../../electron/core/csv/read-csv-file';
import { NOT_A_WORKBOOK } from '../../electron/core/spreadsheet/unzip-bounded';
import { csvHandlers } from '../../electron/core/handlers/csv-files';

const dir = mkdtempSync(join(tmpdir(), 'csv-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Imports `content` as if the buyer picked it in the open dialog. */
async function importText(content: string | Buffer, name = 'lines.csv') {
  const path = join(dir, name);
  writeFileSync(path, content);
  const answer = await csvHandlers({ openCsv: async () => path })['files:importCsv']({});
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.data;
}
const pairs = (data: { lines: { sku: string; quantity: string }[] }) => data.lines.map((l) => [l.sku, l.quantity]);

describe('files:importCsv', () => {
  it.each([
    ['commas', 'HB-M6-20,12\nHN-M6,6\n'],
    ['semicolons', 'HB-M6-20;12\r\nHN-M6;6\r\n'],
    ['tabs', 'HB-M6-20\t12\nHN-M6\t6'],
    ['commas, after a UTF-8 BOM and quoted', '\uFEFF"HB-M6-20",12\n"HN-M6",6'],
  ])('reads lines separated by %s, the first two columns as SKU and quantity', async (_name, text) => {
    const data = await importText(text);
    expect(pairs(data)).toEqual([['HB-M6-20', '12'], ['HN-M6', '6']]);
    expect(data).toMatchObject({ file: { name: 'lines.csv' }, problems: [] });
  });

  it('finds the SKU and quantity columns by a header row, in any order, with a BOM and blank lines', async () => {
    const data = await importText('\uFEFFProduct;Qty;Item No.\r\nHex bolt;12;HB-M6-20\r\n\r\n  ;  ;  \r\n"Nut; M6";6;HN-M6\r\n');
    expect(data.lines).toEqual([
      { line: 2, sku: 'HB-M6-20', quantity: '12' },
      { line: 5, sku: 'HN-M6', quantity: '6' },
    ]);
  });

  it('keeps what the buyer typed for the screen to check (a bad quantity is a row error there, not here)', async () => {
    expect(pairs(await importText('sku,quantity\nHB-M6-20,twelve\nHN-M6,\n'))).toEqual([['HB-M6-20', 'twelve'], ['HN-M6', '']]);
  });

  it('says so when a header has no SKU or no quantity column', async () => {
    expect(await importText('product,quantity\nHex bolt,12\n')).toMatchObject({ lines: [], problems: [expect.stringContaining('no SKU column')] });
    expect(await importText('sku,product\nHB-M6-20,Hex bolt\n')).toMatchObject({ lines: [], problems: [expect.stringContaining('no quantity column')] });
  });

  it('refuses a file over the size limit before reading it', async () => {
    const data = await importText(Buffer.alloc(MAX_CSV_BYTES + 1, 'a'), 'huge.csv');
    expect(data).toEqual({ file: { name: 'huge.csv' }, lines: [], problems: ['The file is 2.0 MB; a file of order lines can be at most 2.0 MB.'] });
  });

  it('refuses more than 5,000 lines and takes none of them', async () => {
    const text = Array.from({ length: 5001 }, (_, i) => `SKU-${i},1`).join('\n');
    const data = await importText(text);
    expect(data.lines).toEqual([]);
    expect(data.problems).toEqual(['The file has more than 5,000 lines; at most 5,000 can be imported at once. Split it into smaller files.']);
    expect((await importText(text.split('\n').slice(0, 5000).join('\n'))).lines).toHaveLength(5000);
  });

  it('says so for an empty file and for a file that cannot be read', async () => {
    expect(await importText('\uFEFF\n\n')).toMatchObject({ lines: [], problems: ['The file is empty.'] });
    const gone = await csvHandlers({ openCsv: async () => join(dir, 'gone.csv') })['files:importCsv']({});
    expect(gone).toMatchObject({ ok: true, data: { file: { name: 'gone.csv' }, lines: [], problems: [expect.stringContaining('could not be read')] } });
  });

  it.each([
    ['UTF-16 little-endian', Buffer.from([0xff, 0xfe]), 'utf16le'],
    ['UTF-16 big-endian', Buffer.from([0xfe, 0xff]), 'utf16be'],
  ] as const)('reads %s text with its byte-order mark, as Excel saves "Unicode text"', async (_name, bom, encoding) => {
    const text = 'Item No.\tQty\r\nÄB-M6-20\t12\r\nHN-M6\t6\r\n';
    const body = Buffer.from(text, 'utf16le');
    if (encoding === 'utf16be') body.swap16();
    const data = await importText(Buffer.concat([bom, body]), 'unicode.txt');
    expect(data).toMatchObject({ problems: [], lines: [{ line: 2, sku: 'ÄB-M6-20', quantity: '12' }, { line: 3, sku: 'HN-M6', quantity: '6' }] });
  });

  it('reads a file that is not UTF-8 as the Windows code page of Excel\'s plain CSV', async () => {
    const data = await importText(Buffer.from([...Buffer.from('sku;qty\r\nCAF'), 0xc9, ...Buffer.from('-1;2\r\n')]));
    expect(data).toMatchObject({ problems: [], lines: [{ sku: 'CAFÉ-1', quantity: '2' }] });
  });

  it('says so, instead of reading junk, for a workbook or another file that is not text', async () => {
    const xlsx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);
    expect(await importText(xlsx, 'order.xlsx')).toEqual({ file: { name: 'order.xlsx' }, lines: [], problems: [NOT_A_WORKBOOK()] });
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), Buffer.alloc(200, 1)]);
    expect(await importText(xls, 'order.xls')).toEqual({ file: { name: 'order.xls' }, lines: [], problems: [WORKBOOK()] });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    expect(await importText(png, 'photo.csv')).toEqual({ file: { name: 'photo.csv' }, lines: [], problems: [NOT_TEXT()] });
    // UTF-16 without its byte-order mark, or cut off mid-character, cannot be told from binary.
    expect((await importText(Buffer.from('HB-M6\t1\r\n', 'utf16le'))).problems).toEqual([NOT_TEXT()]);
    expect((await importText(Buffer.from([0xff, 0xfe, 0x48, 0x00, 0x42]))).problems).toEqual([NOT_TEXT()]);
  });

  it('answers no file when the buyer cancels the dialog', async () => {
    expect(await csvHandlers({ openCsv: async () => null })['files:importCsv']({})).toEqual({ ok: true, data: { file: null, lines: [], problems: [] } });
  });
});

describe('files:exportCsv', () => {
  const lines = [
    { sku: 'HB-M6-20', quantity: 12, product: 'Hex bolt, zinc "plated"', variant: 'M6 x 20', unit_price: 0.45 },
    { sku: '-5MM', quantity: 6, product: '=HYPERLINK("http://evil.test")', variant: 'Grey' },
    { sku: 'HN-M6', quantity: 0 },
  ];

  it('writes the lines with a header that imports back to the same SKUs and quantities', async () => {
    const path = join(dir, 'export.csv');
    const answer = await csvHandlers({ saveFile: async () => path })['files:exportCsv']({ name: 'cart.csv', lines });
    expect(answer).toEqual({ ok: true, data: { saved: true } });
    const text = readFileSync(path, 'utf8');
    expect(text.split('\r\n')[0]).toBe('\uFEFFsku,quantity,product,variant,unit_price');
    // A spreadsheet must not run a store's product name as a formula.
    expect(text).toContain(`'=HYPERLINK`);
    const again = await csvHandlers({ openCsv: async () => path })['files:importCsv']({});
    expect(again.ok && pairs(again.data)).toEqual([['HB-M6-20', '12'], ['-5MM', '6'], ['HN-M6', '0']]);
  });

  it('saves nothing when the buyer cancels the save dialog', async () => {
    expect(await csvHandlers({ saveFile: async () => null })['files:exportCsv']({ name: 'cart.csv', lines })).toEqual({ ok: true, data: { saved: false } });
  });

  it('says so when the chosen place cannot be written', async () => {
    const answer = await csvHandlers({ saveFile: async () => join(dir, 'no-such-folder', 'cart.csv') })['files:exportCsv']({ name: 'cart.csv', lines });
    expect(answer).toMatchObject({ ok: false, error: { message: expect.stringContaining('could not be saved') } });
  });
});
