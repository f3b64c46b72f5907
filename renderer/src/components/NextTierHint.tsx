import { useTranslation } from '../i18n/useTranslation';
import type { NextTier } from '../lib/priceBands';
import './StockNote.css';

/** "12 more for RM 21.60 each" under the price at the typed quantity; pressing it sets that quantity. */
export function NextTierHint({
  next,
  money,
  onUse,
  inTabOrder = true,
}: {
  next: NextTier | null;
  money: (amount: number) => string;
  onUse: (quantity: number) => void;
  /** false: reached by pointer only, so Tab goes from a quantity to the next one (the cart's steppers do the same). */
  inTabOrder?: boolean;
}) {
  const { t } = useTranslation();
  if (!next) return null;
  return (
    <button type="button" className="next-tier" onClick={() => onUse(next.quantity)} tabIndex={inTabOrder ? undefined : -1}>
      {t('product.next_tier', { count: next.more, price: money(next.price) })}
    </button>
  );
}
