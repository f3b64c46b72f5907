import { readWholeNumber } from '../../../contract/formats/wholeNumber';

/**
 * What a buyer typed in a quantity box, read the way the shared reader reads pasted and imported
 * counts: ASCII or full-width digits, the language's group separators, an IME's committed text.
 * Text that holds no count says why, so the field can tell the buyer what to type instead; it is
 * never taken for 0 or for "no quantity".
 */
export type QuantityText =
  | { kind: 'empty' }
  /** `plain`: typed as ASCII digits only; otherwise the field shows the number it understood. */
  | { kind: 'number'; value: number; plain: boolean }
  | { kind: 'unread'; reason: UnreadReason };

export type UnreadReason = 'fraction' | 'ambiguous' | 'digits_only';

/** The longest text a quantity box holds: seven digits with their separators, full-width or not. */
export const QUANTITY_TEXT_MAX = 12;

export function readQuantityText(text: string, language?: string | null): QuantityText {
  if (text.trim() === '') return { kind: 'empty' };
  const value = readWholeNumber(text, language);
  if (value !== null) return { kind: 'number', value, plain: /^[0-9]+$/.test(text.trim()) };
  const plain = text.normalize('NFKC').trim();
  // "1.000" or "1,000" the language reads the other way could be one or a thousand.
  if (/^\d{1,3}([.,]\d{3})+$/.test(plain)) return { kind: 'unread', reason: 'ambiguous' };
  if (/^\d*[.,]\d+$/.test(plain)) return { kind: 'unread', reason: 'fraction' };
  return { kind: 'unread', reason: 'digits_only' };
}

/** The dictionary key of each reason (in `common`). */
export const UNREAD_WORDS: Record<UnreadReason, string> = {
  fraction: 'common.quantity_fraction',
  ambiguous: 'common.quantity_ambiguous',
  digits_only: 'common.quantity_digits_only',
};

/** How many times the quantity before, or the stock, a typed quantity may be before the buyer is asked. */
export const JUMP_FACTOR = 100;

/**
 * A quantity far past the one before it (12 to 1200) or past what the store could ever hold for
 * it (100 times its stock): a scan's digits or a slip of the keyboard more often than an order.
 */
export function isQuantityJump(from: number | null, to: number, stock: number | null | undefined): boolean {
  if ((from ?? 0) > 0 && to >= JUMP_FACTOR * from!) return true;
  return (stock ?? 0) > 0 && to > JUMP_FACTOR * stock!;
}
