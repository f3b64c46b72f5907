import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Product } from '../../../../preload/schemas/catalog';
import { formatMoney, fromMinor, lineMinor } from '../../lib/money';
import { unitPriceAt } from '../../lib/pricing';
import type { Quantities } from '../../lib/quantity';

interface AddToCartBarProps {
  product: Product;
  quantities: Quantities;
  /** Tier prices apply; otherwise every unit is at the retail price. */
  wholesale: boolean;
  locale: string;
  children: ReactNode;
}

/** What is selected so far (units and amount at the tier prices) beside the Add to cart button. */
export function AddToCartBar({ product, quantities, wholesale, locale, children }: AddToCartBarProps) {
  const { t } = useTranslation();
  let units = 0;
  let minor = 0;
  for (const variant of product.variants) {
    const quantity = quantities.get(variant.id);
    if (!quantity) continue;
    units += quantity;
    minor += lineMinor(quantity, unitPriceAt(variant, quantity, wholesale));
  }
  return (
    <div className="add-to-cart-bar">
      <p className="add-to-cart-bar__summary" aria-live="polite">
        {t('product.selected_total', { count: units, total: formatMoney(fromMinor(minor), product.currency, locale) })}
      </p>
      {children}
    </div>
  );
}
