/**
 * The core's own answers for quick order's suggestion bench at catalogue size: a buyer database
 * holding the bench catalogue, each typed text answered by the core's query in Node (its time
 * kept per text), so the page can be handed the real answers and the figure can add the core's
 * share to the renderer's. The bridge's copy between the two is (c)'s figure, well under 1 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { catalogueTable } from '../electron/core/catalog/catalogue-table';
import { migrate } from '../electron/core/local-data/migrations';
import type { IndexEntry } from '../contract/schemas/quickOrder';
import { benchCatalogue } from './catalogueIndex';
import { median } from './stats';

export interface TypedText {
  q: string;
  /** The first suggestion's SKU: the page waits until the list shows it. */
  first: string;
  items: IndexEntry[];
  coreMs: number;
}

const LIMIT = 10;
/** Each text's core time is the median of this many queries (the page sees one, but one is noise). */
const CORE_RUNS = 5;

/**
 * `count` texts a buyer types, alternating SKU prefixes (one letter up to a whole product's),
 * title words and a product's number, each bringing another first suggestion than the one before,
 * so every keystroke redraws the list.
 */
export function coreSuggestions(count: number): { products: number; texts: TypedText[] } {
  const products = benchCatalogue();
  const dir = mkdtempSync(join(tmpdir(), 'bench-suggest-'));
  const db = new Database(join(dir, 'buyer.sqlite'));
  try {
    db.pragma('journal_mode = WAL');
    migrate(db);
    const table = catalogueTable(db);
    for (let start = 0; start < products.length; start += 24) table.put(products.slice(start, start + 24), 1);
    const texts: TypedText[] = [];
    for (let k = 0; texts.length < count && k < count * 4; k += 1) {
      const product = products[(17 + k * 7919) % products.length]!;
      const sku = product.variants[k % product.variants.length]!.sku ?? product.title;
      const words = product.title.split(' ');
      const candidates = [sku.slice(0, 1 + (k % 3)), sku.slice(0, sku.lastIndexOf('-') + 1), `${words[0]} ${words[1] ?? ''}`.trim(), words.at(-1)!, sku];
      const q = candidates[k % candidates.length]!;
      const times: number[] = [];
      let items: IndexEntry[] = [];
      for (let run = 0; run < CORE_RUNS; run += 1) {
        const start = performance.now();
        items = table.suggest(q, LIMIT);
        times.push(performance.now() - start);
      }
      const first = items[0]?.variant.sku;
      if (!first || first === texts.at(-1)?.first) continue;
      texts.push({ q, first, items, coreMs: median(times) });
    }
    return { products: products.length, texts };
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
