import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { StaleMark } from '../../components/StaleMark';
import { shopAtom } from '../../state/shop';
import { OrderListTable } from './OrderListTable';
import { useOrderList } from './useOrderList';
import './orders-list.css';

/**
 * /order: the customer's order history (spec 2: heading, spinner, table or 'No record found.').
 * Coming back, the list as last read is shown at once, marked as updating until the store answers.
 */
export default function OrderListScreen() {
  const { t } = useTranslation();
  const shop = useAtomValue(shopAtom);
  const { state, refreshing, reload } = useOrderList();
  return (
    <section className="orders-screen">
      <PageTitle title={t('orders.title')} actions={state.status === 'ready' ? <StaleMark stale={refreshing} /> : undefined} />
      {state.status === 'loading' && <Spinner block label={t('orders.loading')} />}
      {state.status === 'error' && (
        <Alert variant="danger" title={t('orders.load_failed')}>
          <p>{state.error.message}</p>
          <Button variant="secondary" size="sm" onClick={reload}>
            {t('common.retry')}
          </Button>
        </Alert>
      )}
      {state.status === 'ready' && state.orders.length === 0 && <EmptyState title={t('orders.no_record_found')} />}
      {state.status === 'ready' && state.orders.length > 0 && <OrderListTable orders={state.orders} locale={shop?.locale ?? 'en_US'} />}
    </section>
  );
}
