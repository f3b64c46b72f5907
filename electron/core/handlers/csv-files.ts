import { writeFile } from 'node:fs/promises';
import { fail, ok } from '../../../contract/result';
import { writeOrderCsv } from '../csv/write-order-csv';
import type { CoreDeps, Handlers } from '../deps';
import { readOrderFile } from '../spreadsheet/read-order-file';
import { writeOrderXlsx, writeTemplateXlsx } from '../spreadsheet/write-order-xlsx';
import { OPEN_FILE_NEEDS_DESKTOP } from './desktop-only';
import type { FileRegistry } from '../files';
import { coreText } from '../language/core-text';

type CsvHandlers = Pick<Handlers, 'files:importCsv' | 'files:importSheet' | 'files:importDropped' | 'files:exportCsv' | 'files:exportXlsx' | 'files:saveTemplate'>;

const NOT_HERE = () => coreText('files_unavailable');
const NOT_SAVED = () => coreText('file_not_saved');
const DROP_AGAIN = () => coreText('file_drop_again');
const PICK_AGAIN = () => coreText('import_sheet_again');

/**
 * Order lines in and out of CSV files and Excel workbooks. The page never names a path: main asks
 * the buyer through the open and save dialogs and reads or writes only the file chosen there, or
 * one the buyer dropped (the preload named it, files:dropped checked and held it).
 */
export function csvHandlers(deps: Pick<CoreDeps, 'openCsv' | 'saveFile' | 'workbookWorker'>, files?: Pick<FileRegistry, 'get' | 'remove'>): CsvHandlers {
  // The workbook imported last, so another of its sheets can be read without the dialog again.
  let lastPicked: string | null = null;

  const save = async (name: string, content: () => Promise<string | Buffer>, channel: string) => {
    if (!deps.saveFile) return fail({ kind: 'server', message: NOT_HERE() });
    const path = await deps.saveFile(name);
    if (path === null) return ok({ saved: false });
    try {
      await writeFile(path, await content());
    } catch (error) {
      console.error(`[${channel}] could not write the file`, error);
      return fail({ kind: 'server', message: NOT_SAVED() });
    }
    return ok({ saved: true });
  };

  return {
    'files:importCsv': async () => {
      if (!deps.openCsv) return fail({ kind: 'refused', message: OPEN_FILE_NEEDS_DESKTOP() });
      const path = await deps.openCsv();
      if (path === null) return ok({ file: null, lines: [], problems: [] });
      const read = await readOrderFile(path, undefined, deps.workbookWorker);
      lastPicked = read.sheet ? path : null;
      return ok(read);
    },
    // A dropped file, checked and held by files:dropped: read once, then let go.
    'files:importDropped': async ({ id }) => {
      const held = files?.get(id) ?? null;
      if (!held) return fail({ kind: 'refused', message: DROP_AGAIN() });
      files?.remove(id);
      const read = await readOrderFile(held.path, undefined, deps.workbookWorker);
      lastPicked = read.sheet ? held.path : null;
      return ok(read);
    },
    'files:importSheet': async ({ sheet }) => {
      if (lastPicked === null) return fail({ kind: 'refused', message: PICK_AGAIN() });
      return ok(await readOrderFile(lastPicked, sheet, deps.workbookWorker));
    },
    'files:exportCsv': ({ name, lines }) => save(name, async () => writeOrderCsv(lines), 'files:exportCsv'),
    'files:exportXlsx': ({ name, lines }) => save(name, () => writeOrderXlsx(lines), 'files:exportXlsx'),
    'files:saveTemplate': () => save('order-template.xlsx', writeTemplateXlsx, 'files:saveTemplate'),
  };
}
