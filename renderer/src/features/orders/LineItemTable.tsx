import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import type { Order } from '../../../../contract/schemas/orders';
import { formatDateTime } from '../../i18n/dates';
import { formatMoney } from '../../lib/money';
import { productPath } from '../../lib/productLinks';
import { OrderTotals } from './OrderTotals';
import { TrackingLink } from './TrackingLink';
import { ColumnHeads } from '../../components/ColumnHeads';

type LineItem = Order['line_items'][number];

function ItemRow({ item, money, locale }: { item: LineItem; money: (n: number) => string; locale: string }) {
  const { t } = useTranslation();
  const fulfilment = item.fulfillment;
  // An order line carries no product handle, at most its variant: the product is found from that.
  const link = productPath(null, item.variant_id);
  // Literally: the after-discount price is shown when it exceeds the price.
  const afterDiscount = item.price_after_discount !== null && item.price_after_discount > item.price ? item.price_after_discount : null;
  return (
    <tr>
      <td className="order-item__product">
        {link ? (
          <Link to={link} className="order-item__title">
            {item.title}
          </Link>
        ) : (
          <span className="order-item__title">{item.title}</span>
        )}
        {fulfilment && (
          <span className="order-item__fulfilment">
            <span>{t('orders.fulfilled_at', { date: formatDateTime(fulfilment.created_at, locale) })}</span>
            <TrackingLink company={fulfilment.tracking_company} number={fulfilment.tracking_number} url={fulfilment.tracking_url} />
          </span>
        )}
      </td>
      <td className="order-item__sku" data-label={t('orders.sku')}>
        {item.sku ?? '—'}
      </td>
      <td className="num" data-label={t('orders.price')}>
        {money(item.price)}
        {afterDiscount !== null && (
          <span className="order-item__after-discount">{t('orders.price_after_discount', { value: money(afterDiscount) })}</span>
        )}
      </td>
      <td className="num" data-label={t('orders.quantity')}>
        {item.quantity}
      </td>
      <td className="num order-item__subtotal" data-label={t('orders.subtotal')}>
        {money(item.subtotal_price)}
      </td>
    </tr>
  );
}

/** The order's lines with, in the footer, subtotal, discount, shipping, tax and total. */
export function LineItemTable({ order, locale }: { order: Order; locale: string }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  return (
    <div className="table-wrap order-items">
      <table className="table order-items__table" aria-label={t('orders.items')}>
        <ColumnHeads columns={[[t('orders.product')], [t('orders.sku')], [t('orders.price'), 'num'], [t('orders.quantity'), 'num'], [t('orders.subtotal'), 'num']]} />
        <tbody>
          {order.line_items.map((item) => (
            <ItemRow key={item.id} item={item} money={money} locale={locale} />
          ))}
        </tbody>
        <OrderTotals order={order} money={money} locale={locale} />
      </table>
    </div>
  );
}
