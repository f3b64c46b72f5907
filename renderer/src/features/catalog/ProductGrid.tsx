import { useLayoutEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import type { Product } from '../../../../contract/schemas/catalog';
import { toBcp47 } from '../../lib/money';
import { ProductCard, type CardLabels } from './ProductCard';
import type { CatalogLayout } from './layout';
import { measureListPaint, measureWholeList } from './paintMarks';
import { priceTermsAtom } from '../../state/priceTerms';
import { useFirstScreenFirst } from '../../lib/useFirstScreenFirst';
import { firstScreenOf } from './firstScreen';

/** The cards of one page: 3 columns on medium screens and up, 2 below, or one per row as a list. */
export function ProductGrid({ products, layout }: { products: Product[]; layout: CatalogLayout }) {
  const { t } = useTranslation();
  const terms = useAtomValue(priceTermsAtom);
  const labels = useMemo<CardLabels>(() => {
    const count = new Intl.NumberFormat(toBcp47(terms.locale));
    return {
      fromPrice: (price) => t('home.from_price', { price }),
      retailPrice: (price) => t('home.retail_price', { price }),
      preorder: t('product.preorder'),
      outOfStock: t('product.out_of_stock'),
      inStock: (units) => t('product.units_in_stock', { count: count.format(units) }),
      noImage: t('home.no_image'),
      variants: (variants) => t('home.variants_count', { count: variants }),
    };
  }, [t, terms.locale]);
  const listKey = useMemo(() => products.map((product) => product.id).join(','), [products]);
  const shown = useFirstScreenFirst(products, listKey, firstScreenOf(layout, window.innerWidth, window.innerHeight));
  useLayoutEffect(measureListPaint, [products]);
  useLayoutEffect(() => {
    if (shown.length === products.length) measureWholeList();
  }, [shown, products]);
  return (
    <ul className={`product-grid product-grid--${layout}`}>
      {shown.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          layout={layout}
          wholesale={terms.wholesale}
          showRetail={terms.showRetail}
          allowPreorder={terms.allowPreorder}
          locale={terms.locale}
          labels={labels}
        />
      ))}
    </ul>
  );
}
