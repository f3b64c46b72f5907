import { useTranslation } from '../../i18n/useTranslation';
import type { Order } from '../../../../contract/schemas/orders';
import { formatMoney } from '../../lib/money';
import { StatusBadge } from './StatusBadge';

/** Beside the totals: what is still owed (or overpaid), paid, refunded, and the two statuses. */
export function OrderBalance({ order, locale }: { order: Order; locale: string }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, order.currency, locale);
  const overpaid = order.overpaid > 0;
  return (
    <section className="panel order-balance" aria-labelledby="order-balance-title">
      <h2 id="order-balance-title" className="order-panel__title">
        {t('orders.payment_summary')}
      </h2>
      <dl className="order-facts">
        <div className="order-facts__line order-facts__line--strong" data-testid="order-balance-due">
          <dt>{overpaid ? t('orders.overpaid') : t('orders.amount_due')}</dt>
          <dd className="num">{money(overpaid ? order.overpaid : order.amount_due)}</dd>
        </div>
        <div className="order-facts__line" data-testid="order-balance-paid">
          <dt>{t('orders.total_transaction_amount')}</dt>
          <dd className="num">{money(order.total_transaction_amount)}</dd>
        </div>
        <div className="order-facts__line" data-testid="order-balance-refunded">
          <dt>{t('orders.total_refund_amount')}</dt>
          <dd className="num">{money(order.total_refund_amount)}</dd>
        </div>
        <div className="order-facts__line">
          <dt>{t('orders.payment_status')}</dt>
          <dd>
            <StatusBadge kind="financial" status={order.financial_status} storeLabel={order.financial_status_label} />
          </dd>
        </div>
        <div className="order-facts__line">
          <dt>{t('orders.fulfillment_status')}</dt>
          <dd>
            <StatusBadge kind="fulfillment" status={order.fulfillment_status} storeLabel={order.fulfillment_status_label} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
