import { describe, expect, it } from 'vitest';
import { buildCatalogueIndex } from '../../electron/core/catalog/catalogue-index';
import type { FetchPage } from '../../electron/core/catalog/pages';
import { findSkusOnStore } from '../../electron/core/catalog/sku-search';
import { ok } from '../../preload/result';
import { productSchema, type Product } from '../../preload/schemas/catalog';
import { SKU_SPELLINGS } from '../fixtures/skuSpellings';

/** A product whose variants have names and SKUs of their own. */
function item(id: number, title: string, variants: [name: string, sku: string | null][]): Product {
  return productSchema.parse({
    id,
    handle: title.toLowerCase().replace(/\W+/g, '-'),
    title,
    currency: 'MYR',
    min_price: 1,
    max_price: 1,
    total_quantity: 10,
    variants: variants.map(([name, sku], i) => ({
      id: id * 100 + i,
      name: `${title} ${name}`,
      variant_name: name,
      sku,
      unit_price: 1,
      ori_unit_price: 1,
      inventory_quantity: 10,
    })),
  });
}

const CATALOGUE = [
  item(1, 'Zinc-Plated Hex Bolt', [['M6 x 20', 'HB-M6-20'], ['M8 x 30', 'HB-M8-30']]),
  item(2, 'Hex Nut', [['M6', 'HN-M6'], ['M8', 'hb-nut-8']]),
  item(3, 'Anchor Plug', [['Grey 6 mm', 'AP-6'], ['Blue 8 mm', null]]),
  item(4, 'Bolt Cutter', [['Standard', 'BC-1']]),
];
const skus = (entries: { variant: { sku: string | null } }[]) => entries.map((e) => e.variant.sku);

describe('catalogue index suggestions', () => {
  const index = buildCatalogueIndex(CATALOGUE);

  it('puts SKU prefix matches first, whatever their case, then title and variant word matches', () => {
    // "hb" starts three SKUs (one lower-case) and no word; "bolt" starts no SKU but words of two products.
    expect(skus(index.suggest('hb', 10))).toEqual(['HB-M6-20', 'HB-M8-30', 'hb-nut-8']);
    expect(skus(index.suggest('HB-M8', 10))).toEqual(['HB-M8-30']);
    expect(skus(index.suggest('bolt', 10))).toEqual(['BC-1', 'HB-M6-20', 'HB-M8-30']);
  });

  it('needs every typed word to start some word of the title or variant name', () => {
    expect(skus(index.suggest('hex m8', 10))).toEqual(['hb-nut-8', 'HB-M8-30']);
    expect(skus(index.suggest('plated bolt m6', 10))).toEqual(['HB-M6-20']);
    expect(skus(index.suggest('blue', 10))).toEqual([null]);
    expect(index.suggest('hex washer', 10)).toEqual([]);
  });

  it('gives the same order every time, SKU matches not repeated, at most `limit`', () => {
    // Entries run by title: Anchor Plug (its Blue variant), Bolt Cutter, Zinc-Plated Hex Bolt.
    expect(skus(index.suggest('b', 10))).toEqual(['BC-1', null, 'HB-M6-20', 'HB-M8-30']);
    expect(skus(index.suggest('b', 2))).toEqual(['BC-1', null]);
    expect(skus(buildCatalogueIndex([...CATALOGUE].reverse()).suggest('b', 10))).toEqual(skus(index.suggest('b', 10)));
  });

  it('answers nothing for an empty query', () => {
    expect(index.suggest('   ', 10)).toEqual([]);
  });

  it('finds a SKU exactly, trimmed and in any case, and nothing for a prefix', () => {
    expect(index.bySku('  hn-m6 ')?.variant.id).toBe(200);
    expect(index.bySku('HB-NUT-8')?.product.title).toBe('Hex Nut');
    expect(index.bySku('HB-M6')).toBeNull();
    expect(index.variantCount).toBe(7);
  });
});

describe('SKUs as buyers spell them', () => {
  // One product a SKU, so a store search for one SKU answers that product alone when it matches.
  const SPELT = SKU_SPELLINGS.map(({ store }, i) => item(i + 1, `Part ${i + 1}`, [['One', store]]));
  const typed = SKU_SPELLINGS.flatMap((group) => group.typed.map((text) => [text, group.store] as const));

  it('finds every spelling in the index as the store spells it, and no other SKU', () => {
    const index = buildCatalogueIndex(SPELT);
    expect(typed.map(([text]) => [text, index.bySku(text)?.variant.sku])).toEqual(typed);
    for (const [text, store] of typed) expect(index.suggest(text, 10).map((e) => e.variant.sku), text).toContain(store);
  });

  it('finds every spelling by asking the store before the index is ready', async () => {
    // The reference store's search: case-insensitive substring of title and SKUs.
    const fetchPage: FetchPage = async ({ q }) => {
      const products = SPELT.filter((p) => [p.title, ...p.variants.map((v) => v.sku)].join(' ').toLowerCase().includes((q ?? '').toLowerCase()));
      return ok({ products, total_pages: 1, current_pages: 1 });
    };
    const answer = await findSkusOnStore(fetchPage, typed.map(([text]) => text));
    if (!answer.ok) throw new Error(answer.error.message);
    expect(answer.data.items.map((found) => [found.sku, found.entry?.variant.sku])).toEqual(typed);
  });
});
