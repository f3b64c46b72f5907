import type { OrderListLine } from '../../../../contract/schemas/orderLists';
import type { IndexEntry, ImportedLine } from '../../../../contract/schemas/quickOrder';
import { skuKey } from '../../../../contract/sku';
import type { SourceLine } from '../../lib/reorderPreview';
import { unitPriceAt } from '../../lib/pricing';
import { normalizeQuantity } from '../../lib/quantity';

/** The list with line `index` moved one place up (-1) or down (1); at either end it stays. */
export function moveLine(lines: readonly OrderListLine[], index: number, by: -1 | 1): OrderListLine[] {
  const to = index + by;
  if (index < 0 || index >= lines.length || to < 0 || to >= lines.length) return [...lines];
  const moved = [...lines];
  [moved[index], moved[to]] = [moved[to]!, moved[index]!];
  return moved;
}

export const withQuantity = (lines: readonly OrderListLine[], index: number, quantity: number): OrderListLine[] =>
  lines.map((line, i) => (i === index ? { ...line, quantity } : line));

export const withoutLine = (lines: readonly OrderListLine[], index: number): OrderListLine[] => lines.filter((_, i) => i !== index);

/** A list's lines as lines to add again: the price when saved is what today's is compared with. */
export const asSourceLines = (lines: readonly OrderListLine[]): SourceLine[] =>
  lines.map((line) => ({ id: line.variant_id, variant_id: line.variant_id, title: line.name, sku: line.sku, quantity: line.quantity, price: line.unit_price }));

/** A catalogue variant as a list line at `quantity`, priced as the buyer is priced today. */
export function lineOfEntry(entry: IndexEntry, sku: string, quantity: number, wholesale: boolean): OrderListLine {
  const { variant, product } = entry;
  return {
    variant_id: variant.id,
    sku: variant.sku ?? sku,
    name: (variant.name || `${product.title} ${variant.variant_name}`).trim(),
    quantity,
    unit_price: unitPriceAt(variant, quantity, wholesale),
  };
}

export interface ImportedList {
  lines: OrderListLine[];
  /** SKUs the store does not have, as written in the file. */
  unknown: string[];
  /** Lines whose quantity is not a whole number of 1 or more. */
  badQuantity: ImportedLine[];
}

/** The lines of an imported file, each SKU looked up in the catalogue; what cannot be used is named, never guessed. */
export function importedList(lines: readonly ImportedLine[], found: ReadonlyMap<string, IndexEntry | null>, wholesale: boolean): ImportedList {
  const result: ImportedList = { lines: [], unknown: [], badQuantity: [] };
  for (const line of lines) {
    const quantity = normalizeQuantity(line.quantity);
    if (quantity === null) {
      result.badQuantity.push(line);
      continue;
    }
    const entry = found.get(skuKey(line.sku));
    if (!entry) result.unknown.push(line.sku);
    else result.lines.push(lineOfEntry(entry, line.sku, quantity, wholesale));
  }
  return result;
}
