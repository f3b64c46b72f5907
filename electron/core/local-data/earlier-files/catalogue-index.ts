import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { ownerHash, type CustomerOwner } from '../../customer-files';

/**
 * Earlier versions kept each buyer's catalogue as one JSON file under `catalogue-index/`, named
 * by a hash of the buyer: read once into their database (import-index-file.ts), and deleted with
 * a removed store's files.
 */
const FOLDER = 'catalogue-index';
/** The old version never wrote a larger file; a larger one is not ours. */
const MAX_FILE_BYTES = 64 * 1024 * 1024;
const fileSchema = z.object({
  version: z.literal(1),
  owner: z.string(),
  updated_at: z.iso.datetime(),
  products: z.array(z.unknown()),
});

export const indexFilePath = (dataDir: string, owner: CustomerOwner) => join(dataDir, FOLDER, `${ownerHash(owner).slice(0, 32)}.json`);

export async function readOldIndexFile(path: string, owner: CustomerOwner): Promise<{ raw: unknown[]; updatedAt: string } | null> {
  try {
    if ((await stat(path)).size > MAX_FILE_BYTES) return null;
    const parsed = fileSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
    // The file names its owner by hash: a file copied under another buyer's name is not read.
    if (!parsed.success || parsed.data.owner !== ownerHash(owner)) return null;
    return { raw: parsed.data.products, updatedAt: parsed.data.updated_at };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') console.warn(`[catalogue] ${path} could not be read: the store will be walked`);
    return null;
  }
}

