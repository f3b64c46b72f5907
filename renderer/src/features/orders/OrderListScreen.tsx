import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import type { AppError } from '../../../../contract/result';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { StaleMark } from '../../components/StaleMark';
import { spokenLanguageAtom } from '../../i18n/spokenLanguage';
import { OrderListFilters } from '../../components/orderFilters/OrderListFilters';
import { OrderListTable } from './OrderListTable';
import { filterOrders, NO_FILTERS } from '../../lib/orderFilters';
import { useOrderFilters } from '../../components/orderFilters/useOrderFilters';
import { accountQuery } from '../../state/query/accountQuery';
import { isKeptCopy } from '../../state/query/keptView';
import { failureOf } from '../../state/query/storeAnswer';
import type { OrderListItem } from '../../../../contract/schemas/orders';
import './orders-list.css';

type OrderListState = { status: 'loading' } | { status: 'ready'; orders: OrderListItem[] } | { status: 'error'; error: AppError };

/**
 * /order: the customer's order history (heading, spinner, table or 'No record found.').
 * Coming back, the list as last read is shown at once, marked as updating until the store answers.
 * Filters by date and status narrow the list as loaded; each row offers Reorder.
 */
export default function OrderListScreen() {
  const { t } = useTranslation();
  const language = useAtomValue(spokenLanguageAtom);
  // The list comes with the account (GET /_api/account carries it).
  const query = useQuery(accountQuery());
  const refreshing = isKeptCopy(query);
  const state = orderListStateOf(query.data?.orders, query.error, query.isFetching);
  const reload = () => void query.refetch();
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
      {state.status === 'ready' && state.orders.length > 0 && <FilteredOrders orders={state.orders} locale={language} />}
    </section>
  );
}

function orderListStateOf(orders: OrderListItem[] | undefined, error: Error | null, asking: boolean): OrderListState {
  if (orders !== undefined && !error) return { status: 'ready', orders };
  if (!error) return { status: 'loading' };
  const failure = failureOf(error);
  // No_Result_Found is the store's way of saying "no orders".
  if (failure.kind === 'not_found') return { status: 'ready', orders: [] };
  return asking ? { status: 'loading' } : { status: 'error', error: failure };
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
