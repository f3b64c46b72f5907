import type { Database } from 'better-sqlite3';
import type { Tier, WholesaleEntry } from './pricing';
import { cachedStatement } from './statements';

/** Rows of the catalogue as the server reasons about them (minor units, 0/1 flags). */
export interface ProductRecord {
  id: number;
  handle: string;
  title: string;
  body_html: string | null;
  category: string;
  inventory_management: 'none' | 'tracked';
  image_path: string | null;
  is_active: number;
  created_at: string;
}

export interface VariantRow {
  id: number;
  product_id: number;
  position: number;
  sku: string;
  name: string;
  price_minor: number;
  inventory_quantity: number;
  is_preorder: number;
  is_available: number;
  image_path: string | null;
}

export interface VariantRecord extends VariantRow {
  wholesale: (WholesaleEntry & { rate_type: string }) | null;
}

export const PRODUCT_COLUMNS = 'id, handle, title, body_html, category, inventory_management, image_path, is_active, created_at';
const VARIANT_COLUMNS =
  'id, product_id, position, sku, name, price_minor, inventory_quantity, is_preorder, is_available, image_path';

// Arrays travel as one JSON parameter so each query is a single cached statement whatever the list length.
const IN_LIST = '(SELECT value FROM json_each(?))';

interface EntryRow {
  id: number;
  variant_id: number;
  rate_type: string;
  increment_quantity: number;
  rate_bp: number;
  price_minor: number | null;
}
interface TierRow extends Tier {
  wholesale_price_id: number;
}

export function productsById(db: Database, ids: readonly number[]): Map<number, ProductRecord> {
  const rows = cachedStatement<[string], ProductRecord>(
    db,
    `SELECT ${PRODUCT_COLUMNS} FROM products WHERE id IN ${IN_LIST}`,
  ).all(JSON.stringify(ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Variants of these products in display order, each with its wholesale entry; unavailable ones only on request. */
export function variantsOfProducts(db: Database, productIds: readonly number[], withUnavailable = false): VariantRecord[] {
  const sql = `SELECT ${VARIANT_COLUMNS} FROM variants WHERE product_id IN ${IN_LIST}
    ${withUnavailable ? '' : 'AND is_available = 1'} ORDER BY product_id, position, id`;
  return withWholesale(db, cachedStatement<[string], VariantRow>(db, sql).all(JSON.stringify(productIds)));
}

export function variantsById(db: Database, variantIds: readonly number[]): Map<number, VariantRecord> {
  const sql = `SELECT ${VARIANT_COLUMNS} FROM variants WHERE id IN ${IN_LIST}`;
  const rows = withWholesale(db, cachedStatement<[string], VariantRow>(db, sql).all(JSON.stringify(variantIds)));
  return new Map(rows.map((r) => [r.id, r]));
}

function withWholesale(db: Database, variants: VariantRow[]): VariantRecord[] {
  if (variants.length === 0) return [];
  const ids = JSON.stringify(variants.map((v) => v.id));
  const entries = cachedStatement<[string], EntryRow>(
    db,
    `SELECT id, variant_id, rate_type, increment_quantity, rate_bp, price_minor FROM wholesale_prices WHERE variant_id IN ${IN_LIST}`,
  ).all(ids);
  const tiers = cachedStatement<[string], TierRow>(
    db,
    `SELECT t.wholesale_price_id, t.min_qty, t.max_qty, t.price_minor FROM wholesale_tiers t
      JOIN wholesale_prices w ON w.id = t.wholesale_price_id WHERE w.variant_id IN ${IN_LIST}
      ORDER BY t.wholesale_price_id, t.min_qty`,
  ).all(ids);
  const tiersByEntry = new Map<number, Tier[]>();
  for (const t of tiers) {
    const list = tiersByEntry.get(t.wholesale_price_id) ?? [];
    list.push({ min_qty: t.min_qty, max_qty: t.max_qty, price_minor: t.price_minor });
    tiersByEntry.set(t.wholesale_price_id, list);
  }
  const entryByVariant = new Map(
    entries.map((e) => [
      e.variant_id,
      {
        rate_type: e.rate_type,
        increment_quantity: e.increment_quantity,
        rate_bp: e.rate_bp,
        price_minor: e.price_minor,
        tiers: tiersByEntry.get(e.id) ?? [],
      },
    ]),
  );
  return variants.map((v) => ({ ...v, wholesale: entryByVariant.get(v.id) ?? null }));
}

/** Groups variants by product id, keeping their order. */
export function groupByProduct(variants: readonly VariantRecord[]): Map<number, VariantRecord[]> {
  const groups = new Map<number, VariantRecord[]>();
  for (const v of variants) {
    const list = groups.get(v.product_id) ?? [];
    list.push(v);
    groups.set(v.product_id, list);
  }
  return groups;
}
