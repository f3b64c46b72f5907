import { memo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import { StockBadge } from '../../components/StockBadge';
import { StockNote } from '../../components/StockNote';
import { NextTierHint } from '../../components/NextTierHint';
import { formatMoney } from '../../lib/money';
import type { RowCheck, QuickRow } from './rowCheck';
import { RowProblemText } from './RowProblemText';
import { SkuInput, focusRowField } from './SkuInput';
import { QuantityInput } from '../../components/quantity/QuantityInput';

export interface RowHandlers {
  onText: (key: number, text: string) => void;
  onQuantity: (key: number, quantity: string) => void;
  onChoose: (key: number, entry: IndexEntry) => void;
  onCommit: (key: number) => void;
  onRemove: (key: number) => void;
  /** Enter in a quantity: the next row's SKU box (there is always a blank row at the end). */
  onQuantityEnter: (key: number) => void;
}

interface QuickOrderRowProps {
  row: QuickRow;
  check: RowCheck;
  line: number;
  last: boolean;
  allowPreorder: boolean;
  locale: string;
  handlers: RowHandlers;
  /** Set by the virtual list: the row's index for measuring and where it sits (px from the top). */
  index?: number;
  offsetTop?: number;
  measureRef?: (element: HTMLElement | null) => void;
}

/** One quick-order line; memoised, so typing in one row of 500 repaints that row only. */
export const QuickOrderRow = memo(function QuickOrderRow(props: QuickOrderRowProps) {
  const { row, check, line, last, allowPreorder, locale, handlers, index, offsetTop, measureRef } = props;
  const { t } = useTranslation();
  const { entry, problem } = check;
  const problemId = problem ? `qo-problem-${row.key}` : undefined;
  const quantityProblem = problem !== null && (problem.kind === 'quantity' || problem.kind === 'multiple' || problem.kind === 'over_stock');
  const money = (amount: number) => (entry ? formatMoney(amount, entry.product.currency, locale) : '');
  return (
    <div
      role="row"
      className={problem ? 'qo-row qo-row--problem' : 'qo-row'}
      data-row-key={row.key}
      data-index={index}
      ref={measureRef}
      style={offsetTop === undefined ? undefined : { transform: `translateY(${offsetTop}px)` }}
      aria-rowindex={line + 1}
    >
      <div role="cell" className="qo-row__line">
        {line}
      </div>
      <div role="cell" className="qo-row__sku">
        <SkuInput
          rowKey={row.key}
          text={row.text}
          searching={row.lookup.state === 'none'}
          invalid={problem?.kind === 'not_found'}
          describedBy={problem?.kind === 'not_found' ? problemId : undefined}
          onText={handlers.onText}
          onChoose={handlers.onChoose}
          onCommit={handlers.onCommit}
        />
      </div>
      <div role="cell" className="qo-row__variant">
        {entry && (
          <>
            <span className="qo-row__title">{entry.product.title}</span>
            {entry.variant.variant_name && <span className="qo-row__variant-name">{entry.variant.variant_name}</span>}
            <StockBadge item={entry.variant} allowPreorder={allowPreorder} count locale={locale} />
          </>
        )}
        {row.lookup.state === 'checking' && <span className="qo-row__note">{t('quick_order.checking')}</span>}
        {problem && problemId && <RowProblemText id={problemId} rowKey={row.key} problem={problem} onQuantity={handlers.onQuantity} />}
        {check.stock?.kind === 'preorder' && <StockNote check={check.stock} />}
        {/* Beside the line's words, where it has room: the unit price column is narrow. */}
        {!problem && <NextTierHint next={check.next} money={money} onUse={(target) => handlers.onQuantity(row.key, String(target))} />}
      </div>
      <div role="cell" className="qo-row__qty" data-label={t('quick_order.quantity_label')}>
        <QuantityInput
          className="input qo-row__qty-input"
          aria-label={t('quick_order.quantity_label')}
          aria-invalid={quantityProblem || undefined}
          aria-describedby={quantityProblem ? problemId : undefined}
          data-qo-field="quantity"
          data-row-key={row.key}
          value={check.quantity}
          kept={row.quantity}
          onQuantity={(quantity) => handlers.onQuantity(row.key, quantity === null ? '' : String(quantity))}
          onUnread={(text) => handlers.onQuantity(row.key, text)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            handlers.onQuantityEnter(row.key);
          }}
        />
      </div>
      <div role="cell" className="num qo-row__unit" data-label={t('quick_order.unit_price')}>
        {check.unitPrice !== null && <span className="qo-row__price">{money(check.unitPrice)}</span>}
      </div>
      <div role="cell" className="num qo-row__subtotal" data-label={t('quick_order.subtotal')}>
        {entry && money(check.subtotal)}
      </div>
      <div role="cell" className="qo-row__remove">
        {!last && (
          <button type="button" className="qo-row__remove-button" aria-label={t('quick_order.remove_line', { line })} onClick={() => removeAndRefocus(row.key, handlers)}>
            ×
          </button>
        )}
      </div>
    </div>
  );
});

/** The removed row's button vanishes: the keyboard goes on to the next row's box rather than the page. */
function removeAndRefocus(key: number, handlers: RowHandlers) {
  const next = document.querySelector<HTMLElement>(`.qo-row[data-row-key="${key}"]`)?.nextElementSibling?.getAttribute('data-row-key');
  handlers.onRemove(key);
  if (next) setTimeout(() => focusRowField(Number(next), 'sku'), 0);
}
