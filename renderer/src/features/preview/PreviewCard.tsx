import { memo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Product } from '../../../../contract/schemas/catalog';
import { placeholderImageUrl, showPlaceholderOnError } from '../../components/placeholderImage';
import { formatMoney } from '../../lib/money';
import { cardPrices } from '../../lib/cardPrices';
import type { PriceRange } from '../../lib/pricing';
import { productStep, stockBadge } from '../../lib/quantity';

interface PreviewCardProps {
  product: Product;
  locale: string;
  wholesale: boolean;
  allowPreorder: boolean;
  showRetail: boolean;
}

/**
 * One product in the preview: image or placeholder, title, restriction text, increment,
 * price ('from min' when min < max), the retail price only when the shop shows it, and the stock badge.
 * Guests get no wholesale prices from the store: then the retail price (if shown) is the price.
 */
export const PreviewCard = memo(function PreviewCard({ product, locale, wholesale, allowPreorder, showRetail }: PreviewCardProps) {
  const { t } = useTranslation();
  const priced = (range: PriceRange) => {
    const price = formatMoney(range.min, product.currency, locale);
    return range.isRange ? t('preview.from_price', { price }) : price;
  };
  const { main, retail } = cardPrices(product, { wholesale, showRetail, preview: true });
  const badge = stockBadge({ inventory_quantity: product.total_quantity, inventory_management: product.inventory_management }, allowPreorder);
  return (
    <li className="preview-card">
      <div className="preview-card__image">
        <img
          loading="lazy"
          decoding="async"
          src={product.featured_img?.url ?? placeholderImageUrl}
          alt={product.featured_img ? product.title : t('preview.no_image')}
          onError={showPlaceholderOnError}
        />
        {badge && <span className={`badge ${badge === 'preorder' ? 'badge--warning' : 'badge--danger'} preview-card__badge`}>{t(`preview.${badge}`)}</span>}
      </div>
      <div className="preview-card__body">
        <h2 className="preview-card__title">{product.title}</h2>
        {product.restriction_text && <p className="preview-card__restriction">{product.restriction_text}</p>}
        <p className="preview-card__increment">{t('preview.increment', { step: productStep(product) })}</p>
        {main && <p className="preview-card__price">{priced(main)}</p>}
        {retail && <p className="preview-card__retail">{t('preview.retail_price', { price: priced(retail) })}</p>}
      </div>
    </li>
  );
});
