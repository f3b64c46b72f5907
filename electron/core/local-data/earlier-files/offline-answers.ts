import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { ownerHash, sha256 as hash, type CustomerOwner } from '../../customer-files';
import { isRealFolder } from '../real-folders';

/**
 * Offline answers as an earlier version kept them: one JSON file per store, customer and read,
 * named by hashes. They are taken into the buyer's database the first time it opens.
 */
const FOLDER = 'offline';

const fileSchema = z.object({
  version: z.literal(1),
  owner: z.string(),
  key: z.string(),
  seen_at: z.iso.datetime(),
  data: z.unknown(),
});

export interface OldAnswer {
  key: string;
  seenAt: string;
  body: string;
}

/** One folder per store; hashes, so neither a folder nor a file name tells which store or customer it is. */
export const storeFolder = (dataDir: string, origin: string) => join(dataDir, FOLDER, hash(origin).slice(0, 32));

export const answerPath = (dataDir: string, owner: CustomerOwner, key: string) =>
  join(storeFolder(dataDir, owner.origin), `${hash(`${ownerHash(owner)}\n${key}`).slice(0, 40)}.json`);

/** This buyer's old files, read and removed; other buyers' files stay for their own first open. */
export function takeOldAnswers(dataDir: string, owner: CustomerOwner): OldAnswer[] {
  const folder = storeFolder(dataDir, owner.origin);
  // A store folder that is a link is not the app's: nothing is read from it or deleted in it.
  if (!isRealFolder(dataDir, folder)) return [];
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  const id = ownerHash(owner);
  const taken: OldAnswer[] = [];
  for (const name of names) {
    const path = join(folder, name);
    let parsed: ReturnType<typeof fileSchema.safeParse>;
    try {
      parsed = fileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    } catch {
      continue;
    }
    if (!parsed.success || parsed.data.owner !== id) continue;
    // The file name must be this key's, as the old reader checked: a file copied under another name is not trusted.
    if (path !== answerPath(dataDir, owner, parsed.data.key)) continue;
    taken.push({ key: parsed.data.key, seenAt: parsed.data.seen_at, body: JSON.stringify(parsed.data.data) });
    rmSync(path, { force: true });
  }
  return taken;
}

/** A removed store: whatever old files of its customers were never taken in. */
export async function clearStore(dataDir: string, origin: string): Promise<void> {
  // Removing a link removes the link only (rm never follows one): the folders above it must be the app's own.
  if (!isRealFolder(dataDir, join(dataDir, FOLDER))) return;
  await rm(storeFolder(dataDir, origin), { recursive: true, force: true });
}
