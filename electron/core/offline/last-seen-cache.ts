import type Database from 'better-sqlite3';
import type { z } from 'zod';
import type { BuyerSession } from '../buyer/buyer-session';
import { takeOldAnswers } from '../local-data/earlier-files/offline-answers';
import { coreText } from '../language/core-text';

export const CORRUPT_NOTICE = () => coreText('offline_set_aside');

export interface LastSeenDeps {
  buyers: Pick<BuyerSession, 'current' | 'database' | 'onChange'>;
  /** Where an earlier version kept its files, taken in at a buyer's first open. */
  dataDir?: string;
  /** The bound per buyer, in MB (the `offlineCacheMB` setting). */
  maxMB: () => number;
  /** Told once per unreadable answer, in words a buyer understands. */
  notice: (message: string) => void;
  now?: () => Date;
}

export interface Recalled<T> {
  data: T;
  seenAt: Date;
}

/**
 * The last answer the store gave to each read, in the signed-in buyer's own database, so screens
 * can open while the store is unreachable. Another buyer's answers are in another file that no
 * query here can reach.
 */
export interface LastSeenCache {
  remember(key: string, data: unknown): void;
  /** The saved answer if it still reads as `schema`; one that does not is removed, with a notice. */
  recall<S extends z.ZodType>(key: string, schema: S): Promise<Recalled<z.output<S>> | null>;
  /** "Clear offline data": every saved answer of the buyer of the moment. */
  clear(): Promise<void>;
  /** Writes are done at once; kept so callers can wait before quitting. */
  settled(): Promise<void>;
  dispose(): void;
}

type Row = { body: string; seen_at: string };

export function createLastSeenCache(deps: LastSeenDeps): LastSeenCache {
  const now = deps.now ?? (() => new Date());
  // The buyer whose old files were already looked for since they signed in.
  let imported: Database.Database | null = null;

  const evict = (db: Database.Database) => {
    const max = deps.maxMB() * 1024 * 1024;
    const { total } = db.prepare('SELECT COALESCE(SUM(bytes), 0) AS total FROM answers').get() as { total: number };
    if (total <= max) return;
    let over = total - max;
    const rows = db.prepare('SELECT key, bytes FROM answers ORDER BY used_at, key').all() as { key: string; bytes: number }[];
    const remove = db.prepare('DELETE FROM answers WHERE key = ?');
    for (const row of rows) {
      if (over <= 0) break;
      remove.run(row.key);
      over -= row.bytes;
    }
  };

  const put = (db: Database.Database, key: string, body: string, seenAt: string, usedAt: number) => {
    db.prepare('INSERT OR REPLACE INTO answers (key, body, seen_at, used_at, bytes) VALUES (?, ?, ?, ?, ?)').run(
      key, body, seenAt, usedAt, Buffer.byteLength(key) + Buffer.byteLength(body),
    );
  };

  /** The buyer's database, with an earlier version's files of theirs taken in the first time. */
  const database = () => {
    const db = deps.buyers.database();
    const buyer = deps.buyers.current();
    if (!db || !buyer || db === imported) return db;
    imported = db;
    if (deps.dataDir) {
      const old = takeOldAnswers(deps.dataDir, buyer);
      if (old.length > 0) {
        const at = now().getTime();
        db.transaction(() => {
          for (const answer of old) {
            const had = db.prepare('SELECT 1 FROM answers WHERE key = ?').get(answer.key);
            if (!had) put(db, answer.key, answer.body, answer.seenAt, at);
          }
          evict(db);
        })();
      }
    }
    return db;
  };
  const offChange = deps.buyers.onChange(() => {
    imported = null;
  });

  return {
    remember(key, data) {
      const db = database();
      if (!db) return;
      try {
        const at = now();
        db.transaction(() => {
          put(db, key, JSON.stringify(data), at.toISOString(), at.getTime());
          evict(db);
        })();
      } catch (error) {
        console.warn('[offline] an answer could not be saved', error);
      }
    },
    async recall<S extends z.ZodType>(key: string, schema: S): Promise<Recalled<z.output<S>> | null> {
      const db = database();
      if (!db) return null;
      const row = db.prepare('SELECT body, seen_at FROM answers WHERE key = ?').get(key) as Row | undefined;
      if (!row) return null;
      let parsed: ReturnType<S['safeParse']> | null;
      try {
        parsed = schema.safeParse(JSON.parse(row.body)) as ReturnType<S['safeParse']>;
      } catch {
        parsed = null;
      }
      const seenAt = new Date(row.seen_at);
      if (!parsed?.success || Number.isNaN(seenAt.getTime())) {
        console.warn(`[offline] an unreadable saved answer (${key.split(' ')[0]}) was removed; it is saved again at the next answer`);
        deps.notice(CORRUPT_NOTICE());
        db.prepare('DELETE FROM answers WHERE key = ?').run(key);
        return null;
      }
      db.prepare('UPDATE answers SET used_at = ? WHERE key = ?').run(now().getTime(), key);
      return { data: parsed.data as z.output<S>, seenAt };
    },
    async clear() {
      database()?.prepare('DELETE FROM answers').run();
    },
    settled: () => Promise.resolve(),
    dispose: offChange,
  };
}
