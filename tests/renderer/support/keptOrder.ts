import { orderSchema, type Order } from '../../../contract/schemas/orders';

/** A kept order of the buyer's history: its lines as [variant id, SKU, quantity, unit price]. */
export const keptOrder = (name: string, created_at: string, lines: [number, string, number, number][], cancelled = false): Order =>
  orderSchema.parse({
    name,
    token: name,
    created_at,
    cancelled,
    currency: 'MYR',
    line_items: lines.map(([variant_id, sku, quantity, price]) => ({ id: variant_id + 1000, variant_id, title: `Item ${sku}`, sku, price, quantity, subtotal_price: price * quantity })),
    subtotal_price: 0,
    total_price: 0,
  });
