import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../components/Alert';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { HistoryStatusLine } from '../../components/workspace/HistoryStatusLine';
import { WorkspaceNav } from '../../components/workspace/WorkspaceNav';
import { useKeptOrders } from '../../components/workspace/useKeptOrders';
import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney, toBcp47 } from '../../lib/money';
import { priceTermsAtom } from '../../state/priceTerms';
import { shopAtom } from '../../state/shop';
import { budgetQuery } from '../../state/query/budgetQuery';
import { ExportInsights } from './ExportInsights';
import { SpendSection } from './SpendSection';
import { insightsOf } from './insightsData';
import '../../components/card-table.css';
import './insights.css';
import { ColumnHeads } from '../../components/ColumnHeads';
import { Facts } from '../../components/Facts';

/**
 * /insights: what the buyer spent, from the orders kept on this computer, in the store's currency:
 * by month, by product, by billing address, the top SKUs and the average order. Each chart has its
 * numbers in a table beside it; all of it exports to a spreadsheet.
 */
export default function InsightsScreen() {
  const { t } = useTranslation();
  const shop = useAtomValue(shopAtom);
  const kept = useKeptOrders();
  const insights = useMemo(() => (kept.status === 'ready' ? insightsOf(kept.orders) : null), [kept]);
  const currency = (kept.status === 'ready' ? kept.orders[0]?.currency : null) ?? shop?.currency ?? '';
  // Months, dates and money in the language the buyer reads, not the store's own.
  const { locale } = useAtomValue(priceTermsAtom);
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const monthFormat = useMemo(() => new Intl.DateTimeFormat(toBcp47(locale), { month: 'short', year: 'numeric' }), [locale]);
  const monthOf = (label: string) => monthFormat.format(new Date(`${label}-01T00:00:00`));
  // The budget a month beside the months' spend (a quarter's budget is a third of it each month).
  const budget = useQuery(budgetQuery()).data?.budget;
  const monthly = budget ? Math.round((budget.period === 'month' ? budget.amount : budget.amount / 3) * 100) / 100 : null;
  const budgetLine = monthly === null ? null : { amount: monthly, label: t('insights.budget_line', { amount: money(monthly) }) };

  return (
    <section className="insights">
      <PageTitle title={t('insights.title')} subtitle={t('insights.subtitle')} actions={insights && insights.orders > 0 ? <ExportInsights insights={insights} monthOf={monthOf} /> : undefined} />
      <WorkspaceNav />
      {kept.status === 'loading' && <Spinner block label={t('insights.title')} />}
      {kept.status === 'failed' && <Alert variant="danger">{t('workspace.history_failed', { message: kept.message })}</Alert>}
      {kept.status === 'ready' && <HistoryStatusLine status={kept.history} locale={locale} />}
      {insights && insights.orders === 0 && <EmptyState title={t('insights.empty')} />}
      {insights && insights.orders > 0 && (
        <>
          <Facts
            className="insights__facts"
            facts={[
              { label: t('insights.orders'), value: insights.orders },
              { label: t('insights.spend'), value: money(insights.spend) },
              { label: t('insights.average_order'), value: money(insights.averageOrder) },
            ]}
          />
          <SpendSection id="insights-month" title={t('insights.by_month')} labelHead={t('insights.month')} rows={insights.byMonth} labelOf={monthOf} across money={money} locale={locale} budget={budgetLine} />
          <SpendSection id="insights-product" title={t('insights.by_product')} labelHead={t('insights.product')} rows={insights.byProduct} across={false} money={money} locale={locale} />
          <SpendSection id="insights-address" title={t('insights.by_address')} labelHead={t('insights.address')} rows={insights.byAddress} across={false} money={money} locale={locale} />
          <section className="insights__section" aria-labelledby="insights-skus">
            <h2 id="insights-skus">{t('insights.top_skus')}</h2>
            <div className="table-wrap">
              <table className="table card-table insights__table">
                <caption>{t('insights.top_skus')}</caption>
                <ColumnHeads columns={[[t('insights.sku')], [t('insights.product')], [t('insights.units'), 'num'], [t('insights.spend'), 'num']]} />
                <tbody>
                  {insights.topSkus.map((row) => (
                    <tr key={row.sku}>
                      <th scope="row">{row.sku}</th>
                      <td data-label={t('insights.product')}>{row.title}</td>
                      <td className="num" data-label={t('insights.units')}>
                        {row.quantity}
                      </td>
                      <td className="num" data-label={t('insights.spend')}>
                        {money(row.amount)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </section>
  );
}
