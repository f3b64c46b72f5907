import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { productSchema, type Product } from '../../../preload/schemas/catalog';
import { ownerHash, writeFileAtomically, type CustomerOwner } from '../customer-files';

/** Bump when the saved shape changes: an older file is then ignored and walked again. */
const INDEX_FILE_VERSION = 1;
/** 5,000 products with long descriptions stay far below this; a larger file is not ours. */
const MAX_INDEX_BYTES = 64 * 1024 * 1024;
/** Buyers that share a machine (a trade counter) each leave one; the least recently used go first. */
const MAX_INDEX_FILES = 12;

const FOLDER = 'catalogue-index';

/** Whose catalogue a file holds: the store's origin and the customer's e-mail. */
export type IndexOwner = CustomerOwner;

export interface SavedIndex {
  products: Product[];
  updatedAt: Date;
}

const fileSchema = z.object({
  version: z.literal(INDEX_FILE_VERSION),
  owner: z.string(),
  updated_at: z.iso.datetime(),
  products: z.array(z.unknown()),
});

/** Products checked per turn of the event loop: a large catalogue must not hold up the app's calls meanwhile. */
const CHECK_SLICE = 250;

/** Every product read with the store's own schema, a slice at a time; null if any is not a product. */
async function checkProducts(raw: readonly unknown[]): Promise<Product[] | null> {
  const products: Product[] = [];
  for (let start = 0; start < raw.length; start += CHECK_SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const item of raw.slice(start, start + CHECK_SLICE)) {
      const parsed = productSchema.safeParse(item);
      if (!parsed.success) return null;
      products.push(parsed.data);
    }
  }
  return products;
}

/** A hash, so neither the file name nor the file tells whose it is; it also guards against a file copied under another name. */
const ownerId = (owner: IndexOwner) => ownerHash(owner);

export const indexFilePath = (dataDir: string, owner: IndexOwner) => join(dataDir, FOLDER, `${ownerId(owner).slice(0, 32)}.json`);

/** The saved index of `owner`, or null when there is none or it cannot be trusted (logged, never thrown). */
export async function readIndexFile(dataDir: string, owner: IndexOwner): Promise<SavedIndex | null> {
  const path = indexFilePath(dataDir, owner);
  try {
    const info = await stat(path);
    if (info.size > MAX_INDEX_BYTES) {
      console.warn(`[catalogue index] ${path} is ${info.size} bytes, more than an index can be: ignored, it will be rebuilt`);
      return null;
    }
    const parsed = fileSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
    const products = parsed.success && parsed.data.owner === ownerId(owner) ? await checkProducts(parsed.data.products) : null;
    if (!parsed.success || !products) {
      console.warn(`[catalogue index] ${path} is not a readable index: ignored, it will be rebuilt`);
      return null;
    }
    return { products, updatedAt: new Date(parsed.data.updated_at) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') console.warn(`[catalogue index] ${path} could not be read: it will be rebuilt`, error);
    return null;
  }
}

/** Writes atomically (a temp file renamed over the old one), so a crash leaves the old index or the new one. */
export async function writeIndexFile(dataDir: string, owner: IndexOwner, saved: SavedIndex): Promise<void> {
  const path = indexFilePath(dataDir, owner);
  const body = JSON.stringify({ version: INDEX_FILE_VERSION, owner: ownerId(owner), updated_at: saved.updatedAt.toISOString(), products: saved.products });
  if (Buffer.byteLength(body) > MAX_INDEX_BYTES) {
    console.warn('[catalogue index] the catalogue is too large to keep on disk; it is kept in memory only');
    return;
  }
  await writeFileAtomically(path, body);
  await pruneIndexFiles(join(dataDir, FOLDER));
}

async function pruneIndexFiles(folder: string): Promise<void> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json'));
  if (names.length <= MAX_INDEX_FILES) return;
  const dated = await Promise.all(names.map(async (name) => ({ name, at: (await stat(join(folder, name))).mtimeMs })));
  dated.sort((a, b) => b.at - a.at);
  await Promise.all(dated.slice(MAX_INDEX_FILES).map(({ name }) => rm(join(folder, name), { force: true })));
}
