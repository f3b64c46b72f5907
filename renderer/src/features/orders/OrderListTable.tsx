import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/useTranslation';
import type { OrderListItem } from '../../../../contract/schemas/orders';
import { formatDateTime } from '../../i18n/dates';
import { formatMoney } from '../../lib/money';
import { StatusBadge } from './StatusBadge';
import { orderQuery } from '../../state/query/orderQuery';
import { RepeatOrder } from './RepeatOrder';

/** Order, date, payment status, fulfilment status and total; each order links to its detail and offers Reorder. */
export function OrderListTable({ orders, locale }: { orders: OrderListItem[]; locale: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  // The buyer is about to open an order (pointer over or down on its link, or focus on it): its
  // call starts now instead of after the page has rendered; hovering along the list asks once per order.
  const askAhead = (token: string) => void client.prefetchQuery(orderQuery(token));
  return (
    <div className="table-wrap orders-table-wrap">
      <table className="table orders-table" aria-label={t('orders.list_label')}>
        <thead>
          <tr>
            <th scope="col">{t('orders.col_order')}</th>
            <th scope="col">{t('orders.col_date')}</th>
            <th scope="col">{t('orders.col_payment_status')}</th>
            <th scope="col">{t('orders.col_fulfillment_status')}</th>
            <th scope="col" className="num">
              {t('orders.col_total')}
            </th>
            <th scope="col" className="orders-table__actions">
              <span className="visually-hidden">{t('orders.col_actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.token}>
              <td className="orders-table__number" data-label={t('orders.col_order')}>
                <Link
                  to={`/order/${encodeURIComponent(order.token)}`}
                  onPointerEnter={() => askAhead(order.token)}
                  onPointerDown={() => askAhead(order.token)}
                  onFocus={() => askAhead(order.token)}
                >
                  {order.order_number}
                </Link>
              </td>
              <td className="orders-table__date" data-label={t('orders.col_date')}>
                {formatDateTime(order.processed_at, locale)}
              </td>
              <td data-label={t('orders.col_payment_status')}>
                <StatusBadge kind="financial" status={order.financial_status} />
              </td>
              <td data-label={t('orders.col_fulfillment_status')}>
                <StatusBadge kind="fulfillment" status={order.fulfillment_status} />
              </td>
              <td className="num orders-table__total" data-label={t('orders.col_total')}>
                {formatMoney(order.total_price, order.currency, locale)}
              </td>
              <td className="orders-table__actions">
                <RepeatOrder
                  source={{ token: order.token }}
                  label={t('orders.reorder')}
                  accessibleName={t('orders.reorder_order', { number: order.order_number })}
                  size="sm"
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
