import { useTranslation } from '../i18n/useTranslation';
import { toBcp47 } from '../lib/money';
import { stockBadge, type Stocked } from '../lib/quantity';
import { unitsInStock } from '../lib/stock';
import './StockNote.css';

interface StockBadgeProps {
  item: Stocked;
  allowPreorder: boolean;
  /** Where quantities are typed: tracked stock above 0 also says how many ("3 in stock"). */
  count?: boolean;
  /** The store's locale, for the count's digits. */
  locale?: string;
}

/** 'Pre order' or 'Out of stock' for tracked stock at or below 0; with `count`, "3 in stock" above 0. */
export function StockBadge({ item, allowPreorder, count = false, locale = 'en_US' }: StockBadgeProps) {
  const { t } = useTranslation();
  const badge = stockBadge(item, allowPreorder);
  if (!badge) {
    const units = count ? unitsInStock(item) : null;
    if (units === null) return null;
    return <span className="stock-count">{t('product.in_stock', { count: units, units: countText(units, locale) })}</span>;
  }
  return (
    <span className={`badge ${badge === 'preorder' ? 'badge--warning' : 'badge--danger'} stock-badge`}>{badge === 'preorder' ? t('product.preorder') : t('product.out_of_stock')}</span>
  );
}

function countText(units: number, locale: string): string {
  try {
    return units.toLocaleString(toBcp47(locale));
  } catch {
    return String(units);
  }
}
