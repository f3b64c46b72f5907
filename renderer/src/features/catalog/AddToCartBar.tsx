import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Product } from '../../../../contract/schemas/catalog';
import { formatMoney, fromMinor } from '../../lib/money';
import type { Quantities } from '../../lib/quantity';
import { selectedTotals } from './selectedTotals';

interface AddToCartBarProps {
  /** The variants the quantities are of, and their currency. */
  product: Pick<Product, 'variants' | 'currency'>;
  quantities: Quantities;
  /** Tier prices apply; otherwise every unit is at the retail price. */
  wholesale: boolean;
  /** The shop takes pre-orders: a quantity over the stock still goes to the cart. */
  allowPreorder: boolean;
  locale: string;
  children: ReactNode;
}

/** What is selected so far (units and amount at the tier prices, of what can be added) beside the Add to cart button. */
export function AddToCartBar({ product, quantities, wholesale, allowPreorder, locale, children }: AddToCartBarProps) {
  const { t } = useTranslation();
  const { units, minor, notCounted } = selectedTotals(product.variants, quantities, wholesale, allowPreorder);
  return (
    <div className="add-to-cart-bar">
      <p className="add-to-cart-bar__summary" aria-live="polite">
        {t('product.selected_total', { count: units, total: formatMoney(fromMinor(minor), product.currency, locale) })}
        {notCounted > 0 && <span className="add-to-cart-bar__left">{t('product.not_counted', { count: notCounted })}</span>}
      </p>
      {children}
    </div>
  );
}
