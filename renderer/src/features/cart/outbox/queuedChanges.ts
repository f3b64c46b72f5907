import type { Cart } from '../../../../../contract/schemas/cart';
import type { QueuedOrder } from '../../../../../contract/schemas/outbox';

export interface QueuedLineChange {
  variant_id: number;
  sku: string | null;
  name: string;
  quantity: number;
  /** The unit price the buyer saw when queuing, and the store's now (null: the store no longer has the line). */
  seenPrice: number;
  nowPrice: number | null;
  nowSubtotal: number | null;
  /** What the store says against the line now: out of stock, too few left, not available. */
  problem: 'unavailable' | 'short' | null;
  unitsLeft: number | null;
}

export interface QueuedComparison {
  /** Changed lines (price, gone, short) first, each group in the order's own order. */
  lines: QueuedLineChange[];
  seenTotal: number;
  nowTotal: number;
  /** Any line's price differs, a line is gone or short, or the total moved. */
  changed: boolean;
}

const cents = (n: number) => Math.round(n * 100);

/** A line whose price the store asks differently today, or that it cannot fill as queued. */
const lineChanged = (line: QueuedLineChange) => line.problem !== null || line.nowPrice === null || cents(line.nowPrice) !== cents(line.seenPrice);

/**
 * What the store asks today for a queued order, line by line beside the unit price it was queued at
 * (the price the buyer reviewed, the app's estimate where it said so), a change shown first.
 */
export function compareQueued(order: QueuedOrder, cart: Cart): QueuedComparison {
  const items = new Map(cart.order_item.map((item) => [item.variant_id, item]));
  const short = new Map(cart.inventory_warning.filter((w) => w.variant_id !== null).map((w) => [w.variant_id!, w.unit_left]));
  const lines = order.lines.map((line): QueuedLineChange => {
    const item = items.get(line.variant_id);
    const left = short.has(line.variant_id) ? (short.get(line.variant_id) ?? 0) : null;
    const problem = !item || !item.is_available ? 'unavailable' : left !== null ? 'short' : null;
    return {
      variant_id: line.variant_id,
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      seenPrice: line.unit_price,
      nowPrice: item ? item.unit_price : null,
      nowSubtotal: item ? item.item_subtotal : null,
      problem,
      unitsLeft: left,
    };
  });
  const changed = cents(order.total_price) !== cents(cart.total_price) || lines.some(lineChanged);
  const first = [...lines.filter(lineChanged), ...lines.filter((line) => !lineChanged(line))];
  return { lines: first, seenTotal: order.total_price, nowTotal: cart.total_price, changed };
}
