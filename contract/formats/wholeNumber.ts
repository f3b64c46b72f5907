import { intlTag } from './intlTag';

/**
 * A count (a quantity) typed, pasted or imported, read by the buyer's language: in Indonesian
 * "1.000" is one thousand and "1.000,00" too; in English, Malay and Chinese "1,000" and
 * "1,000.00" are. For both sides of the bridge: pure, no DOM, no Node.
 *
 * - Full-width digits and commas, as a Chinese input method types them, read as plain ones.
 * - Thousands are grouped by the language's separator (or a space) in threes, or not at all.
 * - Decimals are accepted only when they are all zeros (a spreadsheet's "12.00"): a count has
 *   no fractions.
 * - A figure the other convention reads otherwise is refused rather than guessed: "1.000" in
 *   English could be one or a thousand, so the buyer is asked, never sent the wrong amount.
 */

interface Separators {
  group: string;
  decimal: string;
}

const separatorsByLanguage = new Map<string, Separators>();

function separatorsOf(language: string): Separators {
  let found = separatorsByLanguage.get(language);
  if (!found) {
    const parts = new Intl.NumberFormat(language, { useGrouping: true, minimumFractionDigits: 1 }).formatToParts(12345.5);
    found = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    separatorsByLanguage.set(language, found);
  }
  return found;
}

/** Spaces group thousands in every language (a plain, a no-break or a narrow no-break one). */
const SPACE_GROUPS = [' ', '\u00a0', '\u202f'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The whole number the text holds in this language, or null when it holds none (or could be two). */
export function readWholeNumber(text: string, language?: string | null): number | null {
  const plain = text.normalize('NFKC').trim();
  const { group, decimal } = separatorsOf(intlTag(language));
  for (const sign of new Set([group, ...SPACE_GROUPS])) {
    const shape = new RegExp(`^(\\d+|\\d{1,3}(?:${escape(sign)}\\d{3})+)(?:${escape(decimal)}(\\d+))?$`);
    const match = shape.exec(plain);
    if (!match) continue;
    const [, whole = '', fraction] = match;
    const grouped = whole.includes(sign);
    if (fraction !== undefined) {
      if (!/^0+$/.test(fraction)) return null;
      // "1.000" with '.' the decimal point is, read the other way, a thousand: ask, do not guess.
      if (fraction.length === 3 && !grouped) return null;
    }
    const value = Number(whole.split(sign).join(''));
    return Number.isSafeInteger(value) ? value : null;
  }
  return null;
}
