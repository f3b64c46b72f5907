import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { readWorkbook } from '../../electron/core/spreadsheet/read-workbook';
import { readWorkbookOffThread, TOO_SLOW } from '../../electron/core/spreadsheet/read-workbook-off-thread';
import { craftXlsx, sheetRows } from './support/craftedXlsx';

const dir = mkdtempSync(join(tmpdir(), 'xlsx-bounds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => void vi.useRealTimers());

/** The crafted workbook with its sheet and shared strings moved where its relationships say, not where Excel puts them. */
function movedParts(parts: Parameters<typeof craftXlsx>[0]): Uint8Array {
  const files = unzipSync(craftXlsx(parts));
  files['xl/data/s.xml'] = files['xl/worksheets/sheet1.xml']!;
  delete files['xl/worksheets/sheet1.xml'];
  if (files['xl/sharedStrings.xml']) {
    files['xl/data/words.xml'] = files['xl/sharedStrings.xml'];
    delete files['xl/sharedStrings.xml'];
  }
  const rels = strFromU8(files['xl/_rels/workbook.xml.rels']!).replace('worksheets/sheet1.xml', 'data/s.xml').replace('"sharedStrings.xml"', '"data/words.xml"');
  files['xl/_rels/workbook.xml.rels'] = strToU8(rels);
  return zipSync(files, { level: 6 });
}

describe("a workbook's bounds hold wherever its parts are", () => {
  it('reads a sheet the relationships put elsewhere, as any other', async () => {
    const read = await readWorkbook(movedParts({ sheet: sheetRows([['BOLT-1', 3]]) }));
    expect(read.lines).toMatchObject([{ sku: 'BOLT-1', quantity: '3' }]);
  });

  it('counts the rows of a sheet at xl/data/s.xml: 60,000 rows are refused before parsing', async () => {
    const rows = Array.from({ length: 60_000 }, (_, i) => `<row r="${i + 1}"/>`).join('');
    expect(await readWorkbook(movedParts({ sheet: rows }))).toEqual({
      lines: [],
      problems: ['The workbook has more than 5,000 lines; at most 5,000 can be imported at once. Split it into smaller files.'],
    });
  });

  it('counts shared strings kept under another name', async () => {
    const strings = '<si><t>x</t></si>'.repeat(200_001);
    const read = await readWorkbook(movedParts({ sheet: sheetRows([['A', 1]]), sharedStrings: strings }));
    expect(read.lines).toEqual([]);
    expect(read.problems).toHaveLength(1);
  });
});

describe("the workbook's time bound as the app ships it", () => {
  it('stops a read still going after 10 seconds, and not before', async () => {
    // A reader that never answers: only the bound ends the read.
    const stuck = join(dir, 'stuck-worker.mjs');
    writeFileSync(stuck, 'setInterval(() => undefined, 1000);');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let answer: unknown = null;
    const read = readWorkbookOffThread(craftXlsx({ sheet: sheetRows([['A', 1]]) }), undefined, { entry: stuck }).then((got) => (answer = got));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(answer).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await read;
    expect(answer).toEqual({ lines: [], problems: [TOO_SLOW()] });
  });
});
