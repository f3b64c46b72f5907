import { useCallback, useMemo, useReducer } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import type { Product } from '../../../../contract/schemas/catalog';
import { Button } from '../../components/Button';
import { PendingCancel } from '../../components/PendingCancel';
import { useStoreWritable } from '../../components/useStoreWritable';
import { quantitiesReducer, type Quantities } from '../../lib/quantity';
import { priceTermsAtom } from '../../state/priceTerms';
import { AddToCartBar } from './AddToCartBar';
import { VariantRow } from './VariantRow';
import { VariantTableHead } from './VariantTableHead';
import { onVariantQuantityEnter } from './quantityEnter';
import { useAddToCart } from './useAddToCart';
import './product.css';
import '../../components/card-table.css';
import './variant-table.css';
import './order-form.css';

const NONE: Quantities = new Map();

/**
 * The list view as an order form: every variant of the page is a row (SKU, price at the typed
 * quantity, stock, quantity), and one Add to cart sends everything typed on the page in one call,
 * under the product page's quantity rules (cartons, stock).
 */
export function OrderForm({ products }: { products: Product[] }) {
  const { t } = useTranslation();
  const store = useStoreWritable();
  const terms = useAtomValue(priceTermsAtom);
  const [quantities, dispatch] = useReducer(quantitiesReducer, NONE);
  const variants = useMemo(() => products.flatMap((product) => product.variants), [products]);
  const onQuantity = useCallback((id: number, quantity: number | null) => dispatch({ type: 'set', id, quantity }), []);
  const clear = useCallback(() => dispatch({ type: 'reset', quantities: NONE }), []);
  const { adding, addToCart, cancel } = useAddToCart(variants, quantities, clear, terms.allowPreorder);
  const currency = products[0]?.currency ?? '';
  const columns = terms.wholesaleCustomer ? 6 : 5;
  return (
    <div className="order-form">
      <div className="table-wrap variant-table-wrap" onKeyDown={onVariantQuantityEnter}>
        <table className="table card-table variant-table order-form__table">
          <caption className="visually-hidden">{t('home.order_form_caption')}</caption>
          <VariantTableHead wholesaleCustomer={terms.wholesaleCustomer} />
          {products.map((product) => (
            <tbody key={product.id} className="order-form__product">
              <tr className="order-form__product-row">
                <th scope="colgroup" colSpan={columns}>
                  <a href={`#/products/${encodeURIComponent(product.handle)}`}>{product.title}</a>
                </th>
              </tr>
              {product.variants.map((variant) => (
                <VariantRow
                  key={variant.id}
                  variant={variant}
                  quantity={quantities.get(variant.id) ?? null}
                  onQuantity={onQuantity}
                  currency={product.currency}
                  locale={terms.locale}
                  terms={terms}
                />
              ))}
            </tbody>
          ))}
        </table>
      </div>
      <AddToCartBar product={{ variants, currency }} quantities={quantities} wholesale={terms.wholesale} allowPreorder={terms.allowPreorder} locale={terms.locale}>
        <Button size="lg" onClick={addToCart} loading={adding} disabled={!store.writable} aria-describedby={store.describedBy}>
          {adding ? t('product.adding') : t('product.add_to_cart')}
        </Button>
        {store.note}
        <PendingCancel pending={adding} onCancel={cancel} note={t('product.adding_slow')} label={t('product.cancel_adding')} />
      </AddToCartBar>
    </div>
  );
}
