import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/useTranslation';
import type { Order } from '../../../../contract/schemas/orders';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/Button';
import { PrintButton } from '../../components/document/PrintButton';
import { PageTitle } from '../../components/PageTitle';
import { StaleMark } from '../../components/StaleMark';
import { formatDateTime } from '../../i18n/dates';
import { LineItemTable } from './LineItemTable';
import { OrderAddresses } from './OrderAddresses';
import { OrderAttachments } from './OrderAttachments';
import { OrderBalance } from './OrderBalance';
import { OrderDocument } from './OrderDocument';
import { OrderExportMenu } from './OrderExportMenu';
import { OrderPayment } from './OrderPayment';
import { OrderRemark } from './OrderRemark';
import { RepeatOrder } from './RepeatOrder';

interface OrderDetailProps {
  order: Order;
  locale: string;
  /** Shown as last read while the store is asked again. */
  stale: boolean;
}

/** One order: heading, cancellation, lines and totals, balance, payment, addresses, remark, attachments. */
export function OrderDetail({ order, locale, stale }: OrderDetailProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle
        title={t('orders.order_title', { name: order.name })}
        subtitle={t('orders.placed_at', { date: formatDateTime(order.created_at, locale) })}
        actions={
          <>
            <StaleMark stale={stale} />
            <Link to="/order" className={buttonClass('ghost')}>
              {t('orders.back_to_orders')}
            </Link>
            <RepeatOrder source={{ order }} label={t('orders.repeat_order')} />
            <PrintButton pdfName={t('orders.order_title', { name: order.name })} size="md" />
            <OrderExportMenu order={order} size="md" />
          </>
        }
      />
      {order.cancelled && (
        <Alert variant="warning" title={t('orders.cancelled_title')} className="order-cancelled">
          {order.cancelled_at && <p>{t('orders.cancelled_at', { date: formatDateTime(order.cancelled_at, locale) })}</p>}
          {order.cancel_reason && <p>{t('orders.cancel_reason', { reason: order.cancel_reason })}</p>}
        </Alert>
      )}
      <div className="order-main">
        <LineItemTable order={order} locale={locale} />
        <div className="order-side">
          <OrderBalance order={order} locale={locale} />
          <OrderPayment order={order} />
        </div>
      </div>
      <OrderAddresses order={order} />
      <div className="order-extras">
        <OrderRemark key={order.token} token={order.token} remark={order.remark} />
        <OrderAttachments token={order.token} attachments={order.attachment} />
      </div>
      <OrderDocument order={order} locale={locale} />
    </>
  );
}
