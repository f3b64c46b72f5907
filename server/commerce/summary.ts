// STUB (owner: COMMERCE)
import type { OrderListItem } from '../../preload/schemas/orders';
import type { ServerContext } from '../context';

export function cartSummary(
  _ctx: ServerContext,
  _customerId: number,
): { cart_token: string; cart_subtotal: number; cart_currency: string } | null {
  return null;
}

export function listOrders(_ctx: ServerContext, _customerId: number): OrderListItem[] {
  return [];
}
