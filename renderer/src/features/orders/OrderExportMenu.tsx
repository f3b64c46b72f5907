import { useCallback } from 'react';
import type { Order } from '../../../../contract/schemas/orders';
import type { ButtonSize } from '../../components/Button';
import type { ExportLine } from '../../components/ExportCsvButton';
import { ExportMenu } from '../../components/menu/ExportMenu';
import { useTranslation } from '../../i18n/useTranslation';

/** An order's lines as CSV, to re-import in quick order; lines without a SKU cannot come back, so they are left out. */
function orderExportLines(order: Pick<Order, 'line_items'>): ExportLine[] {
  return order.line_items
    .filter((line) => line.sku)
    .map((line) => ({ sku: line.sku!, quantity: line.quantity, product: line.title, unit_price: line.price }));
}

/** An order's Export menu: the order as a PDF, its lines as CSV or Excel (e.g. "order-1042.xlsx"), and "Save as order list". */
export function OrderExportMenu({ order, size }: { order: Order; size?: ButtonSize }) {
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
    <ExportMenu
      fileName={`order-${order.name.replace(/^#/, '')}`}
      lines={lines}
      list={{ lines: listLines, currency: order.currency, defaultName: t('order_lists.name_from_order', { number: order.name }) }}
      pdf={{ name: t('orders.order_title', { name: order.name }) }}
      size={size}
    />
  );
}
