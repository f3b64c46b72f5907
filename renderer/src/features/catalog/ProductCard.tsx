import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../preload/schemas/catalog';
import { formatMoney } from '../../lib/money';
import { priceRange } from '../../lib/pricing';
import { ProductImage } from './ProductImage';
import { StockBadge } from './StockBadge';
import type { CatalogLayout } from './layout';

interface ProductCardProps {
  product: Product;
  layout: CatalogLayout;
  pricelistEnabled: boolean;
  allowPreorder: boolean;
  locale: string;
}

/** One product in the grid or the list; the whole card is the link to /products/{handle}. */
export const ProductCard = memo(function ProductCard({ product, layout, pricelistEnabled, allowPreorder, locale }: ProductCardProps) {
  const { t } = useTranslation();
  const range = priceRange(product, pricelistEnabled);
  const price = formatMoney(range.min, product.currency, locale);
  const stock = { inventory_quantity: product.total_quantity, inventory_management: product.inventory_management };
  return (
    <li className={`product-card product-card--${layout}`}>
      <Link to={`/products/${encodeURIComponent(product.handle)}`} className="product-card__link">
        <ProductImage url={product.featured_img?.url} alt="" placeholderLabel={t('home.no_image')} className="product-card__image" />
        <div className="product-card__body">
          <h2 className="product-card__title">{product.title}</h2>
          <p className="product-card__price">{range.isRange ? t('home.from_price', { price }) : price}</p>
          <div className="product-card__meta">
            <StockBadge item={stock} allowPreorder={allowPreorder} />
            {layout === 'list' && product.variants.length > 1 && (
              <span className="product-card__variants">{t('home.variants_count', { count: product.variants.length })}</span>
            )}
          </div>
        </div>
      </Link>
    </li>
  );
});
