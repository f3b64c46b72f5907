import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, describe, expect, it } from 'vitest';
import { csvHandlers } from '../../electron/core/handlers/csv-files';
import { readWorkbook, WORKBOOK_LIMITS } from '../../electron/core/spreadsheet/read-workbook';
import { readWorkbookOffThread, TOO_SLOW } from '../../electron/core/spreadsheet/read-workbook-off-thread';
import { NOT_A_WORKBOOK } from '../../electron/core/spreadsheet/unzip-bounded';
import { writeOrderXlsx } from '../../electron/core/spreadsheet/write-order-xlsx';
import { craftXlsx, declareSizes, sheetRows } from './support/craftedXlsx';
import { speakCore } from '../../electron/core/language/core-text';
import { loadAppDictionary } from '../../resources/locales/nodeDictionaries';

const dir = mkdtempSync(join(tmpdir(), 'xlsx-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pairs = (data: { lines: { sku: string; quantity: string }[] }) => data.lines.map((l) => [l.sku, l.quantity]);

/** Imports `bytes` as if the buyer picked the file in the open dialog, and how long that took. */
async function importFile(bytes: Uint8Array, name = 'order.xlsx') {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  const handlers = csvHandlers({ openCsv: async () => path });
  const started = performance.now();
  const answer = await handlers['files:importCsv']({});
  if (!answer.ok) throw new Error(answer.error.message);
  return { ...answer.data, millis: performance.now() - started, handlers };
}

describe('Excel workbooks in and out', () => {
  it('exports real numbers and text cells, never formulas, and imports them back to the same lines', async () => {
    const lines = [
      { sku: 'HB-M6-20', quantity: 12, product: 'Hex bolt', variant: 'M6 x 20', unit_price: 0.35 },
      { sku: '=1+1', quantity: 6, product: '@SUM(A1)', unit_price: 1234.5 },
      { sku: '00123', quantity: 1 },
    ];
    const bytes = await writeOrderXlsx(lines);
    // Read by the library the test trusts, not by the app's reader: numbers are numbers, the rest text.
    const [sheet] = await readXlsxFile(bytes);
    expect(sheet!.data).toEqual([
      ['SKU', 'Quantity', 'Product', 'Variant', 'Unit price'],
      ['HB-M6-20', 12, 'Hex bolt', 'M6 x 20', 0.35],
      ['=1+1', 6, '@SUM(A1)', null, 1234.5],
      ['00123', 1, null, null, null],
    ]);
    expect(new TextDecoder().decode(bytes)).not.toContain('<f>');

    const read = await importFile(bytes);
    expect(pairs(read)).toEqual([['HB-M6-20', '12'], ['=1+1', '6'], ['00123', '1']]);
    expect(read).toMatchObject({ file: { name: 'order.xlsx' }, problems: [], sheet: { name: 'Order lines', names: ['Order lines'] } });
  });

  it('finds the header row by its names in any of the app languages, and numbers as the cells hold them', async () => {
    const bytes = await writeXlsxFile([
      ['备注', '数量', '货号'],
      ['rush', 12, 'HB-M6-20'],
      [null, null, null],
      [null, '1.000', 'HN-M6'],
      [null, 2.5, 'WS-M6'],
    ]).toBuffer();
    const read = await importFile(bytes);
    expect(read.lines).toEqual([
      { line: 2, sku: 'HB-M6-20', quantity: '12' },
      { line: 4, sku: 'HN-M6', quantity: '1.000' },
      { line: 5, sku: 'WS-M6', quantity: '2.5' },
    ]);
    const malay = await importFile(await writeXlsxFile([['Kod produk', 'Kuantiti', 'Catatan'], ['HB-M6-20', 3, '']]).toBuffer());
    expect(pairs(malay)).toEqual([['HB-M6-20', '3']]);
  });

  it('reads the first sheet, or another one the buyer chooses, without the dialog again', async () => {
    const bytes = await writeXlsxFile([
      { sheet: 'Notes', data: [['Made by', 'Dee']] },
      { sheet: 'Order', data: [['SKU', 'Qty'], ['HB-M6-20', 4]] },
    ]).toBuffer();
    const first = await importFile(bytes);
    expect(first.sheet).toEqual({ name: 'Notes', names: ['Notes', 'Order'] });
    expect(pairs(first)).toEqual([['Made by', 'Dee']]);
    const chosen = await first.handlers['files:importSheet']({ sheet: 'Order' });
    expect(chosen).toMatchObject({ ok: true, data: { lines: [{ line: 2, sku: 'HB-M6-20', quantity: '4' }], sheet: { name: 'Order' } } });
  });

  it('says what is wrong with a zip that is no workbook, or a broken one, and changes nothing', async () => {
    const docx = zipSync({ 'word/document.xml': strToU8('<w:document/>') });
    expect(await importFile(docx)).toMatchObject({ lines: [], problems: [NOT_A_WORKBOOK()] });
    const cut = (await writeOrderXlsx([{ sku: 'A', quantity: 1 }])).subarray(0, 300);
    expect(await importFile(cut)).toMatchObject({ lines: [], problems: [NOT_A_WORKBOOK()] });
  });
});

describe('workbook bounds: crafted files are refused quickly, before they are read whole', () => {
  // Well under a second alone; the bound leaves room for a busy machine.
  const QUICK_MS = 2000;

  it('a zip bomb, from its table of contents', async () => {
    // 24 MB of zeros packed into 24 KB, beside a real sheet.
    const bomb = craftXlsx({ sheet: sheetRows([['HB-M6-20', 1]]) });
    const withBomb = zipSync({ ...unzipSync(bomb), 'xl/bomb.xml': [new Uint8Array(24 * 1024 * 1024), { level: 1 }] });
    expect(withBomb.length).toBeLessThan(64 * 1024);
    const read = await importFile(withBomb);
    expect(read.problems).toEqual([expect.stringContaining('unpacks to more than an order list can hold')]);
    expect(read.lines).toEqual([]);
    expect(read.millis).toBeLessThan(QUICK_MS);
  });

  it('a zip bomb that declares small sizes: unpacking stops at the limit', async () => {
    const big = craftXlsx({ sheet: `<row r="1"><c r="A1"><v>1</v></c></row>${' '.repeat(12 * 1024 * 1024)}` }, { level: 1 });
    const lying = declareSizes(big, 1000);
    const read = await importFile(lying);
    expect(read.problems).toEqual([expect.stringContaining('unpacks to more than an order list can hold')]);
    expect(read.millis).toBeLessThan(QUICK_MS);
  });

  it('a sheet of 1,000,000 rows', async () => {
    const rows = '<row/>'.repeat(1_000_000);
    const read = await importFile(craftXlsx({ sheet: rows }, { level: 1 }));
    expect(read.problems).toEqual([expect.stringMatching(/more than 5,000 lines|unpacks to more/)]);
    expect(read.millis).toBeLessThan(QUICK_MS);
    // Within the size bound, the rows are counted before the sheet is parsed.
    const counted = await readWorkbook(craftXlsx({ sheet: Array.from({ length: 20_000 }, (_, i) => `<row r="${i + 1}"/>`).join('') }));
    expect(counted.problems).toEqual(['The workbook has more than 5,000 lines; at most 5,000 can be imported at once. Split it into smaller files.']);
  });

  it('huge shared strings: one enormous string, or too many of them', async () => {
    const one = await importFile(craftXlsx({ sheet: sheetRows([['HB-M6-20', 1]]), sharedStrings: `<si><t>${'x'.repeat(10 * 1024 * 1024)}</t></si>` }));
    expect(one.problems).toEqual([expect.stringContaining('unpacks to more than an order list can hold')]);
    expect(one.millis).toBeLessThan(QUICK_MS);
    const many = await importFile(craftXlsx({ sheet: sheetRows([['HB-M6-20', 1]]), sharedStrings: '<si><t>a</t></si>'.repeat(WORKBOOK_LIMITS.maxSharedStrings + 1) }));
    expect(many.problems).toEqual([expect.stringContaining('holds more text than an order list can')]);
    expect(many.millis).toBeLessThan(QUICK_MS);
  });

  it('too many parts, and a file over the size limit, before unpacking', async () => {
    const parts = Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`xl/media/p${i}.xml`, strToU8('<a/>')]));
    const crowded = zipSync({ ...unzipSync(craftXlsx({ sheet: '' })), ...parts });
    expect((await importFile(crowded)).problems).toEqual([expect.stringContaining('too many parts')]);
    const huge = new Uint8Array(5 * 1024 * 1024);
    huge.set([0x50, 0x4b, 0x03, 0x04]);
    expect((await importFile(huge)).problems).toEqual(['The file is 5.0 MB; a workbook of order lines can be at most 4.0 MB.']);
  });

  it('a workbook at the edge of the bounds is still read in good time', async () => {
    const rows = Array.from({ length: 5000 }, (_, i): [string, number] => [`SKU-${i}`, i + 1]);
    const read = await importFile(craftXlsx({ sheet: sheetRows(rows) }));
    expect(read.lines).toHaveLength(5000);
    expect(read.millis).toBeLessThan(3000);
  });
});

describe('a workbook is read beside the window, never in its way', () => {
  it('the main thread keeps answering while crafted files are unpacked, counted and refused', async () => {
    const crafted = [
      declareSizes(craftXlsx({ sheet: `<row r="1"><c r="A1"><v>1</v></c></row>${' '.repeat(12 * 1024 * 1024)}` }, { level: 1 }), 1000),
      craftXlsx({ sheet: '<row/>'.repeat(600_000) }, { level: 1 }),
      craftXlsx({ sheet: sheetRows([['HB-M6-20', 1]]), sharedStrings: '<si><t>a</t></si>'.repeat(WORKBOOK_LIMITS.maxSharedStrings + 1) }),
    ];
    // How long the main thread's event loop was busy while the files were read: what a timer of the
    // window's (a toast, a repaint) would have waited in all. Compared with the same files read on
    // the main thread, in the same run: a loaded machine slows both alike (unloaded: ~30 ms against ~900).
    const busyWhile = async (read: () => Promise<void>) => {
      const before = performance.eventLoopUtilization();
      await read();
      return performance.eventLoopUtilization(before).active;
    };
    await importFile(crafted[2]!); // the worker started once, as the app's first import does
    const beside = await busyWhile(async () => {
      for (const bytes of crafted) expect((await importFile(bytes)).problems).toHaveLength(1);
    });
    const inTheWay = await busyWhile(async () => {
      for (const bytes of crafted) expect((await readWorkbook(bytes)).problems).toHaveLength(1);
    });
    expect(beside).toBeLessThan(inTheWay / 4);
  });

  it("the worker says a workbook's problem in the buyer's language, as the main process would", async () => {
    const tooMuchText = craftXlsx({ sheet: sheetRows([['HB-M6-20', 1]]), sharedStrings: '<si><t>a</t></si>'.repeat(WORKBOOK_LIMITS.maxSharedStrings + 1) });
    speakCore('zh-Hant', await loadAppDictionary('zh-Hant'));
    try {
      expect((await readWorkbookOffThread(tooMuchText, undefined)).problems).toEqual(['這個活頁簿的文字內容超出訂購清單可容納的範圍。請將 SKU 和數量兩欄複製到新活頁簿後再匯入。']);
    } finally {
      speakCore('en', await loadAppDictionary('en'));
    }
  });

  it('the time bound stops a read that takes too long and says so', async () => {
    const rows = Array.from({ length: 5000 }, (_, i): [string, number] => [`SKU-${i}`, i + 1]);
    const started = performance.now();
    const read = await readWorkbookOffThread(craftXlsx({ sheet: sheetRows(rows) }), undefined, { limits: { ...WORKBOOK_LIMITS, maxMillis: 40 } });
    expect(read).toEqual({ lines: [], problems: [TOO_SLOW()] });
    expect(TOO_SLOW()).toBe('The workbook took too long to read. Copy the SKU and quantity columns into a new workbook and import that.');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
