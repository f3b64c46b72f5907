import { Unzip, UnzipInflate, unzipSync, zipSync, type UnzipFileInfo } from 'fflate';
import { coreText } from '../language/core-text';

/**
 * How much of a workbook is read. An order list of 5,000 lines is well under a megabyte of sheet
 * text; a crafted file that unpacks to gigabytes (a zip bomb) or holds thousands of parts is
 * refused from its table of contents, before anything is unpacked, and again while unpacking,
 * since a file can declare sizes it does not keep.
 */
export interface ZipLimits {
  maxEntries: number;
  /** Largest unpacked part (a sheet, the shared strings). */
  maxPartBytes: number;
  /** All unpacked parts together. */
  maxTotalBytes: number;
}

export const ZIP_LIMITS: ZipLimits = { maxEntries: 500, maxPartBytes: 4 * 1024 * 1024, maxTotalBytes: 8 * 1024 * 1024 };

export const NOT_A_WORKBOOK = () => coreText('workbook_not_xlsx');
const TOO_MANY_PARTS = () => coreText('workbook_too_many_parts');
export const TOO_BIG_INSIDE = () => coreText('workbook_too_big_inside');

/** The workbook's text parts: the ones a sheet's cells are read from (pictures, printer settings and macros are not). */
const isTextPart = (name: string) => name.endsWith('.xml') || name.endsWith('.rels');

export type Unpacked = { parts: Record<string, Uint8Array> } | { problem: string };

class Refused extends Error {}

/** The zip's table of contents as it declares itself, read without unpacking a byte; a problem when it is no zip or too large. */
function declaredParts(bytes: Uint8Array, limits: ZipLimits): UnzipFileInfo[] | string {
  const parts: UnzipFileInfo[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        if (parts.length >= limits.maxEntries) throw new Refused(TOO_MANY_PARTS());
        parts.push(file);
        return false;
      },
    });
  } catch (error) {
    return error instanceof Refused ? error.message : NOT_A_WORKBOOK();
  }
  const text = parts.filter((part) => isTextPart(part.name));
  if (text.some((part) => part.originalSize > limits.maxPartBytes)) return TOO_BIG_INSIDE();
  if (text.reduce((sum, part) => sum + part.originalSize, 0) > limits.maxTotalBytes) return TOO_BIG_INSIDE();
  return parts;
}

/** Compressed bytes given to the inflater at a time: one step unpacks to at most about a megabyte (deflate's ratio is at most 1032:1). */
const STEP = 1024;

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** Unpacks the text parts, counting what really comes out and stopping at the first byte past a limit. */
function unpackCounted(bytes: Uint8Array, limits: ZipLimits): Unpacked {
  const parts: Record<string, Uint8Array> = {};
  let total = 0;
  let entries = 0;
  let problem: string | null = null;
  const unzip = new Unzip((file) => {
    entries += 1;
    if (entries > limits.maxEntries) problem ??= TOO_MANY_PARTS();
    if (problem || !isTextPart(file.name)) return;
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (problem) return;
      if (error) {
        problem = NOT_A_WORKBOOK();
        return;
      }
      size += chunk.length;
      total += chunk.length;
      if (size > limits.maxPartBytes || total > limits.maxTotalBytes) {
        problem = TOO_BIG_INSIDE();
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) parts[file.name] = concat(chunks, size);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !problem; at += STEP) unzip.push(bytes.subarray(at, at + STEP), at + STEP >= bytes.length);
  } catch {
    return { problem: NOT_A_WORKBOOK() };
  }
  return problem ? { problem } : { parts };
}

/**
 * The text parts of an xlsx file, unpacked within `limits`: first the declared sizes and the
 * number of parts, then the real sizes as they come out.
 */
export function unpackWorkbook(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): Unpacked {
  const declared = declaredParts(bytes, limits);
  if (typeof declared === 'string') return { problem: declared };
  if (!declared.some((part) => part.name === 'xl/workbook.xml')) return { problem: NOT_A_WORKBOOK() };
  const unpacked = unpackCounted(bytes, limits);
  if ('problem' in unpacked) return unpacked;
  if (!unpacked.parts['xl/workbook.xml']) return { problem: NOT_A_WORKBOOK() };
  return unpacked;
}

/**
 * The parts packed again, stored without compression: the spreadsheet reader unpacks exactly
 * what was measured, never what the original file's headers may say besides.
 */
export function repack(parts: Record<string, Uint8Array>): Buffer {
  const zipped = zipSync(Object.fromEntries(Object.entries(parts).map(([name, data]) => [name, [data, { level: 0 }]])));
  return Buffer.from(zipped.buffer, zipped.byteOffset, zipped.byteLength);
}
