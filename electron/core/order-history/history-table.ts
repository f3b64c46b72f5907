import type Database from 'better-sqlite3';
import { orderSchema, type Order } from '../../../contract/schemas/orders';

/** Orders kept per buyer: years of weekly ordering; past it the oldest are not read. */
export const MAX_KEPT_ORDERS = 5000;

type Row = { token: string; financial: string; fulfillment: string; body: string };

/** The order history of one buyer's database: that database is the buyer's on that store, so no query reaches another's. */
export function historyTable(db: Database.Database) {
  return {
    /** Each kept order's statuses, to see which changed at the store. */
    statuses(): Map<string, { financial: string; fulfillment: string }> {
      const rows = db.prepare('SELECT token, financial, fulfillment FROM order_history').all() as Omit<Row, 'body'>[];
      return new Map(rows.map((row) => [row.token, { financial: row.financial, fulfillment: row.fulfillment }]));
    },
    put(order: Order, financial: string, fulfillment: string): void {
      db.prepare('INSERT OR REPLACE INTO order_history (token, number, created_at, financial, fulfillment, body) VALUES (?, ?, ?, ?, ?, ?)').run(
        order.token,
        order.name,
        order.created_at,
        financial,
        fulfillment,
        JSON.stringify(order),
      );
    },
    /** Orders the store no longer lists are no longer the buyer's history. */
    keepOnly(tokens: readonly string[]): void {
      const keep = new Set(tokens);
      const remove = db.prepare('DELETE FROM order_history WHERE token = ?');
      db.transaction(() => {
        for (const token of this.statuses().keys()) if (!keep.has(token)) remove.run(token);
      })();
    },
    /** Newest first; a row that no longer reads as an order is left out. */
    all(): Order[] {
      const rows = db.prepare('SELECT body FROM order_history ORDER BY created_at DESC').all() as Pick<Row, 'body'>[];
      return rows.flatMap((row) => {
        try {
          const parsed = orderSchema.safeParse(JSON.parse(row.body));
          return parsed.success ? [parsed.data] : [];
        } catch {
          return [];
        }
      });
    },
  };
}
