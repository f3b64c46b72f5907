import { open, readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { ImportedCsv } from '../../../contract/schemas/quickOrder';
import { readCsvFile } from '../csv/read-csv-file';
import { readWorkbookOffThread } from './read-workbook-off-thread';
import { coreText } from '../language/core-text';

/** A workbook of 5,000 order lines is a few hundred kilobytes; anything far larger is not an order list. */
export const MAX_XLSX_BYTES = 4 * 1024 * 1024;

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
const UNREADABLE = () => coreText('import_unreadable');

/** An xlsx file is a zip: it starts with "PK\3\4". */
async function isZip(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && head.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  } finally {
    await handle.close();
  }
}

/**
 * A file of order lines the buyer picked or dropped: an Excel workbook (xlsx) by its first bytes,
 * whatever its name (read in the workbook worker, `workbookWorker` its built file), otherwise a
 * CSV or text file. The size is checked before the file is read.
 */
export async function readOrderFile(path: string, sheet?: string, workbookWorker?: string): Promise<ImportedCsv> {
  const file = { name: basename(path) };
  const refused = (problem: string): ImportedCsv => ({ file, lines: [], problems: [problem] });
  try {
    const info = await stat(path);
    if (!info.isFile()) return refused(UNREADABLE());
    if (!(await isZip(path))) return await readCsvFile(path);
    if (info.size > MAX_XLSX_BYTES) return refused(coreText('import_xlsx_too_big', { size: megabytes(info.size), max: megabytes(MAX_XLSX_BYTES) }));
    const bytes = await readFile(path);
    return { file, ...(await readWorkbookOffThread(bytes.subarray(0, MAX_XLSX_BYTES), sheet, { entry: workbookWorker })) };
  } catch {
    return refused(UNREADABLE());
  }
}
