import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { draftSchema, type Draft } from '../../../preload/schemas/drafts';
import { ownerHash, writeFileAtomically, type CustomerOwner } from '../customer-files';

/** Bump when the saved shape changes: an older file is then ignored. */
const DRAFT_FILE_VERSION = 1;
/** A few full carts' worth; a larger file is not ours (and is never read into memory). */
const MAX_DRAFT_FILE_BYTES = 4 * 1024 * 1024;
/** Scopes kept per customer: product pages visited long ago go first. */
export const MAX_DRAFT_SCOPES = 40;

const FOLDER = 'drafts';

/** Whose drafts a file holds: the store's origin and the customer's e-mail. */
export type DraftOwner = CustomerOwner;

const fileSchema = z.object({ version: z.literal(DRAFT_FILE_VERSION), owner: z.string(), drafts: z.array(draftSchema) });

/** A hash, so neither the file name nor its content tells whose it is; a file copied under another name is refused. */
const ownerId = (owner: DraftOwner) => ownerHash(owner, 'drafts');

export const draftFilePath = (dataDir: string, owner: DraftOwner) => join(dataDir, FOLDER, `${ownerId(owner).slice(0, 32)}.json`);

/** The owner's drafts; none when there is no file or it cannot be trusted (logged, never thrown). */
export async function readDraftFile(dataDir: string, owner: DraftOwner): Promise<Draft[]> {
  const path = draftFilePath(dataDir, owner);
  try {
    const info = await stat(path);
    if (info.size > MAX_DRAFT_FILE_BYTES) {
      console.warn(`[drafts] ${path} is ${info.size} bytes, more than drafts can be: ignored`);
      return [];
    }
    const parsed = fileSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
    if (!parsed.success || parsed.data.owner !== ownerId(owner)) {
      console.warn(`[drafts] ${path} is not a readable drafts file: ignored`);
      return [];
    }
    return parsed.data.drafts;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') console.warn(`[drafts] ${path} could not be read: ignored`, error);
    return [];
  }
}

/** The newest scopes only, so a file stays bounded however many pages the buyer typed on. */
function bounded(drafts: readonly Draft[]): Draft[] {
  return [...drafts].sort((a, b) => b.saved_at.localeCompare(a.saved_at)).slice(0, MAX_DRAFT_SCOPES);
}

/** Writes atomically (a temp file renamed over the old one): a crash leaves the old drafts or the new ones. No drafts: no file. */
export async function writeDraftFile(dataDir: string, owner: DraftOwner, drafts: readonly Draft[]): Promise<void> {
  const path = draftFilePath(dataDir, owner);
  if (drafts.length === 0) return void (await rm(path, { force: true }));
  const body = JSON.stringify({ version: DRAFT_FILE_VERSION, owner: ownerId(owner), drafts: bounded(drafts) });
  if (Buffer.byteLength(body) > MAX_DRAFT_FILE_BYTES) throw new Error('These unsent quantities are too many to keep on this computer.');
  await writeFileAtomically(path, body);
}
