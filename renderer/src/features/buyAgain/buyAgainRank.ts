import type { Order } from '../../../../contract/schemas/orders';
import { standingNewestFirst } from '../../lib/lastOrderPrices';

/** A variant the buyer has ordered, with how often and when, and what they took last time. */
export interface BoughtItem {
  variantId: number;
  sku: string | null;
  title: string;
  /** Orders that held it. */
  times: number;
  /** When it was last ordered (ISO). */
  lastAt: string;
  lastQuantity: number;
  lastPrice: number;
}

/**
 * The variants of the buyer's orders (cancelled ones left out), most often ordered first, then
 * the most recently ordered: what a buyer reorders every week comes before a one-off.
 */
export function buyAgainRank(orders: readonly Order[]): BoughtItem[] {
  const items = new Map<number, BoughtItem>();
  for (const order of standingNewestFirst(orders)) {
    const inOrder = new Set<number>();
    for (const line of order.line_items) {
      const variantId = line.variant_id ?? line.id;
      if (!(variantId > 0) || line.quantity <= 0) continue;
      const item = items.get(variantId);
      if (!item) {
        items.set(variantId, { variantId, sku: line.sku, title: line.title, times: 1, lastAt: order.created_at, lastQuantity: line.quantity, lastPrice: line.price });
      } else if (!inOrder.has(variantId)) item.times += 1;
      inOrder.add(variantId);
    }
  }
  return [...items.values()].sort((a, b) => b.times - a.times || Date.parse(b.lastAt) - Date.parse(a.lastAt) || a.title.localeCompare(b.title));
}

/** The items whose SKU or name holds every word typed, in any case. */
export function filterBought(items: readonly BoughtItem[], query: string): BoughtItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = `${item.sku ?? ''} ${item.title}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
