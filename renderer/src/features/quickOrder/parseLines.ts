import { readWholeNumber } from '../../../../contract/formats/wholeNumber';

/**
 * Lines pasted from a spreadsheet or an e-mail, read as SKU and quantity. Accepted per line:
 * `SKU<Tab>qty` (extra cells ignored), `SKU,qty`, `SKU;qty`, `qty x SKU`, and `SKU qty` when the
 * two words can only be read one way. A lone SKU becomes a line without a quantity, so its row
 * asks for one. The quantity stays text: the row checks it like a typed one.
 */
export interface PastedLine {
  /** 1-based line number in what was pasted, for messages. */
  line: number;
  sku: string;
  quantity: string;
}

/** Most lines one paste or import turns into rows (the SKU lookup takes 5,000 at once). */
export const MAX_LINES = 5000;

// A space on one side of the x at least: '10x20-BOLT' is a SKU, not 10 of '20-BOLT'.
const QTY_FIRST = /^(\d[\d,.]*)(?:\s+[x×*]\s*|\s*[x×*]\s+)(\S.*)$/i;
const NUMBER = /^\d[\d,.]*$/;
const HEADER_WORD = /^(sku|item|code|product|article|part)/i;

/**
 * A pasted or imported quantity as plain digits, read by the buyer's language ('1.000' is a
 * thousand in Indonesian, '1,000' in English); one it cannot read is left as it came, for its
 * row to flag.
 */
export function quantityText(raw: string, language: string): string {
  const text = raw.trim();
  const value = readWholeNumber(text, language);
  return value === null ? text : String(value);
}

function cells(text: string): [string, string] | null {
  for (const delimiter of ['\t', ';', ',']) {
    if (!text.includes(delimiter)) continue;
    const [sku = '', quantity = ''] = text.split(delimiter).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
    return [sku, quantity];
  }
  return null;
}

function readLine(text: string): [string, string] {
  const delimited = cells(text);
  if (delimited) return delimited;
  const qtyFirst = QTY_FIRST.exec(text);
  if (qtyFirst) return [qtyFirst[2]!.trim(), qtyFirst[1]!];
  const words = text.split(/\s+/);
  if (words.length === 2) {
    const [a, b] = words as [string, string];
    if (NUMBER.test(b)) return [a, b];
    if (NUMBER.test(a)) return [b, a];
  }
  return [text, ''];
}

export function parseLines(pasted: string, language: string): PastedLine[] {
  const lines: PastedLine[] = [];
  const rows = pasted.split(/\r\n|\r|\n/);
  for (let i = 0; i < rows.length && lines.length < MAX_LINES; i += 1) {
    // Read as the quantity reader and the SKU match read (NFKC): full-width digits, x, spaces,
    // commas and semicolons, as a Chinese input method types them, split a line as plain ones do.
    const text = rows[i]!.normalize('NFKC').trim();
    if (!text) continue;
    const [sku, quantity] = readLine(text);
    // A header row copied with the data ("SKU  Qty") is not a line to order.
    if (lines.length === 0 && HEADER_WORD.test(sku) && quantity !== '' && !NUMBER.test(quantity)) continue;
    if (!sku) continue;
    lines.push({ line: i + 1, sku, quantity: quantityText(quantity, language) });
  }
  return lines;
}

/** How many non-blank lines were left out by MAX_LINES. */
export function linesOver(pasted: string): number {
  const count = pasted.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length;
  return Math.max(0, count - MAX_LINES);
}
