import { useTranslation } from '../../../i18n/useTranslation';
import type { QueuedComparison } from './queuedChanges';

/** A waiting order's lines: the price the buyer saw and the store's today, changes and problems marked in words. */
export function QueuedChangesTable({ comparison, money }: { comparison: QueuedComparison; money: (amount: number) => string }) {
  const { t } = useTranslation();
  return (
    <div className="outbox-send__lines" tabIndex={0} role="region" aria-label={t('outbox.title')}>
      <table className="outbox-send__table">
        <thead>
          <tr>
            <th scope="col">{t('outbox.col_item')}</th>
            <th scope="col" className="num">{t('outbox.col_qty')}</th>
            <th scope="col" className="num">{t('outbox.col_then')}</th>
            <th scope="col" className="num">{t('outbox.col_now')}</th>
          </tr>
        </thead>
        <tbody>
          {comparison.lines.map((line) => {
            const repriced = line.nowPrice !== null && Math.round(line.nowPrice * 100) !== Math.round(line.seenPrice * 100);
            return (
              <tr key={line.variant_id} className={repriced || line.problem ? 'outbox-send__row--changed' : undefined}>
                <td>
                  {line.name}
                  {line.sku && <span className="outbox-send__sku">{line.sku}</span>}
                  {line.problem === 'unavailable' && <span className="outbox-send__problem">{t('outbox.unavailable')}</span>}
                  {line.problem === 'short' && <span className="outbox-send__problem">{t('outbox.short', { count: line.unitsLeft ?? 0 })}</span>}
                </td>
                <td className="num">{line.quantity}</td>
                <td className="num">{money(line.seenPrice)}</td>
                <td className="num">{line.nowPrice === null ? '—' : <span className={repriced ? 'outbox-send__changed' : undefined}>{money(line.nowPrice)}</span>}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
