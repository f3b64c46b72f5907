import { readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { ownerHash, sha256 as hash, writeFileAtomically, type CustomerOwner } from '../customer-files';

/** Bump when the saved shape changes: an older file is then ignored and written again. */
const FILE_VERSION = 1;
const FOLDER = 'offline';

/** Whose answers a file holds: the store's origin and the customer's e-mail. */
export type CacheOwner = CustomerOwner;

export interface SavedAnswer {
  data: unknown;
  seenAt: Date;
}

const fileSchema = z.object({
  version: z.literal(FILE_VERSION),
  owner: z.string(),
  key: z.string(),
  seen_at: z.iso.datetime(),
  data: z.unknown(),
});

/** Hashes, so neither a folder nor a file name tells which store or customer it is. */
const ownerId = (owner: CacheOwner) => ownerHash(owner);

/** One folder per store, so its bound and "Clear offline data" concern that store only. */
export const storeFolder = (dataDir: string, origin: string) => join(dataDir, FOLDER, hash(origin).slice(0, 32));

export const answerPath = (dataDir: string, owner: CacheOwner, key: string) =>
  join(storeFolder(dataDir, owner.origin), `${hash(`${ownerId(owner)}\n${key}`).slice(0, 40)}.json`);

/**
 * The saved answer, null when there is none, 'corrupt' when the file is there but cannot be
 * trusted (not JSON, another shape, another customer's or key's). A read marks it as recently used.
 */
export async function readAnswer(dataDir: string, owner: CacheOwner, key: string): Promise<SavedAnswer | 'corrupt' | null> {
  const path = answerPath(dataDir, owner, key);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') console.warn(`[offline] ${path} could not be read`, error);
    return null;
  }
  let parsed: ReturnType<typeof fileSchema.safeParse>;
  try {
    parsed = fileSchema.safeParse(JSON.parse(text));
  } catch {
    parsed = fileSchema.safeParse(null);
  }
  if (!parsed.success || parsed.data.owner !== ownerId(owner) || parsed.data.key !== key) return 'corrupt';
  const now = new Date();
  await utimes(path, now, now).catch(() => undefined);
  return { data: parsed.data.data, seenAt: new Date(parsed.data.seen_at) };
}

/** Writes atomically (a temp file renamed over the old one): a crash leaves the old answer or the new one. */
export async function writeAnswer(dataDir: string, owner: CacheOwner, key: string, saved: SavedAnswer): Promise<void> {
  const path = answerPath(dataDir, owner, key);
  const body = { version: FILE_VERSION, owner: ownerId(owner), key, seen_at: saved.seenAt.toISOString(), data: saved.data };
  await writeFileAtomically(path, JSON.stringify(body));
}

export async function removeAnswer(dataDir: string, owner: CacheOwner, key: string): Promise<void> {
  await rm(answerPath(dataDir, owner, key), { force: true });
}

/** Removes the least recently used answers of a store until the folder holds at most `maxBytes`. */
export async function evictOver(dataDir: string, origin: string, maxBytes: number): Promise<number> {
  const folder = storeFolder(dataDir, origin);
  const names = await readdir(folder).catch(() => [] as string[]);
  const files = await Promise.all(
    names.map(async (name) => {
      const info = await stat(join(folder, name)).catch(() => null);
      return info ? { path: join(folder, name), size: info.size, used: info.mtimeMs } : null;
    }),
  );
  const present = files.filter((file) => file !== null).sort((a, b) => a.used - b.used);
  let total = present.reduce((sum, file) => sum + file.size, 0);
  let removed = 0;
  for (const file of present) {
    if (total <= maxBytes) break;
    await rm(file.path, { force: true });
    total -= file.size;
    removed += 1;
  }
  return removed;
}

/** "Clear offline data": every saved answer of this store, whoever's. */
export async function clearStore(dataDir: string, origin: string): Promise<void> {
  await rm(storeFolder(dataDir, origin), { recursive: true, force: true });
}
