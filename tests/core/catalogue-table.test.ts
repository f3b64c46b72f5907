import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { catalogueTable } from '../../electron/core/catalog/catalogue-table';
import { migrate } from '../../electron/core/local-data/migrations';
import type { Product } from '../../contract/schemas/catalog';
import { SKU_SPELLINGS } from '../fixtures/skuSpellings';
import { item } from './support/catalogue-db';

const CATALOGUE = [
  item(1, 'Zinc-Plated Hex Bolt', [['M6 x 20', 'HB-M6-20'], ['M8 x 30', 'HB-M8-30']]),
  item(2, 'Hex Nut', [['M6', 'HN-M6'], ['M8', 'hb-nut-8']]),
  item(3, 'Anchor Plug', [['Grey 6 mm', 'AP-6'], ['Blue 8 mm', null]]),
  item(4, 'Bolt Cutter', [['Standard', 'BC-1']]),
  item(5, '六角螺栓', [['镀锌', 'CN-1']]),
];
const skus = (entries: { variant: { sku: string | null } }[]) => entries.map((e) => e.variant.sku);

function tableOf(products: readonly Product[]) {
  const db = new Database(':memory:');
  migrate(db);
  const table = catalogueTable(db);
  table.put(products, 1);
  return { db, table };
}

describe('the catalogue in the buyer database', () => {
  const { db, table } = tableOf(CATALOGUE);

  it('puts SKU prefix matches first, whatever their case, then title and variant word matches', () => {
    expect(skus(table.suggest('hb', 10))).toEqual(['HB-M6-20', 'HB-M8-30', 'hb-nut-8']);
    expect(skus(table.suggest('HB-M8', 10))).toEqual(['HB-M8-30']);
    expect(skus(table.suggest('bolt', 10))).toEqual(['BC-1', 'HB-M6-20', 'HB-M8-30']);
  });

  it('needs every typed word to start some word of the title or variant name', () => {
    expect(skus(table.suggest('hex m8', 10))).toEqual(['hb-nut-8', 'HB-M8-30']);
    expect(skus(table.suggest('plated bolt m6', 10))).toEqual(['HB-M6-20']);
    expect(skus(table.suggest('blue', 10))).toEqual([null]);
    expect(table.suggest('hex washer', 10)).toEqual([]);
  });

  it('finds CJK titles and variant names by their start, as typed', () => {
    expect(skus(table.suggest('六角', 10))).toEqual(['CN-1']);
    expect(skus(table.suggest('镀锌', 10))).toEqual(['CN-1']);
  });

  it('gives the same order every time, SKU matches not repeated, at most `limit`', () => {
    expect(skus(table.suggest('b', 10))).toEqual(['BC-1', null, 'HB-M6-20', 'HB-M8-30']);
    expect(skus(table.suggest('b', 2))).toEqual(['BC-1', null]);
    expect(skus(tableOf([...CATALOGUE].reverse()).table.suggest('b', 10))).toEqual(skus(table.suggest('b', 10)));
    expect(table.suggest('   ', 10)).toEqual([]);
  });

  it('finds a SKU exactly, trimmed and in any case, and nothing for a prefix', () => {
    expect(table.bySku('  hn-m6 ')?.variant.id).toBe(200);
    expect(table.bySku('HB-NUT-8')?.product.title).toBe('Hex Nut');
    expect(table.bySku('HB-M6')).toBeNull();
    expect(table.counts()).toEqual({ products: 5, variants: 8 });
  });

  it('answers products by handle and by variant as they were written', () => {
    expect(table.byHandle('hex-nut')).toEqual(CATALOGUE[1]);
    expect(table.byVariant(301)).toEqual(CATALOGUE[2]);
    expect(table.byVariant(999)).toBeNull();
    expect(db.prepare('SELECT count(*) FROM catalogue_tier').pluck().get()).toBe(8);
  });

  it('replaces a product written again, and removes what a completed pass did not see', () => {
    const { table: t, db: d } = tableOf(CATALOGUE);
    t.put([item(2, 'Hex Nut', [['M10', 'HN-M10']])], 2);
    expect(t.bySku('HN-M6')).toBeNull();
    expect(t.bySku('HN-M10')?.variant.id).toBe(200);
    expect(t.suggest('m6', 10).map((e) => e.product.id)).toEqual([1]);
    t.removeUnseen(2);
    expect(t.counts()).toEqual({ products: 1, variants: 1 });
    expect(t.suggest('bolt', 10)).toEqual([]);
    expect(d.prepare('SELECT count(*) FROM catalogue_words').pluck().get()).toBe(1);
    expect(d.prepare('SELECT count(*) FROM catalogue_tier').pluck().get()).toBe(1);
  });

  it('finds every SKU spelling as the store spells it', () => {
    const spelt = SKU_SPELLINGS.map(({ store }, i) => item(i + 1, `Part ${i + 1}`, [['One', store]]));
    const { table: t } = tableOf(spelt);
    for (const group of SKU_SPELLINGS) {
      for (const text of group.typed) {
        expect(t.bySku(text)?.variant.sku, text).toBe(group.store);
        expect(skus(t.suggest(text, 10)), text).toContain(group.store);
      }
    }
  });
});
