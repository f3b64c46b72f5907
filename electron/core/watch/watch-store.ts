import type Database from 'better-sqlite3';
import { watchedVariantSchema, type WatchedVariant } from '../../../contract/schemas/watch';

type Row = { variant_id: number; body: string };

/** A row as a watched variant, or null when it no longer reads as one (left out, never shown half). */
function readRow(row: Row): WatchedVariant | null {
  try {
    const parsed = watchedVariantSchema.safeParse({ ...(JSON.parse(row.body) as object), variant_id: row.variant_id });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const bodyOf = ({ variant_id: _id, ...rest }: WatchedVariant) => JSON.stringify(rest);

/** The watched variants of one buyer's database (that buyer's on that store), oldest first. */
export function watchTable(db: Database.Database) {
  const list = (): WatchedVariant[] =>
    db
      .prepare<[], Row>('SELECT variant_id, body FROM watched_variants ORDER BY added_at, variant_id')
      .all()
      .flatMap((row) => readRow(row) ?? []);
  return {
    list,
    /** Watches a variant from what the buyer sees now; watching one already watched keeps what they were last told. */
    add(variant: WatchedVariant, now: Date): void {
      db.prepare('INSERT OR IGNORE INTO watched_variants (variant_id, body, added_at) VALUES (?, ?, ?)').run(variant.variant_id, bodyOf(variant), now.toISOString());
    },
    remove(variantId: number): void {
      db.prepare('DELETE FROM watched_variants WHERE variant_id = ?').run(variantId);
    },
    /** What the buyer has now been told (after a refresh's changes), kept for the next comparison. */
    keep(variants: readonly WatchedVariant[]): void {
      const update = db.prepare('UPDATE watched_variants SET body = ? WHERE variant_id = ?');
      db.transaction(() => {
        for (const variant of variants) update.run(bodyOf(variant), variant.variant_id);
      })();
    },
  };
}
