import { useTranslation } from '../../i18n/useTranslation';
import type { Order } from '../../../../contract/schemas/orders';
import { cx } from '../../components/cx';
import { ratePercent } from './format';

interface OrderTotalsProps {
  order: Order;
  money: (amount: number) => string;
  locale: string;
}

function Line({ label, value, total = false }: { label: string; value: string; total?: boolean }) {
  return (
    <tr className={cx('order-totals__line', total && 'order-totals__line--total')}>
      <th scope="row" colSpan={4}>
        {label}
      </th>
      <td className="num">{value}</td>
    </tr>
  );
}

/** The line table's footer: subtotal, discount only above 0 and negative, shipping, tax, total. */
export function OrderTotals({ order, money, locale }: OrderTotalsProps) {
  const { t } = useTranslation();
  return (
    <tfoot className="order-totals">
      <Line label={t('orders.subtotal')} value={money(order.subtotal_price)} />
      {order.total_discount > 0 && <Line label={t('orders.discount')} value={money(-order.total_discount)} />}
      {order.shipping_methods.map((shipping, index) => (
        <Line key={`shipping-${index}`} label={shipping.title || t('orders.shipping')} value={money(shipping.price)} />
      ))}
      {order.tax_lines.map((tax, index) => (
        <Line
          key={`tax-${index}`}
          label={t('orders.tax_line', { title: tax.title, rate: ratePercent(tax.rate, locale) })}
          value={money(tax.price)}
        />
      ))}
      <Line label={t('orders.total')} value={money(order.total_price)} total />
    </tfoot>
  );
}
