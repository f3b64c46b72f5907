import { describe, expect, it } from 'vitest';
import type { FetchPage } from '../../electron/core/catalog/pages';
import { findSkusOnStore } from '../../electron/core/catalog/sku-search';
import { ok } from '../../contract/result';
import { SKU_SPELLINGS } from '../fixtures/skuSpellings';
import { item } from './support/catalogue-db';

describe('SKUs as buyers spell them', () => {
  // One product a SKU, so a store search for one SKU answers that product alone when it matches.
  const SPELT = SKU_SPELLINGS.map(({ store }, i) => item(i + 1, `Part ${i + 1}`, [['One', store]]));
  const typed = SKU_SPELLINGS.flatMap((group) => group.typed.map((text) => [text, group.store] as const));

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
