import { memo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import type { CartItem } from '../../../../contract/schemas/cart';
import { QuantityStepper } from '../../components/QuantityStepper';
import { NextTierHint } from '../../components/NextTierHint';
import { nextTier } from '../../lib/priceBands';
import { stockLimit } from '../../lib/stock';
import { StockBadge } from '../../components/StockBadge';
import { placeholderImageUrl, showPlaceholderOnError } from '../../components/placeholderImage';
import { formatMoney } from '../../lib/money';
import { subtotalOf, unitPriceAt } from '../../lib/pricing';
import { productPath } from '../../lib/productLinks';
import { canOrder, fitsQuantity, stepOf } from '../../lib/quantity';
import { unitsInStock } from '../../lib/stock';
import type { PriceTerms } from '../../state/priceTerms';
import { lineName, type RowProblem } from './rowProblems';

export interface CartRowProps {
  item: CartItem;
  quantity: number | null;
  onQuantity: (variantId: number, quantity: number | null) => void;
  onRemove: (variantId: number) => void;
  currency: string;
  locale: string;
  terms: PriceTerms;
  busy: boolean;
  /** Set by the virtual list: where the row sits (px from the top) and its index for measuring. */
  offsetTop?: number;
  index?: number;
  measureRef?: (element: HTMLElement | null) => void;
  /** The store's warnings for this line, on the row with a fix (lower to the stock, or remove). */
  problems?: RowProblem[];
  /** Sets a line's quantity and sends it at once (a problem's fix). */
  onFix: (variantId: number, quantity: number) => void;
}

/**
 * One cart line in cart mode. While the quantity is the saved one it shows the store's price and
 * subtotal; once edited it shows the tier price for the new quantity until the cart is updated.
 * Stock follows the product page: the badge, and no quantity change unless it can be ordered.
 */
export const CartRow = memo(function CartRow(props: CartRowProps) {
  const { item, quantity, onQuantity, onRemove, currency, locale, terms, busy, offsetTop, index, measureRef, problems, onFix } = props;
  const warned = (problems?.length ?? 0) > 0;
  const { t } = useTranslation();
  const saved = (quantity ?? 0) === item.quantity;
  const unit = saved ? item.unit_price : unitPriceAt(item, quantity ?? 0, terms.wholesale);
  const subtotal = saved ? item.item_subtotal : subtotalOf(quantity, unit);
  const step = stepOf(item);
  const name = lineName(item);
  // A store may leave out the product's handle (not in the store API): the variant still finds it.
  const link = productPath(item.product_handle, item.variant_id);
  // Where the next lower price starts, as quick order says it: pressing it sets that quantity.
  const next = problems?.some((problem) => problem.blocking) ? null : nextTier(item, quantity, terms.wholesale, stockLimit(item, terms.allowPreorder));
  return (
    <div
      role="row"
      className={`cart-row${saved ? '' : ' cart-row--edited'}${warned ? ' cart-row--warned' : ''}`}
      style={offsetTop === undefined ? undefined : { transform: `translateY(${offsetTop}px)` }}
      data-index={index}
      data-variant-id={item.variant_id}
      ref={measureRef}
      aria-rowindex={index === undefined ? undefined : index + 2}
    >
      <div role="cell" className="cart-row__thumb">
        <img loading="lazy" decoding="async" src={item.item_image?.url ?? placeholderImageUrl} alt="" onError={showPlaceholderOnError} />
      </div>
      <div role="rowheader" className="cart-row__variant">
        {link ? (
          <Link to={link} className="cart-row__product">
            {item.product_name}
          </Link>
        ) : (
          <span className="cart-row__product">{item.product_name}</span>
        )}
        {item.variant_name && <span className="cart-row__variant-name">{item.variant_name}</span>}
        <StockBadge item={item} allowPreorder={terms.allowPreorder} />
        {warned && (
          <ul className="cart-row__problems">
            {problems?.map((problem) => {
              // Lowered to what the stock allows in whole steps (cartons); none left: Remove is the fix.
              const fit = problem.lowerTo === null ? 0 : Math.floor(problem.lowerTo / step) * step;
              const lower = fit > 0 && (quantity ?? 0) > fit;
              const remove = problem.blocking && fit === 0;
              return (
                <li key={problem.key}>
                  <span>{problem.text}</span>
                  {lower && (
                    <button
                      type="button"
                      className="link-button cart-row__fix"
                      onClick={() => onFix(item.variant_id, fit)}
                      disabled={busy}
                      aria-label={t('cart.lower_to_label', { name, value: fit })}
                    >
                      {t('cart.lower_to', { value: fit })}
                    </button>
                  )}
                  {remove && (
                    <button
                      type="button"
                      className="link-button cart-row__fix"
                      onClick={() => onRemove(item.variant_id)}
                      disabled={busy}
                      aria-label={t('cart.remove_fix_label', { name })}
                    >
                      {t('cart.remove_fix')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div role="cell" className="cart-row__sku" data-label={t('cart.sku')}>
        {item.sku ?? '—'}
      </div>
      <div role="cell" className="num cart-row__price" data-label={t('cart.wholesale_price')}>
        {formatMoney(unit, currency, locale)}
        {terms.showRetail && item.ori_unit_price > unit && <s className="cart-row__was">{formatMoney(item.ori_unit_price, currency, locale)}</s>}
      </div>
      <div role="cell" className="cart-row__qty" data-label={t('cart.quantity')}>
        <QuantityStepper
          itemId={item.variant_id}
          value={quantity}
          step={step}
          onChange={onQuantity}
          disabled={busy || !canOrder(item, terms.allowPreorder)}
          label={t('product.quantity_of', { name })}
          increaseLabel={t('product.increase', { step, name })}
          decreaseLabel={t('product.decrease', { step, name })}
          error={fitsQuantity(quantity, step) ? null : t('product.check_quantity')}
          buttonsInTabOrder={false}
          emptyIsNone={false}
          stock={unitsInStock(item)}
        />
        {!busy && <NextTierHint next={next} money={(amount) => formatMoney(amount, currency, locale)} onUse={(target) => onQuantity(item.variant_id, target)} inTabOrder={false} />}
      </div>
      <div role="cell" className="num cart-row__subtotal" data-label={t('cart.subtotal')}>
        {formatMoney(subtotal, currency, locale)}
      </div>
      <div role="cell" className="cart-row__remove">
        <button type="button" className="link-button" onClick={() => onRemove(item.variant_id)} disabled={busy} aria-label={t('cart.remove_item', { name })}>
          {t('cart.remove')}
        </button>
      </div>
    </div>
  );
});
