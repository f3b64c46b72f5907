import writeXlsxFile from 'write-excel-file/node';
import { fail, ok } from '../../../contract/result';
import type { ExportSheetsInput } from '../../../contract/schemas/insights';
import type { CoreDeps, Handlers } from '../deps';
import { coreText } from '../language/core-text';

type InsightHandlers = Pick<Handlers, 'insights:exportXlsx'>;

const NOT_HERE = () => coreText('files_save_unavailable');
const NOT_SAVED = () => coreText('file_not_saved');

/** The sheets as an XLSX workbook: a bold head row, then the rows; text stays text (never a formula). */
export function writeWorkbook(input: ExportSheetsInput, path: string): Promise<void> {
  return writeXlsxFile(
    input.sheets.map((sheet) => ({
      sheet: sheet.title,
      data: [
        sheet.columns.map((column) => ({ value: column, fontWeight: 'bold' as const })),
        ...sheet.rows.map((row) => row.map((cell) => ('number' in cell ? { value: cell.number, type: Number } : { value: cell.text, type: String }))),
      ],
    })),
  ).toFile(path);
}

/** Purchase insights to a spreadsheet, written where the save dialog says: the page never names a path. */
export function insightHandlers(deps: Pick<CoreDeps, 'saveFile'>): InsightHandlers {
  return {
    'insights:exportXlsx': async (input) => {
      if (!deps.saveFile) return fail({ kind: 'server', message: NOT_HERE() });
      const path = await deps.saveFile(input.name);
      if (path === null) return ok({ saved: false });
      try {
        await writeWorkbook(input, path);
      } catch (error) {
        console.error('[insights] the spreadsheet could not be written', error);
        return fail({ kind: 'server', message: NOT_SAVED() });
      }
      return ok({ saved: true });
    },
  };
}
