import { useEffect, useLayoutEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { Order } from '../../../../contract/schemas/orders';
import type { AppError } from '../../../../contract/result';
import { useTranslation } from '../../i18n/useTranslation';
import { Alert } from '../../components/Alert';
import { Button, buttonClass } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { KeptCopyContext } from '../../components/keptCopy';
import { spokenLanguageAtom } from '../../i18n/spokenLanguage';
import { OrderDetail } from './OrderDetail';
import { OrderDropZone } from './OrderDropZone';
import { isKeptCopy } from '../../state/query/keptView';
import { failureOf } from '../../state/query/storeAnswer';
import { orderQuery } from '../../state/query/orderQuery';
import './order-detail.css';
import './order-panels.css';

type OrderState = { status: 'loading' } | { status: 'ready'; order: Order } | { status: 'not_found' } | { status: 'error'; error: AppError };

/**
 * What the page shows of the order's query. A failure before this visit's answer (`openedAt`) is
 * shown, with a retry (and the spinner while it runs); a failed re-read after the buyer's own change
 * keeps the order on screen rather than swapping it for an error.
 */
function orderStateOf(query: UseQueryResult<Order>, openedAt: number): OrderState {
  const { data, error } = query;
  if (error && (data === undefined || query.dataUpdatedAt < openedAt)) {
    if (query.isFetching) return { status: 'loading' };
    const failure = failureOf(error);
    return failure.kind === 'not_found' || failure.kind === 'refused' ? { status: 'not_found' } : { status: 'error', error: failure };
  }
  return data === undefined ? { status: 'loading' } : { status: 'ready', order: data };
}

/**
 * /order/:token: loading, the order, 'No record found.' for an unknown token, or a retryable error.
 * An order opened before is shown at once as last read, marked as updating; its writes wait meanwhile.
 */
export default function OrderDetailScreen() {
  const { token = '' } = useParams();
  // Another order is another visit (its own opening time and kept copy).
  return <OrderView key={token} token={token} />;
}

function OrderView({ token }: { token: string }) {
  const { t } = useTranslation();
  const locale = useAtomValue(spokenLanguageAtom);
  const client = useQueryClient();
  const query = useQuery(orderQuery(token));
  const [openedAt] = useState(() => Date.now());
  // An order opens at its top, its number in view: the page it came from (a long cart placed from
  // its foot) leaves the window scrolled, and an order read ahead is long at once.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  // An order shown on this visit is asked again on the next, however soon: only an answer asked
  // ahead (the link's hover) counts as current without asking.
  useEffect(() => () => void client.invalidateQueries({ queryKey: orderQuery(token).queryKey, exact: true, refetchType: 'none' }), [client, token]);
  const state = orderStateOf(query, openedAt);
  const refreshing = isKeptCopy(query);
  const reload = () => void query.refetch();

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
            <OrderDetail order={state.order} locale={locale} stale={refreshing} />
          </OrderDropZone>
        </KeptCopyContext>
      )}
    </section>
  );
}
