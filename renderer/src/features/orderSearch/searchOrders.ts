import type { Order, OrderListItem } from '../../../../contract/schemas/orders';

/** Where an order matched what was typed, first place found: shown beside the order. */
export type MatchedOn = { kind: 'number' } | { kind: 'sku' | 'product' | 'attachment'; text: string } | { kind: 'remark' };

export interface Found {
  order: Order;
  matchedOn: MatchedOn | null;
}

/** Full-width letters, digits and signs (NFKC), as a Chinese input method types them, read as plain ones; any case. */
const plain = (text: string) => text.normalize('NFKC').toLowerCase();

const holds = (text: string | null | undefined, needle: string) => plain(text ?? '').includes(needle);

/** Where `order` holds `needle` (read plain): its number, a line's SKU or product name, its remark, an attachment's title. */
function matchOf(order: Order, needle: string): MatchedOn | null {
  if (holds(order.name, needle)) return { kind: 'number' };
  const bySku = order.line_items.find((line) => holds(line.sku, needle));
  if (bySku) return { kind: 'sku', text: bySku.sku ?? '' };
  const byTitle = order.line_items.find((line) => holds(line.title, needle));
  if (byTitle) return { kind: 'product', text: byTitle.title };
  if (holds(order.remark, needle)) return { kind: 'remark' };
  const attachment = order.attachment.find((file) => holds(file.title, needle));
  return attachment ? { kind: 'attachment', text: attachment.title } : null;
}

/** The kept orders holding what was typed (every order when nothing is), newest first as kept. */
export function searchOrders(orders: readonly Order[], query: string): Found[] {
  const needle = plain(query).trim();
  if (!needle) return orders.map((order) => ({ order, matchedOn: null }));
  return orders.flatMap((order) => {
    const matchedOn = matchOf(order, needle);
    return matchedOn ? [{ order, matchedOn }] : [];
  });
}

/** A kept order as a row of the store's order list, so the order list's own filters apply to it. */
export const asListItem = (order: Order): OrderListItem => ({
  token: order.token,
  order_number: order.name,
  processed_at: order.created_at,
  financial_status: order.financial_status,
  fulfillment_status: order.fulfillment_status,
  total_price: order.total_price,
  currency: order.currency,
});
