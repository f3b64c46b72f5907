import type { Database, Statement } from 'better-sqlite3';

/**
 * Prepared statements are compiled once per database and reused: on the hot product-list path,
 * re-preparing would cost more than running the queries.
 */
const caches = new WeakMap<Database, Map<string, Statement<unknown[], unknown>>>();

export function cachedStatement<P extends unknown[], R = unknown>(db: Database, sql: string): Statement<P, R> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement as unknown as Statement<P, R>;
}
