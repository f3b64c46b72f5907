import type { ShowOpenDialog } from './files';

/** The core's openCsv: one Excel workbook, CSV or text file of order lines, or null when the buyer cancels. */
export function createOpenCsv(showOpenDialog: ShowOpenDialog) {
  return async (): Promise<string | null> => {
    const answer = await showOpenDialog({
      title: 'Import order lines',
      properties: ['openFile'],
      filters: [
        { name: 'Excel or CSV', extensions: ['xlsx', 'csv', 'txt', 'tsv'] },
        { name: 'All files', extensions: ['*'] },
      ],
    });
    const [path] = answer.filePaths;
    return answer.canceled || path === undefined ? null : path;
  };
}
