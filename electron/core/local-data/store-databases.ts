import Database from 'better-sqlite3';
import { lstatSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { BUYERS_FOLDER } from './buyer-database';
import { isRealFolder } from './real-folders';

const ownerRow = z.object({ origin: z.string(), email: z.string() });

/** Whose a buyer database is, as stamped inside it at its first open; null when it cannot be read. */
function ownerOf(file: string): z.infer<typeof ownerRow> | null {
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const parsed = ownerRow.safeParse(db.prepare('SELECT origin, email FROM owner WHERE id = 1').get());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  } finally {
    db?.close();
  }
}

/**
 * Deletes every buyer database of the store at `origin`, whoever's it is: file names are hashes
 * that cannot be traced back, so each database is asked whose it is. Returns the e-mails of the
 * buyers whose databases went (their old-format files can then be found by name).
 */
export function deleteStoreDatabases(dataDir: string, origin: string): string[] {
  const folder = join(dataDir, BUYERS_FOLDER);
  if (!isRealFolder(dataDir, folder)) return [];
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.sqlite'));
  } catch {
    return [];
  }
  const emails: string[] = [];
  for (const name of names) {
    const file = join(folder, name);
    if (!lstatSync(file).isFile()) continue;
    const owner = ownerOf(file);
    if (owner?.origin !== origin) continue;
    for (const part of [file, `${file}-wal`, `${file}-shm`]) rmSync(part, { force: true });
    emails.push(owner.email);
  }
  return emails;
}
