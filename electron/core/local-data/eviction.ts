import { lstatSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { heldInFile } from '../ledger/held-orders';
import { BUYERS_FOLDER } from './buyer-database';
import { keepOnlyOrders } from './keep-orders';
import { isRealFolder } from './real-folders';

export interface LocalDataBound {
  /** All buyers' databases together, bytes. */
  maxBytes: number;
  /** Buyers kept on this computer (a trade counter sees many). */
  maxBuyers: number;
}

/** Marks a buyer's file as just used: eviction goes by last use, and SQLite's reads leave no trace. */
export function touch(file: string): void {
  const now = new Date();
  try {
    utimesSync(file, now, now);
  } catch {
    // not there yet: its first write dates it
  }
}

/**
 * Keeps the buyer databases within the bound: the least recently used buyers' files go first,
 * never the one in use, and never one that holds an order not yet placed (waiting to be sent, or
 * sent with no answer) or that cannot be read to tell: of such a file only what comes back from
 * the store goes, and it is kept. Only real files in the real buyers folder count: a link there (or a buyers
 * folder that is a link) is never followed out of the data folder. Returns the files removed.
 */
export function evictLeastRecent(dataDir: string, inUse: string | null, bound: LocalDataBound): string[] {
  const folder = join(dataDir, BUYERS_FOLDER);
  if (!isRealFolder(dataDir, folder)) return [];
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.sqlite') && lstatSync(join(folder, name)).isFile());
  } catch {
    return [];
  }
  const sizeOf = (file: string) => ['', '-wal', '-shm'].reduce((sum, suffix) => {
    try {
      return sum + lstatSync(file + suffix).size;
    } catch {
      return sum;
    }
  }, 0);
  const files = names
    .map((name) => join(folder, name))
    .map((file) => ({ file, bytes: sizeOf(file), used: lstatSync(file).mtimeMs }))
    .sort((a, b) => a.used - b.used);
  let total = files.reduce((sum, entry) => sum + entry.bytes, 0);
  let count = files.length;
  const removed: string[] = [];
  for (const entry of files) {
    if (total <= bound.maxBytes && count <= bound.maxBuyers) break;
    if (entry.file === inUse) continue;
    const held = heldInFile(entry.file);
    if (held === null || held.count > 0) {
      if (held) keepOnlyOrders(entry.file);
      const bytes = sizeOf(entry.file);
      total -= entry.bytes - bytes;
      continue;
    }
    for (const suffix of ['', '-wal', '-shm']) rmSync(entry.file + suffix, { force: true });
    total -= entry.bytes;
    count -= 1;
    removed.push(entry.file);
  }
  return removed;
}
