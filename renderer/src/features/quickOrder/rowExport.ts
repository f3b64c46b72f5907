import type { ExportLine } from '../../components/ExportCsvButton';
import type { OrderListLine } from '../../../../contract/schemas/orderLists';
import type { RowCheck } from './rowCheck';

/** Rows as CSV lines: found rows with their product, variant and price; a row's typed SKU otherwise. */
export function rowExportLines(checks: readonly RowCheck[]): ExportLine[] {
  const lines: ExportLine[] = [];
  for (const check of checks) {
    if (!check.entry?.variant.sku || !check.quantity) continue;
    lines.push({
      sku: check.entry.variant.sku,
      quantity: check.quantity,
      product: check.entry.product.title,
      variant: check.entry.variant.variant_name || undefined,
      unit_price: check.unitPrice ?? undefined,
    });
  }
  return lines;
}

/** Found rows with a quantity as order list lines, at the price the row shows. */
export function rowListLines(checks: readonly RowCheck[]): OrderListLine[] {
  return checks.flatMap((check) => {
    if (!check.entry || !check.quantity) return [];
    const { variant, product } = check.entry;
    const name = (variant.name || `${product.title} ${variant.variant_name}`).trim();
    return [{ variant_id: variant.id, sku: variant.sku, name, quantity: check.quantity, unit_price: check.unitPrice ?? variant.unit_price }];
  });
}
