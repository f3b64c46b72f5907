import type { Order } from '../../../../preload/schemas/orders';
import type { OrderItemInput } from '../../../../preload/schemas/cart';

/**
 * The cart/create lines that repeat an order: each line's variant (`variant_id`, else the line's
 * `id`, which the store sends as the variant id) with its quantity. Lines without a usable
 * variant are left out; the same variant twice is summed.
 */
export function repeatItems(lines: Order['line_items']): OrderItemInput[] {
  const quantities = new Map<number, number>();
  for (const line of lines) {
    const id = line.variant_id ?? line.id;
    if (!Number.isInteger(id) || id <= 0 || line.quantity <= 0) continue;
    quantities.set(id, (quantities.get(id) ?? 0) + line.quantity);
  }
  return [...quantities].map(([id, quantity]) => ({ id, quantity }));
}
