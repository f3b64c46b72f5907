import { useId, useRef, useState, type ChangeEvent, type CompositionEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { isComposing } from '../../lib/composition';
import { isQuantityJump, QUANTITY_TEXT_MAX, readQuantityText, UNREAD_WORDS, type UnreadReason } from '../../lib/quantityText';

export interface QuantityTextOptions {
  value: number | null;
  /** A quantity read from what was typed; 0 (typed, or emptied where empty is none) arrives as null. */
  onQuantity: (quantity: number | null) => void;
  /**
   * Text that holds no quantity was typed: it stays in the field, flagged, and the owner keeps the
   * last quantity it was handed (nothing unread is saved). For an owner that keeps the text itself.
   */
  onUnread?: (text: string) => void;
  /** The owner's kept text (a quick-order row's), shown flagged when it holds no quantity. */
  kept?: string;
  /** The stock in hand, when counted: a quantity past 100 times it is asked about before it is handed up. */
  stock?: number | null;
  /** false: emptying the field is not a quantity (a cart line is removed only by 0 or Remove). */
  emptyIsNone?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/** What the field holds while the buyer is at it: their own text, what it was read as, and a jump asked about. */
type Draft = { text: string; read: number | 'empty' | 'composing' | UnreadReason; asking?: { from: number | null; to: number } };

/**
 * The one way a count is typed: the text is kept as typed, read with the shared reader once the
 * IME has committed it, and handed up only when it is a number. Returns the input's props and the
 * note to show with it (what was understood, or why the text is no quantity).
 */
export function useQuantityText({ value, onQuantity, onUnread, kept, stock, emptyIsNone = true, onKeyDown, onFocus, onBlur }: QuantityTextOptions) {
  const { t, i18n } = useTranslation();
  const noteId = useId();
  const [typed, setDraft] = useState<Draft | null>(null);
  const draft = typed ?? keptDraft(kept, i18n.language);
  /** The quantity the owner held when the field took the keyboard: a jump is measured from it. */
  const before = useRef(value);

  const read = (text: string) => {
    const found = readQuantityText(text, i18n.language);
    // Measured from the quantity held now (a whole new figure typed over it), and from the one held
    // when the field took the keyboard (digits added one by one).
    const from = found.kind === 'number' && found.value !== value ? [value, before.current].find((f) => isQuantityJump(f, found.value, stock)) : undefined;
    if (found.kind === 'number' && from !== undefined) {
      // Asked before it is handed up: the owner keeps the quantity it had, so nothing is saved yet.
      setDraft({ text, read: found.value, asking: { from, to: found.value } });
      if (value !== from) onQuantity(from);
    } else if (found.kind === 'number') {
      setDraft({ text, read: found.value });
      onQuantity(found.value > 0 ? found.value : null);
    } else if (found.kind === 'empty') {
      setDraft({ text, read: 'empty' });
      if (emptyIsNone) onQuantity(null);
    } else {
      setDraft({ text, read: found.reason });
      onUnread?.(text);
    }
  };

  // The draft is shown while it still says what the owner holds; a new quantity from elsewhere
  // (a step button, a scan, the store's answer) replaces a number the buyer typed.
  const held = draft !== null && (typeof draft.read !== 'number' || draft.read === (value ?? 0) || draft.asking !== undefined);
  const shown = held ? draft.text : value === null ? '' : String(value);
  const unread = held && typeof draft.read === 'string' && draft.read in UNREAD_WORDS ? (draft.read as UnreadReason) : null;
  const asking = held ? (draft.asking ?? null) : null;
  const understood = held && !asking && typeof draft.read === 'number' && !/^[0-9]*$/.test(draft.text.trim()) ? draft.read : null;
  const count = (n: number | null) => (n ?? 0).toLocaleString(i18n.language);
  const note = unread
    ? t(UNREAD_WORDS[unread], { text: draft?.text.trim() ?? '' })
    : asking
      ? t('common.quantity_jump_title', { from: count(asking.from), to: count(asking.to) })
      : understood !== null
        ? t('common.quantity_read_as', { value: count(understood) })
        : null;

  const input = {
    type: 'text' as const,
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    maxLength: QUANTITY_TEXT_MAX,
    value: shown,
    'aria-invalid': unread ? true : undefined,
    'aria-describedby': note ? noteId : undefined,
    'data-quantity-input': '',
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      if (!draft?.asking) before.current = value;
      onFocus?.(event);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const text = event.target.value;
      // Mid-composition text is the IME's, not yet the buyer's: read it once committed.
      if ((event.nativeEvent as InputEvent).isComposing) setDraft({ text, read: 'composing' });
      else read(text);
    },
    onCompositionEnd: (event: CompositionEvent<HTMLInputElement>) => read(event.currentTarget.value),
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      // Unread text stays, flagged, until the buyer mends it; anything else shows the quantity held.
      if (!unread && !asking) setDraft(null);
      onBlur?.(event);
    },
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (isComposing(event)) return;
      onKeyDown?.(event);
    },
  };
  /** The field's own state is dropped (a step button, Remove): the owner's quantity shows. */
  const forget = () => setDraft(null);
  /** The buyer's answer to a jump: keep the new quantity, or go back to the one before. */
  const answer = asking
    ? {
        use: { label: t('common.quantity_jump_keep', { to: count(asking.to) }), run: () => (setDraft(null), onQuantity(asking.to)) },
        keep: { label: t('common.quantity_jump_undo', { from: count(asking.from) }), run: () => (setDraft(null), onQuantity(asking.from)) },
      }
    : null;
  return { input, note, noteId, unread: unread !== null, forget, answer };
}

/** A kept text that holds no quantity, as the field shows it (flagged) until the buyer mends it. */
function keptDraft(kept: string | undefined, language: string): Draft | null {
  if (!kept) return null;
  const found = readQuantityText(kept, language);
  return found.kind === 'unread' ? { text: kept, read: found.reason } : null;
}
