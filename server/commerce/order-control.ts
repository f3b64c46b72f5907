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

const orderCharges = z.strictObject({
  /** Shipping charged, major units (one shipping line; 0 takes it away). */
  shipping: z.number().min(0).optional(),
  /** Tax charged, major units (one tax line; 0 takes it away). */
  tax: z.number().min(0).optional(),
});

/**
 * Test control: what the store's back office does to an order (payment, fulfilment, cancellation,
 * a shipment with its tracking number), so the app's order notifications can be tested.
 */
export function orderControl(ctx: ServerContext) {
  return {
    /**
     * Charges shipping and tax on the order with this token, as a store that bills them after the
     * order is placed does: its total becomes items less discount plus these. False when there is none.
     */
    setOrderCharges(token: string, charges: z.input<typeof orderCharges>): boolean {
      const c = orderCharges.parse(charges);
      const db = ctx.db;
      const order = db.prepare<[string], { id: number }>('SELECT id FROM orders WHERE token = ?').get(token);
      if (!order) return false;
      const minor = (amount: number) => Math.round(amount * 100);
      db.transaction(() => {
        if (c.shipping !== undefined) {
          db.prepare('DELETE FROM order_shipping_lines WHERE order_id = ?').run(order.id);
          if (c.shipping > 0) db.prepare('INSERT INTO order_shipping_lines (order_id, title, price_minor) VALUES (?, ?, ?)').run(order.id, 'Lorry delivery', minor(c.shipping));
        }
        if (c.tax !== undefined) {
          db.prepare('DELETE FROM order_tax_lines WHERE order_id = ?').run(order.id);
          if (c.tax > 0) db.prepare('INSERT INTO order_tax_lines (order_id, title, rate, price_minor) VALUES (?, ?, ?, ?)').run(order.id, 'SST', 0.06, minor(c.tax));
        }
        db.prepare(
          `UPDATE orders SET total_minor = subtotal_minor - discount_minor
             + COALESCE((SELECT SUM(price_minor) FROM order_shipping_lines WHERE order_id = orders.id), 0)
             + COALESCE((SELECT SUM(price_minor) FROM order_tax_lines WHERE order_id = orders.id), 0)
           WHERE id = ?`,
        ).run(order.id);
      })();
      return true;
    },
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
