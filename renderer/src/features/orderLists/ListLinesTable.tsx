import { useState } from 'react';
import { QuantityInput } from '../../components/quantity/QuantityInput';
import type { OrderListLine } from '../../../../contract/schemas/orderLists';
import { Button } from '../../components/Button';
import { useTranslation } from '../../i18n/useTranslation';
import { formatMoney } from '../../lib/money';
import { MAX_LINE_QUANTITY } from '../../lib/quantity';
import { WasAtLastOrder } from '../../components/watch/WasAtLastOrder';
import { WatchToggle } from '../../components/watch/WatchToggle';
import type { LastOrderMark } from './useLastOrderMarks';

interface ListLinesTableProps {
  lines: readonly OrderListLine[];
  currency: string;
  locale: string;
  chosen: ReadonlySet<number>;
  /** The line's last order price and today's: marked where they differ. */
  lastOrder: (line: OrderListLine) => LastOrderMark;
  onChoose: (index: number, chosen: boolean) => void;
  onChooseAll: (chosen: boolean) => void;
  onQuantity: (index: number, quantity: number) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
}

/** A list's lines: choose, quantity (kept when the field is left), move up or down, remove; a price changed since the last order marked. */
export function ListLinesTable({ lines, currency, locale, chosen, lastOrder, onChoose, onChooseAll, onQuantity, onMove, onRemove }: ListLinesTableProps) {
  const { t } = useTranslation();
  return (
    <div className="table-wrap">
      <table className="table card-table list-lines" aria-label={t('order_lists.lines_label')}>
        <thead>
          <tr>
            <th scope="col" className="list-lines__choose">
              <input
                type="checkbox"
                aria-label={t('order_lists.select_all')}
                checked={lines.length > 0 && chosen.size === lines.length}
                onChange={(event) => onChooseAll(event.target.checked)}
              />
            </th>
            <th scope="col">{t('order_lists.col_product')}</th>
            <th scope="col">{t('order_lists.col_sku')}</th>
            <th scope="col">{t('order_lists.col_quantity')}</th>
            <th scope="col" className="num">
              {t('order_lists.col_saved_price')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('order_lists.col_actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={`${line.variant_id}-${index}`}>
              <td className="list-lines__choose">
                <input type="checkbox" aria-label={t('order_lists.select_line', { name: line.name })} checked={chosen.has(index)} onChange={(event) => onChoose(index, event.target.checked)} />
              </td>
              <th scope="row" className="list-lines__name">
                {line.name}
                <WatchToggle variant={{ variant_id: line.variant_id, sku: line.sku, name: line.name, unit_price: line.unit_price }} />
              </th>
              <td className="list-lines__sku" data-label={t('order_lists.col_sku')}>
                {line.sku ?? '—'}
              </td>
              <td data-label={t('order_lists.col_quantity')}>
                <QuantityField key={line.quantity} value={line.quantity} label={t('order_lists.quantity_of', { name: line.name })} onCommit={(quantity) => onQuantity(index, quantity)} />
              </td>
              <td className="num" data-label={t('order_lists.col_saved_price')}>
                {formatMoney(line.unit_price, currency, locale)}
                <WasAtLastOrder {...lastOrder(line)} money={(amount) => formatMoney(amount, currency, locale)} withToday />
              </td>
              <td className="list-lines__actions">
                <Button variant="ghost" size="sm" aria-label={t('order_lists.move_up', { name: line.name })} disabled={index === 0} onClick={() => onMove(index, -1)}>
                  <span aria-hidden="true">↑</span>
                </Button>
                <Button variant="ghost" size="sm" aria-label={t('order_lists.move_down', { name: line.name })} disabled={index === lines.length - 1} onClick={() => onMove(index, 1)}>
                  <span aria-hidden="true">↓</span>
                </Button>
                <Button variant="ghost" size="sm" aria-label={t('order_lists.remove', { name: line.name })} onClick={() => onRemove(index)}>
                  <span aria-hidden="true">✕</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A quantity typed freely (full-width digits too), kept when the field is left or Enter pressed;
 * text that holds no quantity stays flagged and is not kept. Keyed by the kept quantity, so a kept
 * change starts the field afresh.
 */
function QuantityField({ value, label, onCommit }: { value: number; label: string; onCommit: (quantity: number) => void }) {
  // null: emptied, 0 or unread; nothing is kept from it.
  const [typed, setTyped] = useState<number | null>(value);
  const commit = () => {
    if (typed !== null && typed <= MAX_LINE_QUANTITY && typed !== value) onCommit(typed);
    else if (typed === null || typed > MAX_LINE_QUANTITY) setTyped(value);
  };
  return (
    <QuantityInput
      className="input list-lines__qty"
      aria-label={label}
      value={typed}
      onQuantity={setTyped}
      onUnread={() => setTyped(null)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
