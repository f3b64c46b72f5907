import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import type { Product } from '../../../../contract/schemas/catalog';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PendingCancel } from '../../components/PendingCancel';
import { PageTitle } from '../../components/PageTitle';
import { SafeHtml } from '../../components/SafeHtml';
import { WholesaleNote } from '../../components/WholesaleNote';
import { formatMoney } from '../../lib/money';
import { cardPrices } from '../../lib/cardPrices';
import { bandsRange } from '../../lib/priceBands';
import type { PriceRange } from '../../lib/pricing';
import { quantitiesReducer, type Quantities } from '../../lib/quantity';
import { loadDraft, saveDraft } from '../../lib/quantityDraft';
import { AddToCartBar } from './AddToCartBar';
import { ProductImage } from './ProductImage';
import { StockBadge } from '../../components/StockBadge';
import { VariantTable } from './VariantTable';
import { SizeGridTable } from './SizeGridTable';
import { VariantLayoutToggle } from './VariantLayoutToggle';
import { variantLayoutAtom } from './layout';
import { sizeGridOf } from './sizeGrid';
import { useAddToCart } from './useAddToCart';
import { priceTermsAtom } from '../../state/priceTerms';
import { useStoreWritable } from '../../components/useStoreWritable';

const NONE: Quantities = new Map();

/** The product's picture, words and prices, the variant table and the Add to cart bar. */
export function ProductDetail({ product }: { product: Product }) {
  const { t } = useTranslation();
  const store = useStoreWritable();
  const terms = useAtomValue(priceTermsAtom);
  const { pricelistEnabled, allowPreorder, locale } = terms;
  const draftScope = `product:${product.handle}`;
  // Quantities typed but not added survive a renderer crash and reload.
  const [quantities, dispatch] = useReducer(quantitiesReducer, NONE, (none) =>
    loadDraft(draftScope, none, product.variants.map((v) => v.id)),
  );
  useEffect(() => saveDraft(draftScope, quantities, NONE), [draftScope, quantities]);
  const onQuantity = useCallback((id: number, quantity: number | null) => dispatch({ type: 'set', id, quantity }), []);
  const clear = useCallback(() => dispatch({ type: 'reset', quantities: NONE }), []);
  const { adding, addToCart, cancel } = useAddToCart(product.variants, quantities, clear, allowPreorder);
  const grid = useMemo(() => sizeGridOf(product.variants), [product.variants]);
  const layout = useAtomValue(variantLayoutAtom);

  const card = cardPrices(product, { wholesale: terms.wholesale, showRetail: terms.showRetail, preview: false });
  // The headline is made of the variant table's own numbers: its lowest and highest unit price.
  const main = bandsRange(product.variants, terms.wholesale) ?? card.main;
  const { retail } = card;
  const money = (amount: number) => formatMoney(amount, product.currency, locale);
  const rangeText = (range: PriceRange) => (range.isRange ? `${money(range.min)} – ${money(range.max)}` : money(range.min));
  const stock = { inventory_quantity: product.total_quantity, inventory_management: product.inventory_management };
  // No adding when nothing is in stock, stock is tracked and preorders are off.
  const soldOut = !allowPreorder && product.total_quantity <= 0 && product.inventory_management !== 'none';

  return (
    <>
      <div className="product-hero">
        <ProductImage url={product.featured_img?.url} alt={product.title} placeholderLabel={t('home.no_image')} className="product-hero__image" />
        <div className="product-hero__info">
          <PageTitle title={product.title} />
          <p className="product-hero__price">
            {main && rangeText(main)}
            {retail && <span className="product-hero__retail">{t('product.retail_price', { price: rangeText(retail) })}</span>}
          </p>
          <StockBadge item={stock} allowPreorder={allowPreorder} />
          {!pricelistEnabled && <Alert variant="warning">{t('home.pricelist_not_found')}</Alert>}
          <WholesaleNote />
          {product.body_html && <SafeHtml html={product.body_html} className="product-hero__body rich-text" />}
        </div>
      </div>
      {/* Both ways of entry share the quantities: switching keeps what was typed. */}
      <div className="variant-entry">
        {grid && <VariantLayoutToggle />}
        {grid && layout === 'grid' ? (
          <SizeGridTable grid={grid} quantities={quantities} onQuantity={onQuantity} allowPreorder={allowPreorder} locale={locale} />
        ) : (
          <VariantTable variants={product.variants} quantities={quantities} onQuantity={onQuantity} currency={product.currency} locale={locale} terms={terms} />
        )}
      </div>
      <AddToCartBar product={product} quantities={quantities} wholesale={terms.wholesale} allowPreorder={allowPreorder} locale={locale}>
        <Button size="lg" onClick={addToCart} loading={adding} disabled={soldOut || !store.writable} aria-describedby={store.describedBy}>
          {adding ? t('product.adding') : t('product.add_to_cart')}
        </Button>
        {store.note}
        <PendingCancel pending={adding} onCancel={cancel} note={t('product.adding_slow')} label={t('product.cancel_adding')} />
      </AddToCartBar>
    </>
  );
}
