import type Database from 'better-sqlite3';
import { placedPricesSchema, rhythmSchema, type Rhythm } from '../../../contract/schemas/standing';

type Row = {
  list_id: number;
  rhythm: string;
  starts_at: string;
  covered_until: string;
  due_at: string | null;
  snoozed_until: string | null;
  notified: number;
  last_order_token: string | null;
  placed_prices: string;
};

/** A standing order as kept: what the schedule needs besides what the buyer sees. */
export interface KeptStanding {
  list_id: number;
  rhythm: Rhythm;
  starts_at: string;
  /** Occurrences up to this time were shown (or came before the rhythm was set). */
  covered_until: string;
  due_at: string | null;
  snoozed_until: string | null;
  /** The due occurrence was told by a notification (again after a snooze ends). */
  notified: boolean;
  last_order_token: string | null;
  placed_prices: Record<string, number>;
}

const json = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** A row as a standing order, or null when it no longer reads as one (left out, never shown half). */
function readRow(row: Row): KeptStanding | null {
  const rhythm = rhythmSchema.safeParse(json(row.rhythm));
  if (!rhythm.success) return null;
  const prices = placedPricesSchema.safeParse(json(row.placed_prices));
  return {
    list_id: row.list_id,
    rhythm: rhythm.data,
    starts_at: row.starts_at,
    covered_until: row.covered_until,
    due_at: row.due_at,
    snoozed_until: row.snoozed_until,
    notified: row.notified === 1,
    last_order_token: row.last_order_token,
    placed_prices: prices.success ? prices.data : {},
  };
}

/** The standing orders of one buyer's database (only lists that still exist). */
export function standingTable(db: Database.Database) {
  const get = (listId: number): KeptStanding | null => {
    const row = db.prepare('SELECT * FROM standing_orders WHERE list_id = ?').get(listId) as Row | undefined;
    return row ? readRow(row) : null;
  };
  return {
    all: (): KeptStanding[] =>
      (db.prepare('SELECT s.* FROM standing_orders s JOIN order_lists l ON l.id = s.list_id ORDER BY s.list_id').all() as Row[]).flatMap((row) => readRow(row) ?? []),
    get,
    listExists: (listId: number): boolean => db.prepare('SELECT 1 FROM order_lists WHERE id = ?').get(listId) !== undefined,
    /** Sets a list's rhythm: times from `now` on count; a due order of the old rhythm stays due. */
    setRhythm(listId: number, rhythm: Rhythm, now: Date): KeptStanding {
      const at = now.toISOString();
      db.prepare(
        `INSERT INTO standing_orders (list_id, rhythm, starts_at, covered_until) VALUES (?, ?, ?, ?)
         ON CONFLICT (list_id) DO UPDATE SET rhythm = excluded.rhythm, starts_at = excluded.starts_at, covered_until = excluded.covered_until`,
      ).run(listId, JSON.stringify(rhythm), at, at);
      return get(listId)!;
    },
    remove: (listId: number): boolean => db.prepare('DELETE FROM standing_orders WHERE list_id = ?').run(listId).changes > 0,
    save(kept: KeptStanding): void {
      db.prepare(
        `UPDATE standing_orders SET covered_until = ?, due_at = ?, snoozed_until = ?, notified = ?, last_order_token = ?, placed_prices = ?
         WHERE list_id = ?`,
      ).run(kept.covered_until, kept.due_at, kept.snoozed_until, kept.notified ? 1 : 0, kept.last_order_token, JSON.stringify(kept.placed_prices), kept.list_id);
    },
  };
}
export type StandingTable = ReturnType<typeof standingTable>;
