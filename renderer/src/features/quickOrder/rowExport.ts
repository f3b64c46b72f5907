import type { ExportLine } from '../../components/ExportCsvButton';
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
