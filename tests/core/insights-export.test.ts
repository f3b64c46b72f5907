import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import readXlsxFile from 'read-excel-file/node';
import { writeWorkbook } from '../../electron/core/insights/export-xlsx';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the insights spreadsheet', () => {
  it('holds each sheet with its head row, amounts as numbers, and text that looks like a formula as text', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'insights-'));
    dirs.push(dir);
    const path = join(dir, 'insights.xlsx');
    await writeWorkbook(
      {
        name: 'insights.xlsx',
        sheets: [
          { title: 'Month', columns: ['Month', 'Spend'], rows: [[{ text: 'Jan 2026' }, { number: 1234.5 }], [{ text: 'Feb 2026' }, { number: 0.1 }]] },
          { title: 'Product', columns: ['Product', 'Spend'], rows: [[{ text: '=HYPERLINK("x")' }, { number: 3 }]] },
        ],
      },
      path,
    );
    expect(await readXlsxFile(path)).toEqual([
      { sheet: 'Month', data: [['Month', 'Spend'], ['Jan 2026', 1234.5], ['Feb 2026', 0.1]] },
      { sheet: 'Product', data: [['Product', 'Spend'], ['=HYPERLINK("x")', 3]] },
    ]);
  });
});
