import type Database from 'better-sqlite3';
import { productSchema, variantSchema, type Product } from '../../../contract/schemas/catalog';
import type { IndexEntry } from '../../../contract/schemas/quickOrder';
import { skuCompactKey, skuKey, skuPartsKey, skuTails } from '../../../contract/sku';
import { catalogueSuggest, type SuggestionRow } from './catalogue-suggest';
import { shownProduct } from './shown-product';
import { indexTokens, wordsOf } from './words';

/**
 * The catalogue of the buyer of the moment, kept in their own database (migration step 4) and
 * searched there, so the heap never holds the whole catalogue. Display order is the title
 * (case-folded), then the product id, then the product's own variant order.
 */
export interface CatalogueTable {
  /** Writes `products` as seen in walk pass `pass`, replacing older copies of them; the bytes of product data written. */
  put(products: readonly Product[], pass: number): number;
  /** Removes the products a completed pass `pass` did not see. */
  removeUnseen(pass: number): void;
  suggest(query: string, limit: number): IndexEntry[];
  bySku(sku: string): IndexEntry | null;
  byHandle(handle: string): Product | null;
  byVariant(variantId: number): Product | null;
  counts(): { products: number; variants: number };
  /**
   * Every product's id, title and searchable text (handle, variant names, SKUs) in the store's
   * default order (oldest first), for the offline product list: small rows, the products
   * themselves are read for the page shown only (`byIds`).
   */
  listing(): ListingRow[];
  /** These products, in this order (an id not kept is left out). */
  byIds(ids: readonly number[]): Product[];
}

/** A product as the offline product list searches and sorts it. */
export interface ListingRow {
  id: number;
  title: string;
  /** Title, handle, variant names and SKUs, lower-cased. */
  text: string;
}

const titleKey = (title: string) => title.normalize('NFKC').toLowerCase();

type EntryRow = SuggestionRow;

export function catalogueTable(db: Database.Database): CatalogueTable {
  const upsertProduct = db.prepare(
    `INSERT INTO catalogue_product (id, handle, title, title_key, shown, product, seen) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET handle = excluded.handle, title = excluded.title, title_key = excluded.title_key,
       shown = excluded.shown, product = excluded.product, seen = excluded.seen`,
  );
  const oldVariants = db.prepare('SELECT id FROM catalogue_variant WHERE product_id = ?').pluck();
  const deleteWords = db.prepare('DELETE FROM catalogue_words WHERE rowid = ?');
  const deleteVariants = db.prepare('DELETE FROM catalogue_variant WHERE product_id = ?');
  const deleteTiers = db.prepare('DELETE FROM catalogue_tier WHERE variant_id IN (SELECT id FROM catalogue_variant WHERE product_id = ?)');
  const insertVariant = db.prepare(
    `INSERT OR REPLACE INTO catalogue_variant (id, product_id, position, title_key, sku, sku_key, sku_compact, sku_parts, name,
       variant_name, unit_price, inventory_quantity, inventory_management, variant) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const deleteTails = db.prepare('DELETE FROM catalogue_sku_tail WHERE variant_id = ?');
  const deleteProductTails = db.prepare('DELETE FROM catalogue_sku_tail WHERE variant_id IN (SELECT id FROM catalogue_variant WHERE product_id = ?)');
  const insertTail = db.prepare('INSERT OR IGNORE INTO catalogue_sku_tail (tail, variant_id) VALUES (?, ?)');
  const insertTier = db.prepare('INSERT INTO catalogue_tier (variant_id, min_qty, price) VALUES (?, ?, ?)');
  const insertWords = db.prepare('INSERT INTO catalogue_words (rowid, words) VALUES (?, ?)');
  const unseen = db.prepare('SELECT id FROM catalogue_product WHERE seen <> ?').pluck();
  const deleteProduct = db.prepare('DELETE FROM catalogue_product WHERE id = ?');

  const entryColumns = 'p.shown AS shown, v.variant AS variant';
  const suggestions = catalogueSuggest(db);
  const skuExact = db.prepare(
    `SELECT ${entryColumns} FROM catalogue_variant v JOIN catalogue_product p ON p.id = v.product_id
     WHERE v.sku_key = ? ORDER BY v.title_key, v.product_id, v.position LIMIT 1`,
  );
  const productByHandle = db.prepare('SELECT product FROM catalogue_product WHERE handle = ? ORDER BY id LIMIT 1').pluck();
  const productByVariant = db
    .prepare('SELECT p.product FROM catalogue_variant v JOIN catalogue_product p ON p.id = v.product_id WHERE v.id = ?')
    .pluck();
  const listing = db.prepare(
    `SELECT p.id AS id, p.title AS title, lower(p.title || ' ' || p.handle || ' ' || coalesce(group_concat(v.variant_name || ' ' || coalesce(v.sku, ''), ' '), '')) AS text
     FROM catalogue_product p LEFT JOIN catalogue_variant v ON v.product_id = p.id GROUP BY p.id ORDER BY p.id`,
  );
  const productById = db.prepare('SELECT product FROM catalogue_product WHERE id = ?').pluck();
  const countProducts = db.prepare('SELECT count(*) FROM catalogue_product').pluck();
  const countVariants = db.prepare('SELECT count(*) FROM catalogue_variant').pluck();

  const forgetProduct = (id: number) => {
    for (const variantId of oldVariants.all(id) as number[]) deleteWords.run(variantId);
    deleteTiers.run(id);
    deleteProductTails.run(id);
    deleteVariants.run(id);
  };

  const put = db.transaction((products: readonly Product[], pass: number) => {
    const words = new Set<string>();
    let bytes = 0;
    for (const product of products) {
      forgetProduct(product.id);
      const key = titleKey(product.title);
      const stored = JSON.stringify(product);
      bytes += stored.length;
      upsertProduct.run(product.id, product.handle, product.title, key, JSON.stringify(shownProduct(product)), stored, pass);
      product.variants.forEach((variant, position) => {
        const sku = variant.sku ?? '';
        insertVariant.run(
          variant.id, product.id, position, key, variant.sku, skuKey(sku) || null, skuCompactKey(sku) || null, skuPartsKey(sku) || null,
          variant.name, variant.variant_name, variant.unit_price, variant.inventory_quantity, variant.inventory_management, JSON.stringify(variant),
        );
        deleteTails.run(variant.id);
        for (const tail of skuTails(sku)) insertTail.run(tail, variant.id);
        for (const entry of variant.wholesale_price) {
          if (Array.isArray(entry.price)) for (const tier of entry.price) insertTier.run(variant.id, tier.min_qty, tier.price);
        }
        const variantWords = [...wordsOf(product.title), ...wordsOf(variant.variant_name)].flatMap(indexTokens);
        for (const word of variantWords) words.add(word);
        insertWords.run(variant.id, variantWords.join(' '));
      });
    }
    suggestions.noteWords(words);
    return bytes;
  });

  const removeUnseen = db.transaction((pass: number) => {
    for (const id of unseen.all(pass) as number[]) {
      forgetProduct(id);
      deleteProduct.run(id);
    }
  });

  // Stored rows were parsed before they were written; parsing again keeps the type honest.
  const entryOf = (row: EntryRow): IndexEntry => ({
    product: JSON.parse(row.shown) as IndexEntry['product'],
    variant: variantSchema.parse(JSON.parse(row.variant)),
  });
  const productOf = (text: unknown) => (typeof text === 'string' ? productSchema.parse(JSON.parse(text)) : null);

  return {
    put: (products, pass) => put(products, pass),
    removeUnseen: (pass) => removeUnseen(pass),
    suggest: (query, limit) => suggestions.suggest(query, limit).map(entryOf),
    bySku(sku) {
      const key = skuKey(sku);
      const row = key === '' ? undefined : (skuExact.get(key) as EntryRow | undefined);
      return row ? entryOf(row) : null;
    },
    byHandle: (handle) => productOf(productByHandle.get(handle)),
    byVariant: (variantId) => productOf(productByVariant.get(variantId)),
    listing: () => listing.all() as ListingRow[],
    byIds: (ids) => ids.map((id) => productOf(productById.get(id))).filter((product): product is Product => product !== null),
    counts: () => ({ products: countProducts.get() as number, variants: countVariants.get() as number }),
  };
}
