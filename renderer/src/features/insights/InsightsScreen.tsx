import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { Alert } from '../../components/Alert';
import { EmptyState } from '../../components/EmptyState';
import { PageTitle } from '../../components/PageTitle';
import { Spinner } from '../../components/Spinner';
import { HistoryStatusLine } from '../../components/workspace/HistoryStatusLine';
import { WorkspaceNav } from '../../components/workspace/WorkspaceNav';
import { useKeptOrders } from '../../components/workspace/useKeptOrders';
import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney, toBcp47 } from '../../lib/money';
import { shopAtom } from '../../state/shop';
import { AmountTable } from './AmountTable';
import { ExportInsights } from './ExportInsights';
import { SpendChart } from './SpendChart';
import { insightsOf } from './insightsData';
import '../../components/workspace/workspace-table.css';
import './insights.css';

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
  const locale = shop?.locale ?? undefined;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const monthFormat = useMemo(() => new Intl.DateTimeFormat(toBcp47(locale), { month: 'short', year: 'numeric' }), [locale]);
  const monthOf = (label: string) => monthFormat.format(new Date(`${label}-01T00:00:00`));

  return (
    <section className="insights">
      <PageTitle title={t('insights.title')} subtitle={t('insights.subtitle')} actions={insights && insights.orders > 0 ? <ExportInsights insights={insights} monthOf={monthOf} /> : undefined} />
      <WorkspaceNav />
      {kept.status === 'loading' && <Spinner block label={t('insights.title')} />}
      {kept.status === 'failed' && <Alert variant="danger">{t('workspace.history_failed', { message: kept.message })}</Alert>}
      {kept.status === 'ready' && <HistoryStatusLine status={kept.history} locale={shop?.locale} />}
      {insights && insights.orders === 0 && <EmptyState title={t('insights.empty')} />}
      {insights && insights.orders > 0 && (
        <>
          <dl className="insights__facts">
            <div>
              <dt>{t('insights.orders')}</dt>
              <dd>{insights.orders}</dd>
            </div>
            <div>
              <dt>{t('insights.spend')}</dt>
              <dd>{money(insights.spend)}</dd>
            </div>
            <div>
              <dt>{t('insights.average_order')}</dt>
              <dd>{money(insights.averageOrder)}</dd>
            </div>
          </dl>
          <section className="insights__section" aria-labelledby="insights-month">
            <h2 id="insights-month">{t('insights.by_month')}</h2>
            <div className="insights__pair">
              <SpendChart data={insights.byMonth.map((row) => ({ ...row, label: monthOf(row.label) }))} across money={money} locale={locale} />
              <AmountTable caption={t('insights.by_month')} labelHead={t('insights.month')} amountHead={t('insights.spend')} rows={insights.byMonth} money={money} labelOf={monthOf} />
            </div>
          </section>
          <section className="insights__section" aria-labelledby="insights-product">
            <h2 id="insights-product">{t('insights.by_product')}</h2>
            <div className="insights__pair">
              <SpendChart data={insights.byProduct} across={false} money={money} locale={locale} />
              <AmountTable caption={t('insights.by_product')} labelHead={t('insights.product')} amountHead={t('insights.spend')} rows={insights.byProduct} money={money} />
            </div>
          </section>
          <section className="insights__section" aria-labelledby="insights-address">
            <h2 id="insights-address">{t('insights.by_address')}</h2>
            <div className="insights__pair">
              <SpendChart data={insights.byAddress} across={false} money={money} locale={locale} />
              <AmountTable caption={t('insights.by_address')} labelHead={t('insights.address')} amountHead={t('insights.spend')} rows={insights.byAddress} money={money} />
            </div>
          </section>
          <section className="insights__section" aria-labelledby="insights-skus">
            <h2 id="insights-skus">{t('insights.top_skus')}</h2>
            <div className="table-wrap">
              <table className="table workspace-table insights__table">
                <caption>{t('insights.top_skus')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('insights.sku')}</th>
                    <th scope="col">{t('insights.product')}</th>
                    <th scope="col" className="num">
                      {t('insights.units')}
                    </th>
                    <th scope="col" className="num">
                      {t('insights.spend')}
                    </th>
                  </tr>
                </thead>
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
