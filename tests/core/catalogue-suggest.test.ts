import Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueTable } from '../../electron/core/catalog/catalogue-table';
import { indexTokens, wordsOf } from '../../electron/core/catalog/words';
import { MIGRATIONS, migrate } from '../../electron/core/local-data/migrations';
import { readWalkState, writeWalkState } from '../../electron/core/catalog/walk-state';
import type { Product } from '../../contract/schemas/catalog';
import { skuCompactKey, skuKey, skuPartsKey, skuTails, typedTail } from '../../contract/sku';
import { catalogueOf, item } from './support/catalogue-db';

const skus = (entries: { variant: { sku: string | null } }[]) => entries.map((e) => e.variant.sku);

// More words starting "gear" than are looked up one by one, so that prefix is searched as a prefix.
const GEARS = Array.from({ length: 12 }, (_, i) => item(100 + i, `Gearbox${i + 1} Housing`, [['Cast', `GX-${i + 1}`]]));
const CATALOGUE = [
  item(1, 'Stainless Hex Bolt', [['M6 x 20', 'SS-M6-20'], ['M8 x 30', 'SS-M8-30']]),
  item(2, 'Stair Nosing', [['Black', 'ST-N-1'], ['Aluminium', 'ST-N-2']]),
  item(3, 'Stainable Dowel', [['8 mm', 'SD-8']]),
  item(4, 'Cable Tie', [['Black 200', 'CT-200'], ['Natural 300', 'CT-300']]),
  item(5, '不锈钢螺栓', [['镀锌', 'CN-1']]),
  item(6, '不锈钢螺母', [['镀锌', 'CN-2']]),
  item(7, '𠀋𠀋𠀋𠀋 Clamp', [['Small', 'XB-1']]),
  item(8, 'Hook𠀋 Rail', [['Long', 'HK-1']]),
  item(9, 'Hooks', [['Pack', 'HK-2']]),
  item(10, '不鏽鋼螺絲組', [['黑色', 'TW-1']]),
  item(11, '螺絲起子', [['十字', 'TW-2']]),
  ...GEARS,
];

/**
 * Whether a typed word is in a variant's words: the start of a word, or, holding Chinese, its
 * characters side by side in the words, the last one begun.
 */
function holds(tokens: readonly string[], typed: string): boolean {
  const wanted = indexTokens(typed);
  const last = wanted.length - 1;
  return tokens.some((_, at) => wanted.every((want, i) => (i === last ? tokens[at + i]?.startsWith(want) : tokens[at + i] === want)));
}

/**
 * What a suggestion should be, read straight off the products: the one SKU with the typed number as
 * its tail, SKU prefix matches in each form, then every typed word in the words.
 */
function expected(products: readonly Product[], query: string, limit: number): (string | null)[] {
  const rows = products.flatMap((product) =>
    product.variants.map((variant, position) => ({ product, variant, position, words: [...wordsOf(product.title), ...wordsOf(variant.variant_name)].flatMap(indexTokens) })),
  );
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const titleKey = (p: Product) => p.title.normalize('NFKC').toLowerCase();
  const display = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    order(titleKey(a.product), titleKey(b.product)) || a.product.id - b.product.id || a.position - b.position;
  const tail = typedTail(query);
  const tailed = tail === null ? [] : rows.filter((r) => skuTails(r.variant.sku ?? '').includes(tail) && skuCompactKey(r.variant.sku ?? '').length >= skuCompactKey(query).length);
  const prefixBy = (key: (sku: string) => string) => {
    const typed = key(query);
    const sku = (r: (typeof rows)[number]) => key(r.variant.sku ?? '');
    return typed === '' ? [] : rows.filter((r) => sku(r) !== '' && sku(r).startsWith(typed)).sort((a, b) => order(sku(a), sku(b)) || display(a, b));
  };
  const bySku = [...new Set([...(tailed.length === 1 ? tailed : []), ...prefixBy(skuKey), ...prefixBy(skuCompactKey), ...prefixBy(skuPartsKey)])];
  const words = wordsOf(query);
  const byWord = rows
    .filter((r) => !bySku.includes(r) && words.length > 0 && words.every((w) => holds(r.words, w)))
    .sort(display);
  return [...bySku, ...byWord].slice(0, limit).map((r) => r.variant.sku);
}

describe('suggestions from the buyer database', () => {
  const { table } = catalogueOf(CATALOGUE);

  it('finds SKUs and words from the first letter typed', () => {
    expect(skus(table.suggest('s', 3))).toEqual(['SD-8', 'SS-M6-20', 'SS-M8-30']);
    expect(skus(table.suggest('ca', 10))).toEqual(['CT-200', 'CT-300', 'GX-1', 'GX-10', 'GX-11', 'GX-12', 'GX-2', 'GX-3', 'GX-4', 'GX-5']);
    expect(skus(table.suggest('m8', 10))).toEqual(['SS-M8-30']);
  });

  it('finds every word a longer typed word begins, however many there are', () => {
    expect(skus(table.suggest('stai', 10))).toEqual(['SD-8', 'SS-M6-20', 'SS-M8-30', 'ST-N-1', 'ST-N-2']);
    expect(skus(table.suggest('stainl', 10))).toEqual(['SS-M6-20', 'SS-M8-30']);
    expect(skus(table.suggest('gearb housing', 20))).toEqual(GEARS.map((g) => g.variants[0]!.sku).sort());
    expect(skus(table.suggest('stair black', 10))).toEqual(['ST-N-1']);
    expect(table.suggest('stairs', 10)).toEqual([]);
  });

  it('finds CJK words by their start, past the prefix index and past the basic plane', () => {
    expect(skus(table.suggest('不锈钢螺', 10))).toEqual(['CN-1', 'CN-2']);
    expect(skus(table.suggest('不锈钢螺栓', 10))).toEqual(['CN-1']);
    expect(skus(table.suggest('𠀋𠀋𠀋𠀋', 10))).toEqual(['XB-1']);
    expect(skus(table.suggest('hook', 10))).toEqual(['HK-2', 'HK-1']);
  });

  it('finds a Chinese name by any part of it, not only its start', () => {
    expect(skus(table.suggest('螺絲', 10))).toEqual(['TW-1', 'TW-2']);
    expect(skus(table.suggest('鋼螺', 10))).toEqual(['TW-1']);
    expect(skus(table.suggest('絲組', 10))).toEqual(['TW-1']);
    expect(skus(table.suggest('起子', 10))).toEqual(['TW-2']);
    expect(skus(table.suggest('螺絲 黑', 10))).toEqual(['TW-1']);
    expect(skus(table.suggest('锈钢', 10))).toEqual(['CN-1', 'CN-2']);
    expect(skus(table.suggest('螺栓', 10))).toEqual(['CN-1']);
    // In order and side by side: the characters scattered through a name are not that name.
    expect(table.suggest('絲螺', 10)).toEqual([]);
    expect(table.suggest('不組', 10)).toEqual([]);
  });

  it('finds a SKU typed without its case, spaces, dashes or leading zeros, or by its number alone when no other SKU has it', () => {
    const fasteners = catalogueOf([
      item(1, 'Hex Bolt', [['M6', 'FAS-0001-01'], ['M8', 'FAS-0001-02']]),
      item(2, 'Hex Nut', [['M6', 'FAS-0011-01']]),
      item(3, 'Washer', [['M6', 'BOL-0002-01'], ['M8', 'WSH-0002-01']]),
      item(4, 'Anchor', [['M6', 'ANC-0003-07']]),
    ]).table;
    for (const typed of ['fas 1 1', 'FAS000101', 'fas-1-01', 'ｆａｓ－０００１－０１', '1-01', '0001 01', '11', 'Fas-0001-01']) expect(skus(fasteners.suggest(typed, 8))[0], typed).toBe('FAS-0001-01');
    expect(skus(fasteners.suggest('ｆａｓ－０００１', 8))).toEqual(['FAS-0001-01', 'FAS-0001-02', 'FAS-0011-01']);
    expect(skus(fasteners.suggest('fas 1', 8))).toEqual(['FAS-0001-01', 'FAS-0001-02', 'FAS-0011-01']);
    expect(skus(fasteners.suggest('37', 8))).toEqual(['ANC-0003-07']);
    expect(skus(fasteners.suggest('3-7', 8))).toEqual(['ANC-0003-07']);
    // Two SKUs end in 2-01: neither is taken for the number alone.
    expect(fasteners.suggest('2-01', 8)).toEqual([]);
    expect(skus(fasteners.suggest('0007', 8))).toEqual(['ANC-0003-07']);
    expect(fasteners.suggest('0004', 8)).toEqual([]);
    // Longer than any SKU it could be the tail of: a barcode, not a number.
    expect(fasteners.suggest('0000000000037', 8)).toEqual([]);
  });

  it('answers any prefix of any word or SKU as the products say', () => {
    const typeable = CATALOGUE.flatMap((p) => [p.title, ...p.variants.flatMap((v) => [v.variant_name, v.sku ?? ''])]).filter((t) => t !== '');
    fc.assert(
      fc.property(fc.constantFrom(...typeable), fc.nat(), fc.constantFrom(...typeable), fc.nat(), fc.integer({ min: 1, max: 12 }), (a, cutA, b, cutB, limit) => {
        const query = `${[...a].slice(0, 1 + (cutA % [...a].length)).join('')} ${[...b].slice(0, 1 + (cutB % [...b].length)).join('')}`;
        for (const typed of [query.split(' ')[0]!, query]) expect(skus(table.suggest(typed, limit)), typed).toEqual(expected(CATALOGUE, typed, limit));
      }),
      { numRuns: 300 },
    );
  });

  it('finds the words of a catalogue kept before its words had a table of their own', () => {
    // Written as the previous version wrote it: schema step 4, no table of words in the file.
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 4));
    // What today's writer needs of later steps, only while it writes.
    db.exec(`CREATE TEMP TABLE catalogue_term (term TEXT PRIMARY KEY);
      CREATE TEMP TABLE catalogue_sku_tail (tail TEXT NOT NULL, variant_id INTEGER NOT NULL, PRIMARY KEY (tail, variant_id));
      ALTER TABLE catalogue_variant ADD COLUMN sku_compact TEXT; ALTER TABLE catalogue_variant ADD COLUMN sku_parts TEXT;`);
    catalogueTable(db).put(CATALOGUE, 1);
    db.exec(`DROP TABLE temp.catalogue_term; DROP TABLE temp.catalogue_sku_tail;
      ALTER TABLE catalogue_variant DROP COLUMN sku_compact; ALTER TABLE catalogue_variant DROP COLUMN sku_parts;`);
    migrate(db);
    // The words its word index holds are known, so a longer typed word is not read as a bare prefix.
    const known = db.prepare("SELECT term FROM catalogue_term WHERE term IN ('stainless', 'stair', 'stainable', '螺')").pluck().all();
    expect(known.sort()).toEqual(['stainable', 'stainless', 'stair', '螺']);
    const kept = catalogueTable(db);
    expect(skus(kept.suggest('stai', 10))).toEqual(['SD-8', 'SS-M6-20', 'SS-M8-30', 'ST-N-1', 'ST-N-2']);
    expect(skus(kept.suggest('不锈钢螺', 10))).toEqual(['CN-1', 'CN-2']);
    kept.put([item(2, 'Stairway Nosing', [['Black', 'ST-N-1']])], 2);
    expect(skus(kept.suggest('stairw', 10))).toEqual(['ST-N-1']);
  });

  it("marks a catalogue kept before Chinese was indexed by character as old, so its next refresh writes it again", () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 7));
    const walked = { pass: 1, nextPage: 0, startedAt: null, finishedAt: '2026-11-20T08:00:00.000Z' };
    writeWalkState(db, walked);
    migrate(db);
    expect(readWalkState(db)).toEqual({ ...walked, finishedAt: '1970-01-01T00:00:00.000Z' });
  });
});
