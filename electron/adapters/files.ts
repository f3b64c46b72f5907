import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { OpenDialogOptions, OpenDialogReturnValue, SaveDialogOptions, SaveDialogReturnValue } from 'electron';
import type { FilePicker } from '../core/deps';
import { ENGLISH_MENU_WORDS, type MenuWords } from '../core/desktop-menu/app-menu';

/** The dialogs' words in the language in force (the menus' section of the dictionary). */
export type DialogWords = () => MenuWords;
const english: DialogWords = () => ENGLISH_MENU_WORDS;

/** dialog.showOpenDialog / showSaveDialog, already bound to the main window. */
export type ShowOpenDialog = (options: OpenDialogOptions) => Promise<OpenDialogReturnValue>;
export type ShowSaveDialog = (options: SaveDialogOptions) => Promise<SaveDialogReturnValue>;

/** The core's FilePicker: one file, with its name and size, or null when the user cancels. */
export function createFilePicker(
  showOpenDialog: ShowOpenDialog,
  sizeOf: (path: string) => Promise<number> = async (path) => (await stat(path)).size,
  words: DialogWords = english,
): FilePicker {
  return {
    async pick() {
      const answer = await showOpenDialog({ title: words().dialog_attach, properties: ['openFile'] });
      const [path] = answer.filePaths;
      if (answer.canceled || path === undefined) return null;
      return { path, name: basename(path), size: await sizeOf(path) };
    },
  };
}

/** The dialog says what is being saved: a PDF, a CSV or workbook of lines, or a store attachment. */
function saveDialogFor(name: string, words: MenuWords): { title: string; filters?: { name: string; extensions: string[] }[] } {
  const extension = name.toLowerCase().split('.').pop();
  if (extension === 'pdf') return { title: words.dialog_save_pdf, filters: [{ name: words.dialog_pdf_files, extensions: ['pdf'] }] };
  if (extension === 'csv') return { title: words.dialog_export_csv, filters: [{ name: words.dialog_csv_files, extensions: ['csv'] }] };
  if (extension === 'xlsx') return { title: words.dialog_export_excel, filters: [{ name: words.dialog_excel_files, extensions: ['xlsx'] }] };
  return { title: words.dialog_save_attachment };
}

/**
 * The core's saveFile: asks where to save a download, starting in `directory` with the name the
 * core suggests. Only the last path segment of that name is used, so a name from the store can
 * never choose the folder.
 */
export function createSaveFile(showSaveDialog: ShowSaveDialog, directory: string, words: DialogWords = english) {
  return async (suggestedName: string): Promise<string | null> => {
    const last = basename(suggestedName.replace(/\\/g, '/'));
    const name = last === '' || last === '.' || last === '..' ? 'attachment' : last;
    const answer = await showSaveDialog({ ...saveDialogFor(name, words()), defaultPath: join(directory, name) });
    return answer.canceled || !answer.filePath ? null : answer.filePath;
  };
}
