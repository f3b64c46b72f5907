import type Database from 'better-sqlite3';
import { z } from 'zod';
import { queueOrderInputSchema, queuedOrderSchema, type QueuedOrder } from '../../../preload/schemas/outbox';
import { coreText } from '../language/core-text';

type Row = { id: number; queued_at: string; state: string; cart_token: string | null; body: string };
type Fields = z.infer<typeof queueOrderInputSchema>;

/** A buyer keeps a handful of orders waiting; this many is a mistake, not a day offline. */
export const MAX_QUEUED = 50;
export const TOO_MANY_QUEUED = () => coreText('outbox_too_many', { max: MAX_QUEUED });

/** A row as a queued order, or null when it no longer reads as one (it is then left out, not shown half). */
function readRow(row: Row): QueuedOrder | null {
  try {
    const parsed = queuedOrderSchema.safeParse({ id: row.id, queued_at: row.queued_at, state: row.state, cart_token: row.cart_token, ...(JSON.parse(row.body) as object) });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const bodyOf = (order: Fields) =>
  JSON.stringify({ lines: order.lines, billing_address: order.billing_address, remark: order.remark, currency: order.currency, total_price: order.total_price });

/** The outbox table of one buyer's database: that database is the buyer's on that store, so no query reaches another's. */
export function outboxTable(db: Database.Database) {
  const get = (id: number): QueuedOrder | null => {
    const row = db.prepare('SELECT * FROM outbox WHERE id = ?').get(id) as Row | undefined;
    return row ? readRow(row) : null;
  };
  return {
    list: (): QueuedOrder[] =>
      (db.prepare('SELECT * FROM outbox ORDER BY id').all() as Row[]).flatMap((row) => readRow(row) ?? []),
    get,
    add(order: Fields, queuedAt: Date): QueuedOrder {
      const { n } = db.prepare('SELECT COUNT(*) AS n FROM outbox').get() as { n: number };
      if (n >= MAX_QUEUED) throw new Error(TOO_MANY_QUEUED());
      const { lastInsertRowid } = db
        .prepare("INSERT INTO outbox (queued_at, state, cart_token, body) VALUES (?, 'waiting', NULL, ?)")
        .run(queuedAt.toISOString(), bodyOf(order));
      return get(Number(lastInsertRowid))!;
    },
    replace(order: QueuedOrder): void {
      db.prepare('UPDATE outbox SET state = ?, cart_token = ?, body = ? WHERE id = ?').run(order.state, order.cart_token, bodyOf(order), order.id);
    },
    remove: (id: number): boolean => db.prepare('DELETE FROM outbox WHERE id = ?').run(id).changes > 0,
  };
}
