import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * What the core keeps per store and customer on disk (catalogue index, drafts, offline answers,
 * order memory) is named and stamped by hashes, so neither a file's name nor its content tells
 * whose it is, and a file copied under another customer's name is refused.
 */
export interface CustomerOwner {
  /** The store's origin. */
  origin: string;
  email: string;
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * The owner's hash; `purpose` keeps one kind of file from matching another's. E-mails are compared
 * trimmed and in lower case, as stores do.
 */
export function ownerHash(owner: CustomerOwner, purpose?: string): string {
  const parts = [owner.origin, owner.email.trim().toLowerCase()];
  return sha256((purpose === undefined ? parts : [purpose, ...parts]).join('\n'));
}

/** Writes a temp file and renames it over `path`: a crash leaves the old content or the new, never half. */
export async function writeFileAtomically(path: string, body: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, body, { mode: 0o600 });
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
