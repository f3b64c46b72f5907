import { memo } from 'react';
import type { Product } from '../../../../contract/schemas/catalog';
import { formatMoney } from '../../lib/money';
import { cardPrices } from '../../lib/cardPrices';
import type { PriceRange } from '../../lib/pricing';
import { stockBadge } from '../../lib/quantity';
import { ProductImage } from './ProductImage';
import type { CatalogLayout } from './layout';

/** Words every card needs, translated once by the grid rather than once a card. */
export interface CardLabels {
  fromPrice: (price: string) => string;
  retailPrice: (price: string) => string;
  preorder: string;
  outOfStock: string;
  inStock: (count: number) => string;
  noImage: string;
  variants: (count: number) => string;
}

interface ProductCardProps {
  product: Product;
  layout: CatalogLayout;
  /** Wholesale prices apply (price list on, wholesale customer); otherwise the retail range is the price. */
  wholesale: boolean;
  showRetail: boolean;
  allowPreorder: boolean;
  locale: string;
  labels: CardLabels;
}

/**
 * One product in the grid or the list; the whole card links to /products/{handle}. A plain
 * hash link (the router is a hash router) keeps 48 cards free of router hooks.
 */
export const ProductCard = memo(function ProductCard({ product, layout, wholesale, showRetail, allowPreorder, locale, labels }: ProductCardProps) {
  const priced = (range: PriceRange) => {
    const price = formatMoney(range.min, product.currency, locale);
    return range.isRange ? labels.fromPrice(price) : price;
  };
  const { main, retail } = cardPrices(product, { wholesale, showRetail, preview: false });
  const tracked = product.inventory_management !== 'none';
  const badge = stockBadge({ inventory_quantity: product.total_quantity, inventory_management: product.inventory_management }, allowPreorder);
  return (
    <li className={`product-card product-card--${layout}`}>
      <a href={`#/products/${encodeURIComponent(product.handle)}`} className="product-card__link">
        <ProductImage url={product.featured_img?.url} alt="" placeholderLabel={labels.noImage} className="product-card__image" />
        <div className="product-card__body">
          <h2 className="product-card__title">{product.title}</h2>
          <p className="product-card__price">
            {main && priced(main)}
            {retail && <span className="product-card__retail">{labels.retailPrice(priced(retail))}</span>}
          </p>
          <div className="product-card__meta">
            {badge === 'preorder' && <span className="badge badge--warning">{labels.preorder}</span>}
            {badge === 'out_of_stock' && <span className="badge badge--danger">{labels.outOfStock}</span>}
            {!badge && tracked && <span>{labels.inStock(product.total_quantity)}</span>}
            {layout === 'list' && product.variants.length > 1 && (
              <span className="product-card__variants">{labels.variants(product.variants.length)}</span>
            )}
          </div>
        </div>
      </a>
    </li>
  );
});
