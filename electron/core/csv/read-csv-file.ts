import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { ImportedCsv } from '../../../contract/schemas/quickOrder';
import { decodeText } from './decode-text';
import { readOrderCsv } from './read-order-csv';
import { coreText } from '../language/core-text';

/** A CSV of 5,000 order lines is well under this; anything larger is not an order list. */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/** Reads an order-lines file the buyer picked: its size checked before a byte is read. */
export async function readCsvFile(path: string, maxBytes = MAX_CSV_BYTES): Promise<ImportedCsv> {
  const file = { name: basename(path) };
  const unreadable = { file, lines: [], problems: [coreText('import_unreadable')] };
  let size: number;
  try {
    const info = await stat(path);
    if (!info.isFile()) return unreadable;
    size = info.size;
  } catch {
    return unreadable;
  }
  if (size > maxBytes) {
    return { file, lines: [], problems: [coreText('import_csv_too_big', { size: megabytes(size), max: megabytes(maxBytes) })] };
  }
  let bytes: Uint8Array;
  try {
    bytes = (await readFile(path)).subarray(0, maxBytes);
  } catch {
    return unreadable;
  }
  const decoded = decodeText(bytes);
  if ('problem' in decoded) return { file, lines: [], problems: [decoded.problem] };
  return { file, ...readOrderCsv(decoded.text) };
}
