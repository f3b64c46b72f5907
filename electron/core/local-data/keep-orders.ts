import Database from 'better-sqlite3';

/** What a buyer database holds that the store gives back at the next login (offline pages, catalogue, history). */
const FROM_THE_STORE = ['answers', 'catalogue_tier', 'catalogue_variant', 'catalogue_product', 'catalogue_words', 'catalogue_term', 'catalogue_walk', 'order_history'];

/**
 * Empties a closed buyer database of everything the store gives back, so it takes little room,
 * and keeps what only this computer has: the orders not yet placed, and the buyer's own drafts and
 * lists. A file that cannot be written is left as it is.
 */
export function keepOnlyOrders(file: string): void {
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { fileMustExist: true });
    db.pragma('busy_timeout = 2000');
    const present = new Set((db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name));
    db.transaction(() => {
      for (const table of FROM_THE_STORE) if (present.has(table)) db!.exec(`DELETE FROM ${table}`);
    })();
    db.exec('VACUUM');
    db.pragma('wal_checkpoint(TRUNCATE)');
  } catch (error) {
    console.warn(`[local data] ${file} could not be emptied; it is kept whole for the orders it holds`, error);
  } finally {
    db?.close();
  }
}
