import { useTranslation } from '../../i18n/useTranslation';
import type { Variant } from '../../../../preload/schemas/catalog';
import type { Quantities } from '../../lib/quantity';
import type { PriceTerms } from '../../state/priceTerms';
import { VariantRow } from './VariantRow';
import { onVariantQuantityEnter } from './quantityEnter';

interface VariantTableProps {
  variants: Variant[];
  quantities: Quantities;
  onQuantity: (variantId: number, quantity: number | null) => void;
  currency: string;
  locale: string;
  terms: PriceTerms;
}

/**
 * The variant table in listing mode: variant, SKU, tiers, unit price, quantity, subtotal. A customer
 * without wholesale prices gets no tiers column: the note above the table says why (spec 6).
 */
export function VariantTable({ variants, quantities, ...shared }: VariantTableProps) {
  const { t } = useTranslation();
  return (
    <div className="table-wrap variant-table-wrap" onKeyDown={onVariantQuantityEnter}>
      <table className="table variant-table">
        <thead>
          <tr>
            <th scope="col">{t('product.variant')}</th>
            <th scope="col">{t('product.sku')}</th>
            {shared.terms.wholesaleCustomer && <th scope="col">{t('product.wholesale_prices')}</th>}
            <th scope="col" className="num">
              {t('product.unit_price')}
            </th>
            <th scope="col" className="variant-table__qty-head">
              {t('product.quantity')}
            </th>
            <th scope="col" className="num">
              {t('product.subtotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {variants.map((variant) => (
            <VariantRow key={variant.id} variant={variant} quantity={quantities.get(variant.id) ?? null} {...shared} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
