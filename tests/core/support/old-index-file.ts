import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { indexFilePath } from '../../../electron/core/local-data/earlier-files/catalogue-index';
import { ownerHash, type CustomerOwner } from '../../../electron/core/customer-files';
import type { Product } from '../../../contract/schemas/catalog';

/** A catalogue file as the version before the buyer database wrote it (one JSON file per store and customer). */
export function writeOldIndexFile(dataDir: string, owner: CustomerOwner, products: readonly Product[], updatedAt: Date): string {
  const path = indexFilePath(dataDir, owner);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify({ version: 1, owner: ownerHash(owner), updated_at: updatedAt.toISOString(), products }));
  return path;
}
