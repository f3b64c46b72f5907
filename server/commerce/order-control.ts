import { z } from 'zod';
import type { ServerContext } from '../context';

const orderStatusPatch = z.strictObject({
  financial: z.string().min(1).max(64).optional(),
  fulfillment: z.string().min(1).max(64).optional(),
  /** A reason cancels the order; false undoes a cancellation. */
  cancelled: z.union([z.strictObject({ reason: z.string().max(500) }), z.literal(false)]).optional(),
  /** Ships every line not shipped yet under one fulfilment with this tracking. */
  tracking: z.strictObject({ company: z.string().max(100), number: z.string().max(100), url: z.string().max(500).nullable().optional() }).optional(),
});

/**
 * Test control: what the store's back office does to an order (payment, fulfilment, cancellation,
 * a shipment with its tracking number), so the app's order notifications can be tested.
 */
export function orderControl(ctx: ServerContext) {
  return {
    /** Changes the order with this token; false when there is none. */
    setOrderStatus(token: string, patch: z.input<typeof orderStatusPatch>): boolean {
      const p = orderStatusPatch.parse(patch);
      const db = ctx.db;
      const order = db.prepare<[string], { id: number }>('SELECT id FROM orders WHERE token = ?').get(token);
      if (!order) return false;
      db.transaction(() => {
        if (p.financial !== undefined) db.prepare('UPDATE orders SET financial_status = ? WHERE id = ?').run(p.financial, order.id);
        if (p.fulfillment !== undefined) db.prepare('UPDATE orders SET fulfillment_status = ? WHERE id = ?').run(p.fulfillment, order.id);
        if (p.cancelled === false) db.prepare('UPDATE orders SET cancelled_at = NULL, cancel_reason = NULL WHERE id = ?').run(order.id);
        else if (p.cancelled) {
          db.prepare('UPDATE orders SET cancelled_at = ?, cancel_reason = ? WHERE id = ?').run(ctx.now().toISOString(), p.cancelled.reason, order.id);
        }
        if (p.tracking) {
          const shipped = db
            .prepare('INSERT INTO order_fulfillments (order_id, created_at, tracking_number, tracking_url, tracking_company) VALUES (?, ?, ?, ?, ?)')
            .run(order.id, ctx.now().toISOString(), p.tracking.number, p.tracking.url ?? null, p.tracking.company);
          db.prepare('UPDATE order_line_items SET fulfillment_id = ? WHERE order_id = ? AND fulfillment_id IS NULL').run(Number(shipped.lastInsertRowid), order.id);
        }
      })();
      return true;
    },
  };
}
