import type Database from 'better-sqlite3';
import { rm } from 'node:fs/promises';
import { productSchema, type Product } from '../../../contract/schemas/catalog';
import type { CustomerOwner } from '../customer-files';
import { isInRealFolder } from '../local-data/real-folders';
import type { CatalogueTable } from './catalogue-table';
import { indexFilePath, readOldIndexFile } from '../local-data/earlier-files/catalogue-index';
import { readWalkState, writeWalkState } from './walk-state';

/** Products written per turn of the event loop: the app's calls go on meanwhile. */
const SLICE = 250;

/**
 * The first time a buyer's database opens, the catalogue file an earlier version kept for them is
 * read in (so the quick order answers at once, without walking the store again) and deleted,
 * whatever it held.
 */
/** Reads `owner`'s old file into their database unless it already holds a catalogue, then deletes it. `stillWanted` is asked between slices. */
export async function importIndexFile(
  dataDir: string,
  owner: CustomerOwner,
  db: Database.Database,
  table: CatalogueTable,
  stillWanted: () => boolean,
): Promise<void> {
  const path = indexFilePath(dataDir, owner);
  if (!isInRealFolder(dataDir, path)) return; // a catalogue folder that is a link is not the app's
  const old = await readOldIndexFile(path, owner);
  if (old && readWalkState(db).pass === 0) {
    for (let start = 0; start < old.raw.length; start += SLICE) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      if (!stillWanted()) return; // read in again the next time this buyer is known
      const products: Product[] = [];
      for (const item of old.raw.slice(start, start + SLICE)) {
        const parsed = productSchema.safeParse(item);
        if (parsed.success) products.push(parsed.data);
      }
      table.put(products, 1);
    }
    writeWalkState(db, { pass: 1, nextPage: 0, startedAt: null, finishedAt: new Date(old.updatedAt).toISOString() });
  }
  await rm(path, { force: true });
}
