import { Link, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { KeptCopyContext } from '../../components/keptCopy';
import { shopAtom } from '../../state/shop';
import { OrderDetail } from './OrderDetail';
import { OrderDropZone } from './OrderDropZone';
import { OrderLinesExport } from './OrderLinesExport';
import { useOrder } from './useOrder';
import './order-detail.css';
import './order-panels.css';

/**
 * /order/:token: loading, the order, 'No record found.' for an unknown token, or a retryable error.
 * An order opened before is shown at once as last read, marked as updating; its writes wait meanwhile.
 */
export default function OrderDetailScreen() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const shop = useAtomValue(shopAtom);
  const { state, refreshing, refresh, reload } = useOrder(token);
  const locale = shop?.locale ?? 'en_US';

  return (
    <section className="order-screen">
      {state.status === 'loading' && (
        <>
          <PageTitle title={t('orders.title')} />
          <Spinner block label={t('orders.detail_loading')} />
        </>
      )}
      {state.status === 'not_found' && (
        <>
          <PageTitle title={t('orders.title')} />
          <EmptyState
            title={t('orders.no_record_found')}
            description={t('orders.not_found_desc')}
            action={
              <Link to="/order" className={buttonClass('primary')}>
                {t('orders.back_to_orders')}
              </Link>
            }
          />
        </>
      )}
      {state.status === 'error' && (
        <>
          <PageTitle title={t('orders.title')} />
          <Alert variant="danger" title={t('orders.detail_load_failed')}>
            <p>{state.error.message}</p>
            <Button variant="secondary" size="sm" onClick={reload}>
              {t('common.retry')}
            </Button>
          </Alert>
        </>
      )}
      {state.status === 'ready' && (
        <KeptCopyContext value={refreshing}>
          <OrderDropZone orderName={state.order.name}>
            <OrderDetail order={state.order} locale={locale} stale={refreshing} onChanged={refresh} />
          </OrderDropZone>
        </KeptCopyContext>
      )}
      {state.status === 'ready' && <OrderLinesExport order={state.order} />}
    </section>
  );
}
