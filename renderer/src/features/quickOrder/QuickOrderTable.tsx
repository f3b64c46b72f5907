import { useTranslation } from 'react-i18next';
import type { QuickRow, RowCheck } from './rowCheck';
import { QuickOrderRow, type RowHandlers } from './QuickOrderRow';

interface QuickOrderTableProps {
  rows: readonly QuickRow[];
  checks: readonly RowCheck[];
  allowPreorder: boolean;
  locale: string;
  handlers: RowHandlers;
}

/**
 * The lines as a div grid with ARIA table roles (like the cart's). Rows far off screen skip
 * layout and paint (content-visibility), so 500 pasted lines lay out at once without a virtual list.
 */
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
    </div>
  );
}
