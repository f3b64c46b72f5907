import type { Database } from 'better-sqlite3';
import type { Tier, WholesaleEntry } from './pricing';
import { cachedStatement } from '../db/statements';
import type { InventoryManagement } from '../wire/catalog';

/** Rows of the catalogue as the server reasons about them (minor units, 0/1 flags). */
export interface ProductRecord {
  id: number;
  handle: string;
  title: string;
  body_html: string | null;
  category: string;
  inventory_management: InventoryManagement;
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

// Arrays travel as one JSON parameter so each query is a single cached statement whatever the list length.
const IN_LIST = '(SELECT value FROM json_each(?))';

export function productsById(db: Database, ids: readonly number[]): Map<number, ProductRecord> {
  const rows = cachedStatement<[string], ProductRecord>(
    db,
    `SELECT ${PRODUCT_COLUMNS} FROM products WHERE id IN ${IN_LIST}`,
  ).all(JSON.stringify(ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Variants of these products in display order, each with its wholesale entry; unavailable ones only on request. */
export function variantsOfProducts(db: Database, productIds: readonly number[], withUnavailable = false): VariantRecord[] {
  const sql = `${VARIANT_SELECT} WHERE v.product_id IN ${IN_LIST} ${withUnavailable ? '' : 'AND v.is_available = 1'}
    ORDER BY v.product_id, v.position, v.id`;
  return cachedStatement<[string], JoinedRow>(db, sql).all(JSON.stringify(productIds)).map(toRecord);
}

export function variantsById(db: Database, variantIds: readonly number[]): Map<number, VariantRecord> {
  const rows = cachedStatement<[string], JoinedRow>(db, `${VARIANT_SELECT} WHERE v.id IN ${IN_LIST}`).all(JSON.stringify(variantIds));
  return new Map(rows.map((r) => [r.id, toRecord(r)]));
}

/**
 * One query for variants, their wholesale entry and its tiers (as a JSON array of [min, max, price]):
 * the product list runs it on every page, and one statement is much cheaper than three.
 */
const VARIANT_SELECT = `SELECT v.id, v.product_id, v.position, v.sku, v.name, v.price_minor, v.inventory_quantity, v.is_preorder,
    v.is_available, v.image_path, w.id AS w_id, w.rate_type AS w_rate_type, w.increment_quantity AS w_increment,
    w.rate_bp AS w_rate_bp, w.price_minor AS w_price_minor,
    (SELECT json_group_array(json_array(t.min_qty, t.max_qty, t.price_minor)) FROM wholesale_tiers t
      WHERE t.wholesale_price_id = w.id) AS w_tiers
  FROM variants v LEFT JOIN wholesale_prices w ON w.variant_id = v.id`;

interface JoinedRow extends VariantRow {
  w_id: number | null;
  w_rate_type: string | null;
  w_increment: number | null;
  w_rate_bp: number | null;
  w_price_minor: number | null;
  w_tiers: string | null;
}

// Built field by field: on the hot path this is markedly cheaper than rest/spread of the row.
function toRecord(row: JoinedRow): VariantRecord {
  return {
    id: row.id,
    product_id: row.product_id,
    position: row.position,
    sku: row.sku,
    name: row.name,
    price_minor: row.price_minor,
    inventory_quantity: row.inventory_quantity,
    is_preorder: row.is_preorder,
    is_available: row.is_available,
    image_path: row.image_path,
    wholesale:
      row.w_id === null
        ? null
        : {
            rate_type: row.w_rate_type ?? 'fixed',
            increment_quantity: row.w_increment ?? 1,
            rate_bp: row.w_rate_bp ?? 10000,
            price_minor: row.w_price_minor,
            tiers: parseTiers(row.w_tiers),
          },
  };
}

/** SQLite built the text from integer columns, so it is trusted JSON of [min, max|null, price] triples. */
function parseTiers(text: string | null): Tier[] {
  if (text === null) return [];
  const triples = JSON.parse(text) as [number, number | null, number][];
  const tiers = triples.map((t) => ({ min_qty: t[0], max_qty: t[1], price_minor: t[2] }));
  return tiers.length > 1 ? tiers.sort((a, b) => a.min_qty - b.min_qty) : tiers;
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
