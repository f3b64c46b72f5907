import { memo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Variant } from '../../../../preload/schemas/catalog';
import { QuantityStepper } from '../../components/QuantityStepper';
import { formatMoney } from '../../lib/money';
import { discountLabel, subtotalOf, tierTexts, unitPriceAt } from '../../lib/pricing';
import { canOrder, fitsQuantity, stepOf } from '../../lib/quantity';
import type { PriceTerms } from '../../state/priceTerms';
import { StockBadge } from '../../components/StockBadge';

interface VariantRowProps {
  variant: Variant;
  quantity: number | null;
  onQuantity: (variantId: number, quantity: number | null) => void;
  currency: string;
  locale: string;
  terms: PriceTerms;
}

/** One variant in listing mode; only the row whose quantity changed repaints. */
export const VariantRow = memo(function VariantRow({ variant, quantity, onQuantity, currency, locale, terms }: VariantRowProps) {
  const { t } = useTranslation();
  const { wholesale, allowPreorder } = terms;
  const step = stepOf(variant);
  const unit = unitPriceAt(variant, quantity ?? 0, wholesale);
  const tiers = tierTexts(variant, currency, wholesale);
  const discount = discountLabel(variant, wholesale);
  const qty = quantity ?? 0;
  const name = variant.variant_name || variant.name;
  return (
    <tr className="variant-row">
      <th scope="row" className="variant-row__name" data-label={t('product.variant')}>
        <span>{name}</span>
        <StockBadge item={variant} allowPreorder={allowPreorder} />
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
                const active = qty >= tier.values.min && (tier.key === 'tier_open' || qty <= tier.values.max);
                return (
                  <li key={tier.values.min} className={active ? 'tier-list__item tier-list__item--active' : 'tier-list__item'}>
                    {t(`product.${tier.key}`, tier.values)}
                  </li>
                );
              })}
            </ul>
          )}
          {discount && discount !== 'N/A' && <span className="badge badge--success discount-badge">{discount}</span>}
        </td>
      )}
      <td className="num variant-row__unit" data-label={t('product.unit_price')}>
        {formatMoney(unit, currency, locale)}
        {terms.showRetail && variant.ori_unit_price > unit && <s className="variant-row__was">{formatMoney(variant.ori_unit_price, currency, locale)}</s>}
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
          error={fitsQuantity(quantity, step) ? null : t('product.check_quantity')}
        />
        {step > 1 && <span className="qty-hint">{t('product.step_hint', { step })}</span>}
      </td>
      <td className="num variant-row__subtotal" data-label={t('product.subtotal')}>
        {formatMoney(subtotalOf(quantity, unit), currency, locale)}
      </td>
    </tr>
  );
});
