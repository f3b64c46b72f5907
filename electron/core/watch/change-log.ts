import type Database from 'better-sqlite3';
import { z } from 'zod';
import { watchChangeSchema, type WatchChange, type WatchEvent } from '../../../contract/schemas/watch';

/** The watch screen shows the recent changes: older ones go as new ones come. */
export const CHANGES_KEPT = 200;

type Row = { id: number; body: string; at: string; seen: number };

/** A change with the variant's name and SKU as told: the variant may be gone from the catalogue since. */
const bodySchema = z.object({ change: watchChangeSchema, sku: z.string().nullable(), name: z.string() });

function readRow(row: Row): WatchEvent | null {
  try {
    const parsed = bodySchema.safeParse(JSON.parse(row.body));
    return parsed.success ? { id: row.id, at: row.at, seen: row.seen === 1, ...parsed.data } : null;
  } catch {
    return null;
  }
}

/** The changes the watch told one buyer (in that buyer's database), newest first. */
export function changeLog(db: Database.Database) {
  return {
    recent: (): WatchEvent[] =>
      db
        .prepare<[number], Row>('SELECT id, body, at, seen FROM watch_changes ORDER BY id DESC LIMIT ?')
        .all(CHANGES_KEPT)
        .flatMap((row) => readRow(row) ?? []),
    unseen: (): number => db.prepare<[], { n: number }>('SELECT count(*) AS n FROM watch_changes WHERE seen = 0').get()!.n,
    /** Keeps what a refresh told, unseen, and lets the oldest go past the bound. */
    record(told: readonly { change: WatchChange; sku: string | null; name: string }[], now: Date): void {
      const insert = db.prepare('INSERT INTO watch_changes (variant_id, body, at) VALUES (?, ?, ?)');
      db.transaction(() => {
        for (const entry of told) insert.run(entry.change.variant_id, JSON.stringify(entry), now.toISOString());
        db.prepare('DELETE FROM watch_changes WHERE id NOT IN (SELECT id FROM watch_changes ORDER BY id DESC LIMIT ?)').run(CHANGES_KEPT);
      })();
    },
    markSeen: (): void => void db.prepare('UPDATE watch_changes SET seen = 1 WHERE seen = 0').run(),
    /** A variant no longer watched takes its changes with it. */
    forgetVariant: (variantId: number): void => void db.prepare('DELETE FROM watch_changes WHERE variant_id = ?').run(variantId),
  };
}
