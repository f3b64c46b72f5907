import { coreText } from '../language/core-text';
/**
 * The text of a file of order lines, whatever a spreadsheet saved it as: UTF-8 (with or without a
 * BOM), UTF-16 with its BOM (Excel's "Unicode text"), or, when the bytes are not UTF-8, the
 * Windows code page Excel's plain "CSV" uses. A workbook (xlsx files are read before this) or any
 * other file that is not text is named as such instead of being read as junk.
 */
export type DecodedText = { text: string } | { problem: string };

export const WORKBOOK = () => coreText('import_is_workbook');
export const NOT_TEXT = () => coreText('import_not_text');

const startsWith = (bytes: Uint8Array, ...prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);

/** xlsx and ods are zip files; xls is an OLE compound file. */
const isWorkbook = (bytes: Uint8Array) => startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0);

function decode(bytes: Uint8Array): string | null {
  const strict = (encoding: string) => {
    try {
      return new TextDecoder(encoding, { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  };
  // The decoder drops the BOM it was chosen by.
  if (startsWith(bytes, 0xff, 0xfe)) return strict('utf-16le');
  if (startsWith(bytes, 0xfe, 0xff)) return strict('utf-16be');
  return strict('utf-8') ?? new TextDecoder('windows-1252').decode(bytes);
}

export function decodeText(bytes: Uint8Array): DecodedText {
  if (isWorkbook(bytes)) return { problem: WORKBOOK() };
  const text = decode(bytes);
  // No text file holds a NUL character; binary files (and UTF-16 without its BOM) are full of them.
  if (text === null || text.includes('\u0000')) return { problem: NOT_TEXT() };
  return { text };
}
