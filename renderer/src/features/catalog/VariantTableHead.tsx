import { useTranslation } from '../../i18n/useTranslation';

/** The variant table's heads (product page and the list's order form): the tiers column only for a wholesale customer. */
export function VariantTableHead({ wholesaleCustomer }: { wholesaleCustomer: boolean }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        <th scope="col">{t('product.variant')}</th>
        <th scope="col">{t('product.sku')}</th>
        {wholesaleCustomer && <th scope="col">{t('product.wholesale_prices')}</th>}
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
  );
}
