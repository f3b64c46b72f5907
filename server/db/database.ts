import Database from 'better-sqlite3';
import { migrations } from './migrations';

/** Opens (or creates) the store's database with WAL and foreign keys, and brings its schema up to date. */
export function openDatabase(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

export function migrate(db: Database.Database): void {
  const current = Number(db.pragma('user_version', { simple: true }));
  const pending = [...migrations].sort((a, b) => a.version - b.version).filter((m) => m.version > current);
  for (const migration of pending) {
    // One transaction per version: a failing migration leaves the previous version intact.
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
}
