import { useCallback } from 'react';
import type { Order } from '../../../../preload/schemas/orders';
import { ExportLinesButtons, type ExportLine } from '../../components/ExportCsvButton';
import './order-export.css';

/** An order's lines as CSV, to re-import in quick order; lines without a SKU cannot come back, so they are left out. */
function orderExportLines(order: Pick<Order, 'line_items'>): ExportLine[] {
  return order.line_items
    .filter((line) => line.sku)
    .map((line) => ({ sku: line.sku!, quantity: line.quantity, product: line.title, unit_price: line.price }));
}

/** "Export CSV" and "Export Excel" of an order's lines, named after the order (e.g. "order-1042.xlsx"). */
export function OrderLinesExport({ order }: { order: Order }) {
  const lines = useCallback(() => orderExportLines(order), [order]);
  return (
    <div className="order-export">
      <ExportLinesButtons fileName={`order-${order.name.replace(/^#/, '')}`} lines={lines} />
    </div>
  );
}
