import { useAtomValue } from 'jotai';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { StaleMark } from '../../components/StaleMark';
import { shopAtom } from '../../state/shop';
import { OrderListFilters } from './OrderListFilters';
import { OrderListTable } from './OrderListTable';
import { filterOrders, NO_FILTERS } from './orderFilters';
import { useOrderFilters } from './useOrderFilters';
import { useOrderList } from './useOrderList';
import type { OrderListItem } from '../../../../preload/schemas/orders';
import './orders-list.css';

/**
 * /order: the customer's order history (spec 2: heading, spinner, table or 'No record found.').
 * Coming back, the list as last read is shown at once, marked as updating until the store answers.
 * Filters by date and status narrow the list as loaded; each row offers Reorder.
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
      {state.status === 'ready' && state.orders.length > 0 && <FilteredOrders orders={state.orders} locale={shop?.locale ?? 'en_US'} />}
    </section>
  );
}

function FilteredOrders({ orders, locale }: { orders: OrderListItem[]; locale: string }) {
  const { t } = useTranslation();
  const { filters, setFilters } = useOrderFilters();
  const shown = filterOrders(orders, filters, new Date());
  return (
    <>
      <OrderListFilters orders={orders} filters={filters} shown={shown.length} onChange={setFilters} />
      {shown.length > 0 ? (
        <OrderListTable orders={shown} locale={locale} />
      ) : (
        <EmptyState
          title={t('orders.filter_none_title')}
          description={t('orders.filter_none_text')}
          action={
            <Button variant="secondary" onClick={() => setFilters(NO_FILTERS)}>
              {t('orders.filter_clear')}
            </Button>
          }
        />
      )}
    </>
  );
}
