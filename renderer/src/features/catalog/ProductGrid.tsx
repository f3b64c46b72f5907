import { useLayoutEffect } from 'react';
import type { Product } from '../../../../preload/schemas/catalog';
import { ProductCard } from './ProductCard';
import type { CatalogLayout } from './layout';
import { measureListPaint } from './paintMarks';
import { useShopTerms } from './useShopTerms';

/** The cards of one page: 3 columns on medium screens and up, 2 below, or one per row as a list. */
export function ProductGrid({ products, layout }: { products: Product[]; layout: CatalogLayout }) {
  const terms = useShopTerms();
  useLayoutEffect(measureListPaint, [products]);
  return (
    <ul className={`product-grid product-grid--${layout}`}>
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          layout={layout}
          pricelistEnabled={terms.pricelistEnabled}
          allowPreorder={terms.allowPreorder}
          locale={terms.locale}
        />
      ))}
    </ul>
  );
}
