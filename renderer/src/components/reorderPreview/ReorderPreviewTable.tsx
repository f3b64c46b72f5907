import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney } from '../../lib/money';
import type { PreviewLine, Unavailable } from '../../lib/reorderPreview';

function reasonKey(unavailable: Unavailable): string {
  switch (unavailable.kind) {
    case 'gone':
      return 'orders.reorder_gone';
    case 'out_of_stock':
      return 'orders.reorder_out_of_stock';
    case 'restricted':
      return 'orders.reorder_restricted';
    default:
      return 'orders.reorder_no_variant';
  }
}

/**
 * The lines a repeat order adds (quantity, the order's price and today's, a changed price marked
 * with its direction in words, not colour alone), then the lines it leaves out and why.
 */
export function ReorderPreviewTable({
  lines,
  currency,
  locale,
  thenLabel,
}: {
  lines: PreviewLine[];
  currency: string;
  locale: string;
  /** The heading of the earlier price ("Price on order" unless said). */
  thenLabel?: string;
}) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const then = thenLabel ?? t('orders.reorder_col_then');
  const added = lines.filter((line) => line.unavailable === null);
  const left = lines.filter((line) => line.unavailable !== null);
  return (
    <div className="reorder-preview">
      {added.length > 0 && (
        <table className="table reorder-preview__table" aria-label={t('orders.reorder_added_label')}>
          <thead>
            <tr>
              <th scope="col">{t('orders.product')}</th>
              <th scope="col" className="num">
                {t('orders.quantity')}
              </th>
              <th scope="col" className="num">
                {then}
              </th>
              <th scope="col" className="num">
                {t('orders.reorder_col_now')}
              </th>
            </tr>
          </thead>
          <tbody>
            {added.map((line) => (
              <tr key={line.key} className={line.change === 'up' || line.change === 'down' ? `reorder-preview__row--${line.change}` : undefined}>
                <td className="reorder-preview__product-cell">
                  <div className="reorder-preview__product">
                    <span className="reorder-preview__title">{line.title}</span>
                    {line.sku && <span className="reorder-preview__sku">{line.sku}</span>}
                    {line.shortOf !== null && <span className="reorder-preview__note">{t('orders.reorder_short', { count: line.shortOf })}</span>}
                  </div>
                </td>
                <td className="num" data-label={t('orders.quantity')}>
                  {line.quantity}
                </td>
                <td className="num" data-label={then}>
                  {money(line.priceThen)}
                </td>
                <td className="num reorder-preview__now" data-label={t('orders.reorder_col_now')}>
                  {line.priceNow === null ? (
                    <span className="reorder-preview__unknown">{t('orders.reorder_price_unknown')}</span>
                  ) : (
                    money(line.priceNow)
                  )}
                  {(line.change === 'up' || line.change === 'down') && (
                    <span className={`reorder-preview__change reorder-preview__change--${line.change}`}>
                      <span aria-hidden="true">{line.change === 'up' ? '▲ ' : '▼ '}</span>
                      {t(line.change === 'up' ? 'orders.reorder_price_up' : 'orders.reorder_price_down', { then: money(line.priceThen) })}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {left.length > 0 && (
        <section className="reorder-preview__left" aria-label={t('orders.reorder_left_label')}>
          <h3 className="reorder-preview__heading">{t('orders.reorder_left_heading', { count: left.length })}</h3>
          <ul>
            {left.map((line) => (
              <li key={line.key}>
                <span className="reorder-preview__title">{line.title}</span>
                {line.sku && <span className="reorder-preview__sku">{line.sku}</span>}
                <span className="reorder-preview__reason">
                  {line.unavailable?.kind === 'restricted'
                    ? `${t(reasonKey(line.unavailable))}: ${line.unavailable.reason}`
                    : line.unavailable && t(reasonKey(line.unavailable))}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
