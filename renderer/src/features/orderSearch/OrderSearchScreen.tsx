import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { Alert } from '../../components/Alert';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { OrderListFilters } from '../../components/orderFilters/OrderListFilters';
import { useOrderFilters } from '../../components/orderFilters/useOrderFilters';
import { HistoryStatusLine } from '../../components/workspace/HistoryStatusLine';
import { WorkspaceNav } from '../../components/workspace/WorkspaceNav';
import { useKeptOrders } from '../../components/workspace/useKeptOrders';
import { formatDateTime } from '../../i18n/dates';
import { useTranslation } from '../../i18n/useTranslation';
import { filterOrders } from '../../lib/orderFilters';
import { formatMoney } from '../../lib/money';
import { statusLabel } from '../../lib/statusLabels';
import { priceTermsAtom } from '../../state/priceTerms';
import { asListItem, searchOrders, type MatchedOn } from './searchOrders';
import '../../components/card-table.css';
import { ColumnHeads } from '../../components/ColumnHeads';

/**
 * /order-search: the orders kept on this computer, found by SKU, product name, remark, attachment
 * title or order number, narrowed by the order list's own filters (date, payment, fulfilment).
 * What was typed lives in the URL beside the filters, so Back from an order returns to the results.
 */
export default function OrderSearchScreen() {
  const { t } = useTranslation();
  // Dates and money in the language the buyer reads, not the store's own.
  const { locale } = useAtomValue(priceTermsAtom);
  const kept = useKeptOrders();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  // Nothing typed: every order is listed and no column says where it matched.
  const searching = query.trim() !== '';
  const { filters, setFilters } = useOrderFilters();
  const listed = useMemo(() => (kept.status === 'ready' ? kept.orders.map(asListItem) : []), [kept]);
  const found = useMemo(() => {
    if (kept.status !== 'ready') return [];
    const passing = new Set(filterOrders(listed, filters, new Date()).map((item) => item.token));
    return searchOrders(kept.orders, query).filter((hit) => passing.has(hit.order.token));
  }, [kept, listed, filters, query]);
  const matched = (on: MatchedOn | null) => (on === null ? '' : on.kind === 'number' || on.kind === 'remark' ? t(`order_search.on_${on.kind}`) : t(`order_search.on_${on.kind}`, { text: on.text }));

  return (
    <section className="order-search">
      <PageTitle title={t('order_search.title')} subtitle={t('order_search.subtitle')} />
      <WorkspaceNav />
      <div role="search">
        <Field
          label={t('order_search.query')}
          type="search"
          value={query}
          maxLength={255}
          onChange={(event) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (event.target.value) next.set('q', event.target.value);
                else next.delete('q');
                return next;
              },
              { replace: true },
            )
          }
        />
      </div>
      {kept.status === 'loading' && <Spinner block label={t('order_search.title')} />}
      {kept.status === 'failed' && <Alert variant="danger">{t('workspace.history_failed', { message: kept.message })}</Alert>}
      {kept.status === 'ready' && (
        <>
          <HistoryStatusLine status={kept.history} locale={locale} />
          <OrderListFilters orders={listed} filters={filters} shown={found.length} narrowed={searching} onChange={setFilters} />
          {found.length === 0 ? (
            <EmptyState title={t('order_search.none')} />
          ) : (
            <div className="table-wrap">
              <table className="table card-table" aria-label={t('order_search.results_label')}>
                <ColumnHeads
                  columns={[
                    [t('orders.col_order')],
                    [t('orders.col_date')],
                    searching && [t('order_search.col_matched')],
                    [t('orders.col_payment_status')],
                    [t('orders.col_fulfillment_status')],
                    [t('orders.col_total'), 'num'],
                  ]}
                />
                <tbody>
                  {found.map(({ order, matchedOn }) => (
                    <tr key={order.token}>
                      <th scope="row">
                        <Link to={`/order/${encodeURIComponent(order.token)}`}>{order.name}</Link>
                      </th>
                      <td data-label={t('orders.col_date')}>{formatDateTime(order.created_at, locale)}</td>
                      {searching && <td data-label={t('order_search.col_matched')}>{matched(matchedOn)}</td>}
                      <td data-label={t('orders.col_payment_status')}>{statusLabel(t, 'financial', order.financial_status, order.financial_status_label)}</td>
                      <td data-label={t('orders.col_fulfillment_status')}>{statusLabel(t, 'fulfillment', order.fulfillment_status, order.fulfillment_status_label)}</td>
                      <td className="num" data-label={t('orders.col_total')}>
                        {formatMoney(order.total_price, order.currency, locale)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
