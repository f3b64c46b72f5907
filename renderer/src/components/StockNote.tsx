import { useTranslation } from '../i18n/useTranslation';
import type { StockCheck } from '../lib/stock';
import './StockNote.css';

interface StockNoteProps {
  check: StockCheck;
  /** Offered for a quantity over the stock: lower the line to the most that can be sent. */
  onUse?: (quantity: number) => void;
}

/**
 * Under a typed quantity: how much of it will be on pre-order, or (where the store takes none) a
 * button that lowers it to what is in stock. The refusal itself is the field's error.
 */
export function StockNote({ check, onUse }: StockNoteProps) {
  const { t } = useTranslation();
  if (!check) return null;
  if (check.kind === 'preorder') {
    const text = check.inStock > 0 ? t('product.preorder_part', { count: check.preorder, stock: check.inStock }) : t('product.all_preorder', { count: check.preorder });
    return <p className="stock-note stock-note--preorder">{text}</p>;
  }
  if (!onUse || check.fit <= 0) return null;
  return (
    <button type="button" className="btn btn--secondary btn--sm stock-note__fix" onClick={() => onUse(check.fit)}>
      {t('product.use_quantity', { quantity: check.fit })}
    </button>
  );
}
