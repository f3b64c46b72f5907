import type { z } from 'zod';
import { clearStore, evictOver, readAnswer, removeAnswer, writeAnswer, type CacheOwner } from './cache-files';

export const CORRUPT_NOTICE = 'Some offline data could not be read and was set aside. It is saved again when the store answers.';

export interface LastSeenDeps {
  dataDir: string;
  /** The bound per store, in MB (the `offlineCacheMB` setting). */
  maxMB: () => number;
  /** Told once per unreadable file, in words a buyer understands. */
  notice: (message: string) => void;
  now?: () => Date;
}

export interface Recalled<T> {
  data: T;
  seenAt: Date;
}

/**
 * The last answer the store gave to each read, per store and customer, kept on disk so screens
 * can open while the store is unreachable. Nothing is held in memory: a file is read when asked.
 */
export interface LastSeenCache {
  remember(owner: CacheOwner, key: string, data: unknown): void;
  /** The saved answer if it still reads as `schema`; a file that does not is removed, with a notice. */
  recall<S extends z.ZodType>(owner: CacheOwner, key: string, schema: S): Promise<Recalled<z.output<S>> | null>;
  clear(origin: string): Promise<void>;
  /** Resolves once every write started so far is on disk (before quitting, and for tests). */
  settled(): Promise<void>;
}

export function createLastSeenCache(deps: LastSeenDeps): LastSeenCache {
  const now = deps.now ?? (() => new Date());
  let pending: Promise<void> = Promise.resolve();

  const setAside = async (owner: CacheOwner, key: string) => {
    console.warn(`[offline] an unreadable cache file (${key.split(' ')[0]}) was ignored; it is rebuilt at the next answer`);
    deps.notice(CORRUPT_NOTICE);
    await removeAnswer(deps.dataDir, owner, key).catch(() => undefined);
  };

  return {
    remember(owner, key, data) {
      const seenAt = now();
      // Writes run one after another, each followed by the bound, so eviction sees every file.
      pending = pending
        .then(() => writeAnswer(deps.dataDir, owner, key, { data, seenAt }))
        .then(() => evictOver(deps.dataDir, owner.origin, deps.maxMB() * 1024 * 1024))
        .then(() => undefined)
        .catch((error: unknown) => console.warn('[offline] an answer could not be saved', error));
    },
    async recall<S extends z.ZodType>(owner: CacheOwner, key: string, schema: S): Promise<Recalled<z.output<S>> | null> {
      const saved = await readAnswer(deps.dataDir, owner, key);
      if (saved === null) return null;
      const parsed = saved === 'corrupt' ? null : schema.safeParse(saved.data);
      if (saved === 'corrupt' || !parsed?.success) {
        await setAside(owner, key);
        return null;
      }
      return { data: parsed.data as z.output<S>, seenAt: saved.seenAt };
    },
    async clear(origin) {
      await pending;
      await clearStore(deps.dataDir, origin);
    },
    settled: () => pending,
  };
}
