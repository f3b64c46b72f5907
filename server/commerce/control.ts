import { z } from 'zod';
import type { ServerContext } from '../context';
import { variantsById, type VariantRecord } from './catalog-records';
import { searchTextOf } from './catalog-query';
import { toMajor, toMinor } from './money';
import { orderControl } from './order-control';

/** A variant as tests see it: major-unit money, booleans, its wholesale entry. */
export interface VariantInfo {
  id: number;
  product_id: number;
  product_title: string;
  product_handle: string;
  name: string;
  sku: string;
  price: number;
  inventory_quantity: number;
  tracked: boolean;
  is_preorder: boolean;
  is_available: boolean;
  product_active: boolean;
  increment_quantity: number;
  rate: number;
  tiers: { min_qty: number; max_qty: number | null; price: number }[];
}

const variantPatch = z.strictObject({
  inventory_quantity: z.number().int().optional(),
  /** Retail price, major units. */
  price: z.number().min(0).optional(),
  available: z.boolean().optional(),
  is_preorder: z.boolean().optional(),
});

const variantFilter = z.strictObject({
  tracked: z.boolean().optional(),
  /** At least this much stock. */
  minStock: z.number().int().optional(),
  increment: z.number().int().optional(),
  /** Has at least this many tiers. */
  minTiers: z.number().int().optional(),
  openEnded: z.boolean().optional(),
  discounted: z.boolean().optional(),
  preorder: z.boolean().optional(),
  available: z.boolean().optional(),
  /** Not any of these variant ids. */
  exclude: z.array(z.number().int()).optional(),
});

const tierPatch = z.strictObject({
  tiers: z.array(z.strictObject({ min_qty: z.number().int().min(1), max_qty: z.number().int().nullable(), price: z.number().min(0) })),
  rate: z.number().gt(0).max(1).optional(),
  increment_quantity: z.number().int().min(1).optional(),
});

/** COMMERCE's test control (in-process, and under `/__test/*` with testControl). */
export function commerceControl(ctx: ServerContext) {
  const db = ctx.db;
  const info = (id: number): VariantInfo | null => {
    const variant = variantsById(db, [id]).get(id);
    return variant ? toInfo(ctx, variant) : null;
  };
  return {
    ...orderControl(ctx),
    setVariant(id: number, patch: z.input<typeof variantPatch>): VariantInfo | null {
      const p = variantPatch.parse(patch);
      const set = db.prepare(
        `UPDATE variants SET inventory_quantity = COALESCE(@q, inventory_quantity), price_minor = COALESCE(@price, price_minor),
           is_available = COALESCE(@available, is_available), is_preorder = COALESCE(@preorder, is_preorder) WHERE id = @id`,
      );
      set.run({
        id,
        q: p.inventory_quantity ?? null,
        price: p.price === undefined ? null : toMinor(p.price),
        available: p.available === undefined ? null : Number(p.available),
        preorder: p.is_preorder === undefined ? null : Number(p.is_preorder),
      });
      return info(id);
    },
    /** Renames a product (a Chinese name, say); the store's search finds it by the new name. */
    setProductTitle(productId: number, title: string): void {
      const skus = db.prepare<[number], string>('SELECT sku FROM variants WHERE product_id = ? AND sku IS NOT NULL').pluck().all(productId);
      db.prepare('UPDATE products SET title = ?, search_text = ? WHERE id = ?').run(title, searchTextOf(title, skus), productId);
    },
    setProductActive(productId: number, active: boolean): void {
      db.prepare('UPDATE products SET is_active = ? WHERE id = ?').run(active ? 1 : 0, productId);
    },
    /** Replaces a variant's wholesale entry (creating it if needed). */
    setTierPrices(variantId: number, patch: z.input<typeof tierPatch>): VariantInfo | null {
      const p = tierPatch.parse(patch);
      db.transaction(() => {
        db.prepare('DELETE FROM wholesale_prices WHERE variant_id = ?').run(variantId);
        const entry = db
          .prepare("INSERT INTO wholesale_prices (variant_id, rate_type, increment_quantity, rate_bp) VALUES (?, 'fixed', ?, ?)")
          .run(variantId, p.increment_quantity ?? 1, Math.round((p.rate ?? 1) * 10000));
        const tier = db.prepare('INSERT INTO wholesale_tiers (wholesale_price_id, min_qty, max_qty, price_minor) VALUES (?, ?, ?, ?)');
        for (const t of p.tiers) tier.run(Number(entry.lastInsertRowid), t.min_qty, t.max_qty, toMinor(t.price));
      })();
      return info(variantId);
    },
    variant(id: number): VariantInfo | null {
      return info(id);
    },
    variantBySku(sku: string): VariantInfo | null {
      const row = db.prepare<[string], { id: number }>('SELECT id FROM variants WHERE sku = ?').get(sku);
      return row ? info(row.id) : null;
    },
    /** The first variant (by id) of an active product matching every given condition. */
    firstVariantWith(filter: z.input<typeof variantFilter> = {}): VariantInfo | null {
      const f = variantFilter.parse(filter);
      const ids = db.prepare<[], { id: number }>('SELECT id FROM variants ORDER BY id').all().map((r) => r.id);
      const all = [...variantsById(db, ids).values()].sort((a, b) => a.id - b.id).map((v) => toInfo(ctx, v));
      return all.find((v) => matches(v, f)) ?? null;
    },
    /** The customer's open cart token, if any. */
    openCartToken(customerId: number): string | null {
      return (
        db.prepare<[number], { token: string }>('SELECT token FROM carts WHERE customer_id = ? AND placed_order_id IS NULL').get(customerId)
          ?.token ?? null
      );
    },
    orderCountForCustomer(customerId: number): number {
      return db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?').get(customerId)?.n ?? 0;
    },
  };
}

function matches(v: VariantInfo, f: z.infer<typeof variantFilter>): boolean {
  const last = v.tiers[v.tiers.length - 1];
  return (
    v.product_active &&
    (f.available === undefined ? v.is_available : v.is_available === f.available) &&
    (f.tracked === undefined || v.tracked === f.tracked) &&
    (f.minStock === undefined || v.inventory_quantity >= f.minStock) &&
    (f.increment === undefined || v.increment_quantity === f.increment) &&
    (f.minTiers === undefined || v.tiers.length >= f.minTiers) &&
    (f.openEnded === undefined || (last !== undefined && (last.max_qty === null) === f.openEnded)) &&
    (f.discounted === undefined || v.rate < 1 === f.discounted) &&
    (f.preorder === undefined || v.is_preorder === f.preorder) &&
    !(f.exclude ?? []).includes(v.id)
  );
}

function toInfo(ctx: ServerContext, v: VariantRecord): VariantInfo {
  const product = ctx.db
    .prepare<[number], { title: string; handle: string; inventory_management: string; is_active: number }>(
      'SELECT title, handle, inventory_management, is_active FROM products WHERE id = ?',
    )
    .get(v.product_id);
  return {
    id: v.id,
    product_id: v.product_id,
    product_title: product?.title ?? '',
    product_handle: product?.handle ?? '',
    name: v.name,
    sku: v.sku,
    price: toMajor(v.price_minor),
    inventory_quantity: v.inventory_quantity,
    tracked: product?.inventory_management === 'tracked',
    is_preorder: v.is_preorder === 1,
    is_available: v.is_available === 1,
    product_active: product?.is_active === 1,
    increment_quantity: v.wholesale?.increment_quantity ?? 1,
    rate: (v.wholesale?.rate_bp ?? 10000) / 10000,
    tiers: (v.wholesale?.tiers ?? []).map((t) => ({ min_qty: t.min_qty, max_qty: t.max_qty, price: toMajor(t.price_minor) })),
  };
}
