import { useTranslation } from '../i18n/useTranslation';
import { stockBadge, type Stocked } from '../lib/quantity';

/** 'Pre order' or 'Out of stock' for tracked stock at or below 0 (spec 4); nothing otherwise. */
export function StockBadge({ item, allowPreorder }: { item: Stocked; allowPreorder: boolean }) {
  const { t } = useTranslation();
  const badge = stockBadge(item, allowPreorder);
  if (!badge) return null;
  return (
    <span className={`badge ${badge === 'preorder' ? 'badge--warning' : 'badge--danger'} stock-badge`}>{badge === 'preorder' ? t('product.preorder') : t('product.out_of_stock')}</span>
  );
}
