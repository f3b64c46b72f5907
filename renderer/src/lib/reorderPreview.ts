import type { Order } from '../../../contract/schemas/orders';
import type { OrderItemInput } from '../../../contract/schemas/cart';
import type { IndexEntry } from '../../../contract/schemas/quickOrder';
import { skuKey } from '../../../contract/sku';
import { unitPriceAt } from './pricing';
import { toMinor } from './money';
import { stockBadge } from './quantity';
import type { PriceTerms } from '../state/priceTerms';

/**
 * Why a line of the order will not be added again: the store no longer sells its SKU, it is
 * out of stock (and the shop takes no pre-orders), the store restricts it for this buyer, or
 * the order line names no variant at all.
 */
export type Unavailable = { kind: 'gone' } | { kind: 'out_of_stock' } | { kind: 'restricted'; reason: string } | { kind: 'no_variant' };

/** How today's unit price compares with the order's; `unknown` when today's could not be read. */
export type PriceChange = 'up' | 'down' | 'same' | 'unknown';

export interface PreviewLine {
  key: number;
  title: string;
  sku: string | null;
  quantity: number;
  /** The unit price on the order. */
  priceThen: number;
  /** Today's unit price at the same quantity (tiers and the buyer's terms applied); null when not known. */
  priceNow: number | null;
  change: PriceChange;
  /** Null: the line is added. */
  unavailable: Unavailable | null;
  /** Tracked stock below the quantity (still added: the cart says how many can be had). */
  shortOf: number | null;
  /** The variant the cart gets. */
  variantId: number | null;
}

/** A line to add again: an order's line, or a line of a saved order list (its price when saved). */
export type SourceLine = Pick<Order['line_items'][number], 'id' | 'variant_id' | 'title' | 'sku' | 'quantity' | 'price'>;

export interface ReorderPreview {
  lines: PreviewLine[];
  /** What one cart/create sends: the available lines, the same variant summed. */
  items: OrderItemInput[];
  changed: number;
  unavailable: number;
}

/** The SKUs worth asking the store about (distinct, as the store matches them). */
export function skusOf(lines: readonly Pick<SourceLine, 'sku'>[]): string[] {
  const skus = new Map<string, string>();
  for (const line of lines) {
    const sku = line.sku?.trim();
    if (sku && sku.length <= 255 && !skus.has(skuKey(sku))) skus.set(skuKey(sku), sku);
  }
  return [...skus.values()];
}

function changeOf(then: number, now: number | null): PriceChange {
  if (now === null) return 'unknown';
  const difference = toMinor(now) - toMinor(then);
  return difference > 0 ? 'up' : difference < 0 ? 'down' : 'same';
}

function unavailableOf(entry: IndexEntry, terms: PriceTerms): Unavailable | null {
  if (entry.product.restriction_text) return { kind: 'restricted', reason: entry.product.restriction_text };
  if (stockBadge(entry.variant, terms.allowPreorder) === 'out_of_stock') return { kind: 'out_of_stock' };
  return null;
}

/**
 * Each order line beside what the store has today. `answers` is today's catalogue by SKU key
 * (null entry: the store has no such SKU); `answers` null means it could not be read, and every
 * line that names a variant is offered as it was, its price now unknown. A line without a SKU
 * cannot be looked up, so it too is offered with its price unknown: the cart will price it.
 */
export function reorderPreview(lines: readonly SourceLine[], answers: ReadonlyMap<string, IndexEntry | null> | null, terms: PriceTerms): ReorderPreview {
  const preview = lines
    .filter((line) => line.quantity > 0)
    .map((line, key): PreviewLine => {
      const ordered = line.variant_id ?? line.id;
      const base = { key, title: line.title, sku: line.sku, quantity: line.quantity, priceThen: line.price, shortOf: null };
      const asked = line.sku && answers ? answers.get(skuKey(line.sku)) : undefined;
      if (asked === undefined) {
        const usable = Number.isInteger(ordered) && ordered > 0;
        return { ...base, priceNow: null, change: 'unknown', unavailable: usable ? null : { kind: 'no_variant' }, variantId: usable ? ordered : null };
      }
      if (asked === null) return { ...base, priceNow: null, change: 'unknown', unavailable: { kind: 'gone' }, variantId: null };
      const { variant } = asked;
      const priceNow = unitPriceAt(variant, line.quantity, terms.wholesale);
      const tracked = variant.inventory_management !== 'none' && !variant.is_preorder;
      const shortOf = tracked && variant.inventory_quantity > 0 && variant.inventory_quantity < line.quantity ? variant.inventory_quantity : null;
      return { ...base, priceNow, change: changeOf(line.price, priceNow), unavailable: unavailableOf(asked, terms), shortOf, variantId: variant.id };
    });
  // One cart/create for the available lines, the same variant summed.
  const quantities = new Map<number, number>();
  for (const line of preview) {
    if (line.unavailable !== null || line.variantId === null) continue;
    quantities.set(line.variantId, (quantities.get(line.variantId) ?? 0) + line.quantity);
  }
  const items = [...quantities].map(([id, quantity]) => ({ id, quantity }));
  return {
    lines: preview,
    items,
    changed: preview.filter((line) => line.unavailable === null && (line.change === 'up' || line.change === 'down')).length,
    unavailable: preview.filter((line) => line.unavailable !== null).length,
  };
}
