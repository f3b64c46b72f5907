import { rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { indexFilePath } from '../local-data/earlier-files/catalogue-index';
import { buyerFile } from '../local-data/buyer-database';
import { isInRealFolder } from '../local-data/real-folders';
import { deleteStoreDatabases } from '../local-data/store-databases';
import type { SettingsStore } from '../deps';
import { draftFilePath } from '../local-data/earlier-files/drafts';
import { customerKey } from '../notifications/watched-orders';
import { clearStore } from '../local-data/earlier-files/offline-answers';
import type { StoreRecord } from './store-list';

/**
 * What a customer of a store leaves on this computer, named by hashes that tell neither store nor
 * customer: their database, drafts file, catalogue index file and order memory key. Kept with the store so
 * removing the store can delete them (the hashes cannot be traced back).
 */
export function customerTraces(dataDir: string | undefined, storeUrl: string, email: string): { files: string[]; orderKey: string } {
  const owner = { origin: new URL(storeUrl).origin, email: email.trim().toLowerCase() };
  const rel = (path: string) => relative(dataDir ?? '', path).split(sep).join('/');
  const files = dataDir
    ? [rel(buyerFile(dataDir, owner)), rel(draftFilePath(dataDir, owner)), rel(indexFilePath(dataDir, owner))]
    : [];
  return { files, orderKey: customerKey(owner.origin, owner.email) };
}

/** A removed store's offline copy, every one of its buyers' databases, their old drafts and index files, and their order memory. */
export async function forgetStoreFiles(dataDir: string | undefined, settings: SettingsStore, store: StoreRecord): Promise<void> {
  const memory = settings.get().orderStatuses;
  const kept = memory.filter((entry) => !store.orderKeys.includes(entry.key));
  if (kept.length !== memory.length) settings.set({ orderStatuses: kept });
  if (!dataDir) return;
  const origin = new URL(store.url).origin;
  // A database goes with its write-ahead log and index.
  const paths = store.files
    .flatMap((file) => (file.endsWith('.sqlite') ? [file, `${file}-wal`, `${file}-shm`] : [file]))
    .map((file) => join(dataDir, file))
    .filter((file) => isInRealFolder(dataDir, file)); // never through a link out of the data folder
  // Buyers past the ones the store record traces: every database stamped with this store goes, with its buyer's old-format files.
  let others: string[] = [];
  try {
    others = deleteStoreDatabases(dataDir, origin).flatMap((email) => customerTraces(dataDir, store.url, email).files.map((file) => join(dataDir, file)));
  } catch (error) {
    console.error('[stores] the buyers of a removed store could not all be found', error);
  }
  const files = [...new Set([...paths, ...others.filter((file) => isInRealFolder(dataDir, file))])];
  const results = await Promise.allSettled([clearStore(dataDir, origin), ...files.map((file) => rm(file, { force: true }))]);
  for (const result of results) if (result.status === 'rejected') console.error('[stores] a file of a removed store was not deleted', result.reason);
}
