import { writeFile } from 'node:fs/promises';
import { fail, ok } from '../../../preload/result';
import { readCsvFile } from '../csv/read-csv-file';
import { writeOrderCsv } from '../csv/write-order-csv';
import type { CoreDeps, Handlers } from '../deps';
import { OPEN_FILE_NEEDS_DESKTOP } from './desktop-only';

type CsvHandlers = Pick<Handlers, 'files:importCsv' | 'files:exportCsv'>;

const NOT_HERE = 'Files cannot be opened or saved in this version of the app.';

/**
 * Order lines in and out of CSV files. The page never names a path: main asks the buyer through
 * the open and save dialogs and reads or writes only the file chosen there.
 */
export function csvHandlers(deps: Pick<CoreDeps, 'openCsv' | 'saveFile'>): CsvHandlers {
  return {
    'files:importCsv': async () => {
      if (!deps.openCsv) return fail({ kind: 'refused', message: OPEN_FILE_NEEDS_DESKTOP });
      const path = await deps.openCsv();
      if (path === null) return ok({ file: null, lines: [], problems: [] });
      return ok(await readCsvFile(path));
    },
    'files:exportCsv': async ({ name, lines }) => {
      if (!deps.saveFile) return fail({ kind: 'server', message: NOT_HERE });
      const path = await deps.saveFile(name);
      if (path === null) return ok({ saved: false });
      try {
        await writeFile(path, writeOrderCsv(lines), 'utf8');
      } catch (error) {
        console.error('[files:exportCsv] could not write the file', error);
        return fail({ kind: 'server', message: 'The file could not be saved there. Choose another folder and try again.' });
      }
      return ok({ saved: true });
    },
  };
}
