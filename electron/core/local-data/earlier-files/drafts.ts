import { readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { draftSchema, type Draft } from '../../../../contract/schemas/drafts';
import { ownerHash, type CustomerOwner } from '../../customer-files';
import { isInRealFolder } from '../real-folders';

/**
 * The drafts file of earlier versions (one JSON file per store and customer under `drafts/`): read
 * once into the buyer's database and deleted. Nothing writes it any more.
 */
const DRAFT_FILE_VERSION = 1;
/** A few full carts' worth; a larger file is not ours (and is never read into memory). */
export const MAX_DRAFT_BYTES = 4 * 1024 * 1024;

const fileSchema = z.object({ version: z.literal(DRAFT_FILE_VERSION), owner: z.string(), drafts: z.array(draftSchema) });

/** A hash, so neither the file name nor its content tells whose it is; a file copied under another name is refused. */
export const draftFileOwner = (owner: CustomerOwner) => ownerHash(owner, 'drafts');

export const draftFilePath = (dataDir: string, owner: CustomerOwner) => join(dataDir, 'drafts', `${draftFileOwner(owner).slice(0, 32)}.json`);

/** The owner's drafts from an earlier version's file, which is then deleted; none when there is no file or it cannot be trusted. */
export function takeDraftFile(dataDir: string, owner: CustomerOwner): Draft[] {
  const path = draftFilePath(dataDir, owner);
  if (!isInRealFolder(dataDir, path)) return []; // a drafts folder that is a link is not the app's
  try {
    if (statSync(path).size > MAX_DRAFT_BYTES) throw new Error('larger than drafts can be');
    const parsed = fileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    if (!parsed.success || parsed.data.owner !== draftFileOwner(owner)) throw new Error('not a readable drafts file');
    return parsed.data.drafts;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    console.warn(`[drafts] ${path} ignored:`, error instanceof Error ? error.message : error);
    return [];
  } finally {
    rmSync(path, { force: true });
  }
}
