import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Button } from './Button';
import './PendingCancel.css';

/** Long enough that a store answering normally never shows it, short enough not to feel stuck. */
const SLOW_AFTER_MS = 3000;

interface PendingCancelProps {
  /** The call is out and not answered yet. */
  pending: boolean;
  onCancel: () => void;
  /** Says what is slow, e.g. "The store is taking longer than usual." */
  note: string;
  /** The button's accessible name; starts with the visible "Cancel", e.g. "Cancel placing the order". */
  label: string;
}

/**
 * A write with no timeout (placing an order, adding to cart) can wait for ever on a stuck line.
 * Once it has been pending a while, this offers the buyer a way out beside the spinner. Placed after
 * the busy button, it is where Tab goes next when that button (now disabled) had the focus.
 */
export function PendingCancel({ pending, onCancel, note, label }: PendingCancelProps) {
  const { t } = useTranslation();
  const [slow, setSlow] = useState(false);
  const [asked, setAsked] = useState(false);
  // A new wait starts from scratch (adjusting state while rendering, not in an effect).
  if (!pending && (slow || asked)) {
    setSlow(false);
    setAsked(false);
  }
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  if (!pending || !slow) return null;
  return (
    <div className="pending-cancel">
      <p className="pending-cancel__note" role="status">
        {note}
      </p>
      <Button
        variant="secondary"
        aria-label={label}
        // aria-disabled, not disabled: a disabled button would drop the keyboard focus on the page.
        aria-disabled={asked || undefined}
        onClick={() => {
          if (asked) return;
          setAsked(true);
          onCancel();
        }}
      >
        {t('common.cancel')}
      </Button>
    </div>
  );
}
