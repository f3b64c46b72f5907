import { ColumnHeads } from '../../components/ColumnHeads';
import { useTranslation } from '../../i18n/useTranslation';
import type { Amount } from './insightsData';
import { SpendChart } from './SpendChart';

interface SpendSectionProps {
  /** The section's heading id. */
  id: string;
  title: string;
  /** The head of the label column ("Month", "Product"...). */
  labelHead: string;
  rows: readonly Amount[];
  /** Bars across (months) or along (names). */
  across: boolean;
  money: (amount: number) => string;
  locale: string | undefined;
  /** How a row's label reads (a month as "Jan 2026"). */
  labelOf?: (label: string) => string;
  /** The budget a month, drawn across the chart and said beside it. */
  budget?: { amount: number; label: string } | null;
}

/** One spend breakdown: its chart for the eye, and beside it the same numbers as a table any reader can read. */
export function SpendSection({ id, title, labelHead, rows, across, money, locale, labelOf = (label) => label, budget }: SpendSectionProps) {
  const { t } = useTranslation();
  const amountHead = t('insights.spend');
  return (
    <section className="insights__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {budget && <p className="insights__budget">{budget.label}</p>}
      <div className="insights__pair">
        <SpendChart data={rows.map((row) => ({ ...row, label: labelOf(row.label) }))} across={across} money={money} locale={locale} budget={budget} />
        <div className="table-wrap">
          <table className="table card-table--pairs insights__table">
            <caption>{title}</caption>
            <ColumnHeads columns={[[labelHead], [amountHead, 'num']]} />
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{labelOf(row.label) || '—'}</th>
                  <td className="num" data-label={amountHead}>
                    {money(row.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
