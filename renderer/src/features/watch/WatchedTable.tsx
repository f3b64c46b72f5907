import type { WatchedVariant } from '../../../../contract/schemas/watch';
import { ColumnHeads } from '../../components/ColumnHeads';
import { StopWatching } from './StopWatching';
import { useTranslation } from '../../i18n/useTranslation';

/** The watched variants with price and stock as the buyer was last told, each with Stop watching. */
export function WatchedTable({ watched, money }: { watched: readonly WatchedVariant[]; money: (amount: number) => string }) {
  const { t } = useTranslation();
  return (
    <section className="watch__section" aria-labelledby="watch-watched-title">
      <h2 id="watch-watched-title" className="watch__heading">
        {t('watch.watched_title')}
      </h2>
      <div className="table-wrap">
        <table className="table card-table watched-table" aria-label={t('watch.table_label')}>
          <ColumnHeads
            columns={[[t('watch.col_product')], [t('watch.col_sku')], [t('watch.col_price'), 'num'], [t('watch.col_stock')], [t('watch.col_actions')]]}
          />
          <tbody>
            {watched.map((variant) => (
              <tr key={variant.variant_id}>
                <th scope="row">{variant.name}</th>
                <td className="watched-table__sku" data-label={t('watch.col_sku')}>
                  {variant.sku ?? '—'}
                </td>
                <td className="num" data-label={t('watch.col_price')}>
                  {money(variant.unit_price)}
                </td>
                <td data-label={t('watch.col_stock')}>
                  <span className={variant.in_stock ? 'badge badge--success' : 'badge badge--danger'}>{variant.in_stock ? t('watch.in_stock') : t('watch.out_of_stock')}</span>
                </td>
                <td data-label={t('watch.col_actions')}>
                  <StopWatching variant={variant} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
