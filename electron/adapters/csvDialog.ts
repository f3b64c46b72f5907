import { ENGLISH_MENU_WORDS } from '../core/desktop-menu/app-menu';
import type { DialogWords, ShowOpenDialog } from './files';

/** The core's openCsv: one Excel workbook, CSV or text file of order lines, or null when the buyer cancels. */
export function createOpenCsv(showOpenDialog: ShowOpenDialog, words: DialogWords = () => ENGLISH_MENU_WORDS) {
  return async (): Promise<string | null> => {
    const said = words();
    const answer = await showOpenDialog({
      title: said.dialog_import_lines,
      properties: ['openFile'],
      filters: [
        { name: said.dialog_excel_or_csv, extensions: ['xlsx', 'csv', 'txt', 'tsv'] },
        { name: said.dialog_all_files, extensions: ['*'] },
      ],
    });
    const [path] = answer.filePaths;
    return answer.canceled || path === undefined ? null : path;
  };
}
