import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from '../../i18n/useTranslation';
import type { QuickRow, RowCheck } from './rowCheck';
import { QuickOrderRow, type RowHandlers } from './QuickOrderRow';

interface QuickOrderTableProps {
  rows: readonly QuickRow[];
  checks: readonly RowCheck[];
  allowPreorder: boolean;
  locale: string;
  handlers: RowHandlers;
}

/** Longer lists scroll inside the table and render only the rows in view (500 pasted lines lay out at once). */
const VIRTUALIZE_AFTER = 60;
const ROW_ESTIMATE = 58;

/** The lines as a div grid with ARIA table roles, like the cart's, so a long list can be virtualised. */
export function QuickOrderTable({ rows, checks, allowPreorder, locale, handlers }: QuickOrderTableProps) {
  const { t } = useTranslation();
  return (
    <div role="table" className="qo-table" aria-label={t('quick_order.lines')} aria-rowcount={rows.length + 1}>
      <div role="rowgroup" className="qo-table__head">
        <div role="row" className="qo-row qo-row--head">
          <div role="columnheader" className="qo-row__line">
            <span className="visually-hidden">{t('quick_order.line')}</span>#
          </div>
          <div role="columnheader">{t('quick_order.sku_label')}</div>
          <div role="columnheader">{t('quick_order.variant')}</div>
          <div role="columnheader">{t('quick_order.quantity_label')}</div>
          <div role="columnheader" className="num">
            {t('quick_order.unit_price')}
          </div>
          <div role="columnheader" className="num">
            {t('quick_order.subtotal')}
          </div>
          <div role="columnheader">
            <span className="visually-hidden">{t('quick_order.remove_line', { line: '' })}</span>
          </div>
        </div>
      </div>
      {rows.length > VIRTUALIZE_AFTER ? (
        <VirtualBody rows={rows} checks={checks} allowPreorder={allowPreorder} locale={locale} handlers={handlers} />
      ) : (
        <div role="rowgroup" className="qo-table__body">
          {rows.map((row, index) => (
            <QuickOrderRow
              key={row.key}
              row={row}
              check={checks[index]!}
              line={index + 1}
              last={index === rows.length - 1}
              allowPreorder={allowPreorder}
              locale={locale}
              handlers={handlers}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function VirtualBody({ rows, checks, allowPreorder, locale, handlers }: QuickOrderTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 8,
    getItemKey: (index) => rows[index]?.key ?? index,
  });
  return (
    <div ref={scrollRef} role="rowgroup" className="qo-table__body qo-table__body--virtual" tabIndex={-1}>
      <div className="qo-table__spacer" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <QuickOrderRow
              key={item.key}
              row={row}
              check={checks[item.index]!}
              line={item.index + 1}
              last={item.index === rows.length - 1}
              allowPreorder={allowPreorder}
              locale={locale}
              handlers={handlers}
              index={item.index}
              offsetTop={item.start}
              measureRef={virtualizer.measureElement}
            />
          );
        })}
      </div>
    </div>
  );
}
