import { writeFile } from 'node:fs/promises';
import { fail, ok } from '../../../preload/result';
import { writeOrderCsv } from '../csv/write-order-csv';
import type { CoreDeps, Handlers } from '../deps';
import { readOrderFile } from '../spreadsheet/read-order-file';
import { writeOrderXlsx, writeTemplateXlsx } from '../spreadsheet/write-order-xlsx';
import { OPEN_FILE_NEEDS_DESKTOP } from './desktop-only';

type CsvHandlers = Pick<Handlers, 'files:importCsv' | 'files:importSheet' | 'files:exportCsv' | 'files:exportXlsx' | 'files:saveTemplate'>;

const NOT_HERE = 'Files cannot be opened or saved in this version of the app.';
const NOT_SAVED = 'The file could not be saved there. Choose another folder and try again.';
const PICK_AGAIN = 'Import the workbook again to read another of its sheets.';

/**
 * Order lines in and out of CSV files and Excel workbooks. The page never names a path: main asks
 * the buyer through the open and save dialogs and reads or writes only the file chosen there.
 */
export function csvHandlers(deps: Pick<CoreDeps, 'openCsv' | 'saveFile'>): CsvHandlers {
  // The workbook imported last, so another of its sheets can be read without the dialog again.
  let lastPicked: string | null = null;

  const save = async (name: string, content: () => Promise<string | Buffer>, channel: string) => {
    if (!deps.saveFile) return fail({ kind: 'server', message: NOT_HERE });
    const path = await deps.saveFile(name);
    if (path === null) return ok({ saved: false });
    try {
      await writeFile(path, await content());
    } catch (error) {
      console.error(`[${channel}] could not write the file`, error);
      return fail({ kind: 'server', message: NOT_SAVED });
    }
    return ok({ saved: true });
  };

  return {
    'files:importCsv': async () => {
      if (!deps.openCsv) return fail({ kind: 'refused', message: OPEN_FILE_NEEDS_DESKTOP });
      const path = await deps.openCsv();
      if (path === null) return ok({ file: null, lines: [], problems: [] });
      const read = await readOrderFile(path);
      lastPicked = read.sheet ? path : null;
      return ok(read);
    },
    'files:importSheet': async ({ sheet }) => {
      if (lastPicked === null) return fail({ kind: 'refused', message: PICK_AGAIN });
      return ok(await readOrderFile(lastPicked, sheet));
    },
    'files:exportCsv': ({ name, lines }) => save(name, async () => writeOrderCsv(lines), 'files:exportCsv'),
    'files:exportXlsx': ({ name, lines }) => save(name, () => writeOrderXlsx(lines), 'files:exportXlsx'),
    'files:saveTemplate': () => save('order-template.xlsx', writeTemplateXlsx, 'files:saveTemplate'),
  };
}
