import type { Database } from 'better-sqlite3';
import { cachedStatement } from '../db/statements';

/**
 * Serialized product-list pages, kept until the catalogue changes.
 *
 * A page is the same for every viewer with the same pricing scope, so under load most requests are the
 * same few hundred pages. Everything a page reads from the database lives in products, variants,
 * wholesale_prices and wholesale_tiers, whose triggers bump `catalog_version` on any write (whichever
 * connection makes it); shop flags and the viewer's scope are part of the key. So a price or stock change
 * is seen on the very next request, while sessions, carts and orders leave the cache alone.
 */
const MAX_ENTRIES = 400;

interface Cache {
  version: number;
  pages: Map<string, Buffer>;
}

const caches = new WeakMap<Database, Cache>();
let enabled = true;

/** For the benchmark's uncached run. */
export function setPageCacheEnabled(on: boolean): void {
  enabled = on;
}

function currentVersion(db: Database): number {
  return cachedStatement<[], number>(db, 'SELECT n FROM catalog_version WHERE id = 1').pluck().get() ?? -1;
}

/** The cached UTF-8 body for `key`, or `build()`'s text encoded (and cached for next time). */
export function cachedPage(db: Database, key: string, build: () => string): Buffer {
  // Kept as bytes: the 50 KB page is encoded once, not on every send.
  if (!enabled) return Buffer.from(build());
  const version = currentVersion(db);
  let cache = caches.get(db);
  if (!cache || cache.version !== version) {
    cache = { version, pages: new Map() };
    caches.set(db, cache);
  }
  const hit = cache.pages.get(key);
  if (hit !== undefined) {
    // Map keeps insertion order: re-inserting marks the page recently used.
    cache.pages.delete(key);
    cache.pages.set(key, hit);
    return hit;
  }
  const text = Buffer.from(build());
  cache.pages.set(key, text);
  if (cache.pages.size > MAX_ENTRIES) {
    const oldest = cache.pages.keys().next().value;
    if (oldest !== undefined) cache.pages.delete(oldest);
  }
  return text;
}
