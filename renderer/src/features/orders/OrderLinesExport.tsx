import { useCallback } from 'react';
import type { Order } from '../../../../preload/schemas/orders';
import { ExportLinesButtons, type ExportLine } from '../../components/ExportCsvButton';
import { SaveAsListButton } from '../../components/workspace/SaveAsListButton';
import { useTranslation } from '../../i18n/useTranslation';
import './order-export.css';

/** An order's lines as CSV, to re-import in quick order; lines without a SKU cannot come back, so they are left out. */
function orderExportLines(order: Pick<Order, 'line_items'>): ExportLine[] {
  return order.line_items
    .filter((line) => line.sku)
    .map((line) => ({ sku: line.sku!, quantity: line.quantity, product: line.title, unit_price: line.price }));
}

/** "Save as order list", "Export CSV" and "Export Excel" of an order's lines, named after the order (e.g. "order-1042.xlsx"). */
export function OrderLinesExport({ order }: { order: Order }) {
  const { t } = useTranslation();
  const lines = useCallback(() => orderExportLines(order), [order]);
  // A line that names no variant cannot be ordered from a list: it is left out.
  const listLines = useCallback(
    () =>
      order.line_items.flatMap((line) =>
        line.quantity > 0 ? [{ variant_id: line.variant_id ?? line.id, sku: line.sku, name: line.title, quantity: line.quantity, unit_price: line.price }] : [],
      ),
    [order],
  );
  return (
    <div className="order-export">
      <SaveAsListButton lines={listLines} currency={order.currency} defaultName={t('order_lists.name_from_order', { number: order.name })} />
      <ExportLinesButtons fileName={`order-${order.name.replace(/^#/, '')}`} lines={lines} />
    </div>
  );
}
