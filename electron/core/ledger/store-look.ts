import type { OrderListItem } from '../../../contract/schemas/orders';
import { getAccount } from '../api/account';
import { retrieveCart } from '../api/cart';
import { getOrder } from '../api/orders';
import type { Connection } from '../http/connection';
import type { StoreLook } from './settle';

/** The store stamps orders with its own clock; this much disagreement with ours is tolerated. */
const CLOCK_SLACK_MS = 10 * 60_000;
/** Orders looked at in detail; more than a few new orders in the window means someone else is busy too. */
const MAX_CANDIDATES = 3;

/** The store's order list and the cart, read through the store's own calls on connection `c`. */
export function storeLook(c: Connection): StoreLook {
  return {
    async findOrder(items, since) {
      const account = await getAccount(c);
      if (!account.ok) return null;
      const candidates = account.data.orders
        .map((order) => ({ order, at: Date.parse(order.processed_at) }))
        .filter(({ at }) => Number.isFinite(at) && at >= since - CLOCK_SLACK_MS)
        .sort((a, b) => b.at - a.at)
        .slice(0, MAX_CANDIDATES)
        .map(({ order }) => order);
      const wanted = linesOf(items.map((i) => ({ variant_id: i.id, quantity: i.quantity })));
      for (const candidate of candidates) {
        const held = await holdsLines(c, candidate, wanted);
        if (held === null) return null;
        if (held) return { token: candidate.token };
      }
      return 'none';
    },
    async cartOpen(cartToken) {
      const cart = await retrieveCart(c, { cart_token: cartToken });
      if (cart.ok) return cart.data.cart_token === null || cart.data.cart_token === cartToken;
      // A placed cart is not the buyer's open cart any more: the store answers it as not found.
      return cart.error.kind === 'not_found' ? false : null;
    },
  };
}

async function holdsLines(c: Connection, candidate: OrderListItem, wanted: Map<number, number>): Promise<boolean | null> {
  // Nothing listed (the store accepts an empty list): the newest recent order is the best answer.
  if (wanted.size === 0) return true;
  const order = await getOrder(c, { token: candidate.token });
  if (!order.ok) return order.error.kind === 'not_found' ? false : null;
  const found = linesOf(order.data.line_items);
  return found.size === wanted.size && [...wanted].every(([id, quantity]) => found.get(id) === quantity);
}

/** Quantity by variant, lines at 0 left out (they are removals, not order lines). */
function linesOf(lines: readonly { variant_id: number | null; quantity: number }[]): Map<number, number> {
  const byVariant = new Map<number, number>();
  for (const line of lines) {
    if (line.variant_id === null || line.quantity <= 0) continue;
    byVariant.set(line.variant_id, (byVariant.get(line.variant_id) ?? 0) + line.quantity);
  }
  return byVariant;
}
