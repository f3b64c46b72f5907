import type { Product } from '../../../preload/schemas/catalog';
import type { IndexEntry } from '../../../preload/schemas/quickOrder';
import { skuKey } from '../../../preload/sku';
import { lowerBound, createWordSearch, wordsOf } from './word-search';

/**
 * The whole catalogue as one customer sees it, searchable: every variant as an entry, in a
 * stable order (title, then product id, then the product's own variant order). Built once per
 * walk or load; every keystroke then reads precomputed arrays only.
 */
export interface CatalogueIndex {
  readonly products: readonly Product[];
  readonly variantCount: number;
  /** SKU prefix matches first (compared as skuKey reads SKUs), then entries whose title and variant words start with every typed word. */
  suggest(query: string, limit: number): IndexEntry[];
  /** The variant with exactly this SKU, compared as skuKey reads SKUs, or null. */
  bySku(sku: string): IndexEntry | null;
  byHandle(handle: string): Product | null;
  byVariant(variantId: number): Product | null;
}

const byTitle = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The product as a suggestion or a quick-order row shows it (shared by its variants' entries). */
export function shownProduct(product: Product): IndexEntry['product'] {
  const { id, handle, title, currency, featured_img, inventory_management, restriction_text } = product;
  return { id, handle, title, currency, featured_img, inventory_management, restriction_text };
}

function entriesOf(products: readonly Product[]): { entries: IndexEntry[]; words: string[][] } {
  const ordered = [...products].sort((a, b) => byTitle.compare(a.title, b.title) || a.id - b.id);
  const entries: IndexEntry[] = [];
  const words: string[][] = [];
  for (const product of ordered) {
    const shown = shownProduct(product);
    const { title } = product;
    const titleWords = wordsOf(title);
    for (const variant of product.variants) {
      entries.push({ product: shown, variant });
      words.push([...titleWords, ...wordsOf(variant.variant_name)]);
    }
  }
  return { entries, words };
}

export function buildCatalogueIndex(products: readonly Product[]): CatalogueIndex {
  const { entries, words } = entriesOf(products);
  const wordSearch = createWordSearch(words);

  const skuOrder = entries
    .map((entry, index) => ({ key: skuKey(entry.variant.sku ?? ''), index }))
    .filter((row) => row.key !== '')
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.index - b.index));
  const skuKeys = skuOrder.map((row) => row.key);
  const exactSku = new Map<string, number>();
  for (const row of skuOrder) if (!exactSku.has(row.key)) exactSku.set(row.key, row.index);

  const handles = new Map<string, Product>();
  const variants = new Map<number, Product>();
  for (const product of products) {
    handles.set(product.handle, product);
    for (const variant of product.variants) variants.set(variant.id, product);
  }

  return {
    products,
    variantCount: entries.length,
    suggest(query, limit) {
      const typed = skuKey(query);
      if (typed === '') return [];
      const chosen: number[] = [];
      for (let i = lowerBound(skuKeys, typed); i < skuKeys.length && chosen.length < limit && skuKeys[i]!.startsWith(typed); i += 1) {
        chosen.push(skuOrder[i]!.index);
      }
      // Title and variant words are matched as typed: only SKUs are keyed.
      if (chosen.length < limit) chosen.push(...wordSearch.find(query, limit - chosen.length, new Set(chosen)));
      return chosen.map((index) => entries[index]!);
    },
    bySku(sku) {
      const index = exactSku.get(skuKey(sku));
      return index === undefined ? null : entries[index]!;
    },
    byHandle: (handle) => handles.get(handle) ?? null,
    byVariant: (variantId) => variants.get(variantId) ?? null,
  };
}
