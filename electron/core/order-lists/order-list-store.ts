import type Database from 'better-sqlite3';
import type { z } from 'zod';
import { orderListSchema, type createOrderListInputSchema, type OrderList, type OrderListLine } from '../../../contract/schemas/orderLists';
import { coreText } from '../language/core-text';

type Row = { id: number; name: string; created_at: string; updated_at: string; body: string };
type NewList = z.infer<typeof createOrderListInputSchema>;

/** Lists kept per buyer and store: more than a buyer keeps by hand; past it, one is deleted first. */
export const MAX_LISTS = 200;
export const TOO_MANY_LISTS = () => coreText('lists_too_many', { max: MAX_LISTS });

/** A row as a list, or null when it no longer reads as one (left out, never shown half). */
function readRow(row: Row): OrderList | null {
  try {
    const parsed = orderListSchema.safeParse({ id: row.id, name: row.name, created_at: row.created_at, updated_at: row.updated_at, ...(JSON.parse(row.body) as object) });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const bodyOf = (currency: string, lines: readonly OrderListLine[]) => JSON.stringify({ currency, lines });

/**
 * A name no other list of the buyer has (case aside): a second "Weekly" becomes "Weekly (2)", so an
 * imported or newly made list is never mistaken for the one already there. Kept within 120 characters.
 */
function freeName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  for (let n = 2; ; n += 1) {
    const suffix = ` (${n})`;
    const candidate = `${name.slice(0, 120 - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/** The order lists of one buyer's database: that database is the buyer's on that store, so no query reaches another's. */
export function orderListTable(db: Database.Database) {
  const get = (id: number): OrderList | null => {
    const row = db.prepare('SELECT * FROM order_lists WHERE id = ?').get(id) as Row | undefined;
    return row ? readRow(row) : null;
  };
  return {
    list: (): OrderList[] => (db.prepare('SELECT * FROM order_lists ORDER BY updated_at DESC, id DESC').all() as Row[]).flatMap((row) => readRow(row) ?? []),
    get,
    add(list: NewList, now: Date): OrderList {
      const { n } = db.prepare('SELECT COUNT(*) AS n FROM order_lists').get() as { n: number };
      if (n >= MAX_LISTS) throw new Error(TOO_MANY_LISTS());
      const at = now.toISOString();
      const taken = new Set((db.prepare('SELECT name FROM order_lists').all() as { name: string }[]).map((row) => row.name.toLowerCase()));
      const { lastInsertRowid } = db
        .prepare('INSERT INTO order_lists (name, created_at, updated_at, body) VALUES (?, ?, ?, ?)')
        .run(freeName(list.name, taken), at, at, bodyOf(list.currency, list.lines));
      return get(Number(lastInsertRowid))!;
    },
    replace(list: OrderList, now: Date): OrderList {
      db.prepare('UPDATE order_lists SET name = ?, updated_at = ?, body = ? WHERE id = ?').run(list.name, now.toISOString(), bodyOf(list.currency, list.lines), list.id);
      return get(list.id)!;
    },
    remove: (id: number): boolean => db.prepare('DELETE FROM order_lists WHERE id = ?').run(id).changes > 0,
  };
}
