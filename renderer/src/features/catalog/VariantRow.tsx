import { memo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Variant } from '../../../../contract/schemas/catalog';
import { QuantityStepper } from '../../components/QuantityStepper';
import { formatMoney } from '../../lib/money';
import { subtotalOf, unitPriceAt } from '../../lib/pricing';
import { bandTexts, includedRate, nextTier } from '../../lib/priceBands';
import { canOrder, fitsQuantity, stepOf } from '../../lib/quantity';
import { stockCheck, stockLimit } from '../../lib/stock';
import type { PriceTerms } from '../../state/priceTerms';
import { StockBadge } from '../../components/StockBadge';
import { StockNote } from '../../components/StockNote';
import { NextTierHint } from '../../components/NextTierHint';
import { WatchToggle } from '../../components/watch/WatchToggle';
import { inStockNow } from '../../../../contract/schemas/watch';

interface VariantRowProps {
  variant: Variant;
  quantity: number | null;
  onQuantity: (variantId: number, quantity: number | null) => void;
  currency: string;
  locale: string;
  terms: PriceTerms;
  /** Offers Watch / Watching (the product page; the list's order form stays lean). */
  watch?: boolean;
}

/**
 * One variant in listing mode; only the row whose quantity changed repaints. Stock, the price at
 * the typed quantity and the next tier are said here, as the quantity is typed, not after adding.
 */
export const VariantRow = memo(function VariantRow({ variant, quantity, onQuantity, currency, locale, terms, watch = false }: VariantRowProps) {
  const { t } = useTranslation();
  const { wholesale, allowPreorder } = terms;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const step = stepOf(variant);
  const unit = unitPriceAt(variant, quantity ?? 0, wholesale);
  const tiers = bandTexts(variant, wholesale, money);
  const rate = includedRate(variant, wholesale);
  const stock = stockCheck(variant, quantity, allowPreorder, step);
  const next = nextTier(variant, quantity, wholesale, stockLimit(variant, allowPreorder));
  const qty = quantity ?? 0;
  const name = variant.variant_name || variant.name;
  const error = !fitsQuantity(quantity, step) ? t('product.check_quantity') : stock?.kind === 'over_stock' ? t('product.over_stock', { count: stock.inStock }) : null;
  return (
    <tr className="variant-row">
      <th scope="row" className="variant-row__name" data-label={t('product.variant')}>
        <span>{name}</span>
        <StockBadge item={variant} allowPreorder={allowPreorder} count locale={locale} />
        {watch && <WatchToggle variant={{ variant_id: variant.id, sku: variant.sku, name: variant.name || name, unit_price: variant.unit_price, in_stock: inStockNow(variant) }} />}
      </th>
      <td className="variant-row__sku" data-label={t('product.sku')}>
        {variant.sku ?? '—'}
      </td>
      {terms.wholesaleCustomer && (
        <td className="variant-row__tiers" data-label={t('product.wholesale_prices')}>
          {tiers.length === 0 ? (
            <span className="muted">{t('product.na')}</span>
          ) : (
            <ul className="tier-list">
              {tiers.map((tier) => {
                const active = qty >= tier.min && (tier.key === 'tier_open' || qty <= tier.values.max);
                return (
                  <li key={tier.min} className={active ? 'tier-list__item tier-list__item--active' : 'tier-list__item'}>
                    {t(`product.${tier.key}`, tier.values)}
                  </li>
                );
              })}
            </ul>
          )}
          {tiers.length > 0 && rate && <span className="tier-rate">{t(`product.rate_${rate.kind}_included`, { percent: rate.percent })}</span>}
        </td>
      )}
      <td className="num variant-row__unit" data-label={t('product.unit_price')}>
        <div className="variant-row__prices">
          <span className="variant-row__price">{money(unit)}</span>
          {terms.showRetail && variant.ori_unit_price > unit && <s className="variant-row__was">{money(variant.ori_unit_price)}</s>}
          <NextTierHint next={next} money={money} onUse={(target) => onQuantity(variant.id, target)} />
        </div>
      </td>
      <td className="variant-row__qty" data-label={t('product.quantity')}>
        <QuantityStepper
          itemId={variant.id}
          value={quantity}
          step={step}
          onChange={onQuantity}
          disabled={!canOrder(variant, allowPreorder)}
          label={t('product.quantity_of', { name })}
          increaseLabel={t('product.increase', { step, name })}
          decreaseLabel={t('product.decrease', { step, name })}
          error={error}
        />
        <StockNote check={stock} onUse={(fit) => onQuantity(variant.id, fit)} />
        {step > 1 && <span className="qty-hint">{t('product.step_hint', { step })}</span>}
      </td>
      <td className="num variant-row__subtotal" data-label={t('product.subtotal')}>
        {money(subtotalOf(quantity, unit))}
      </td>
    </tr>
  );
});
