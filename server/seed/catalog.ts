import type { Database } from 'better-sqlite3';
import { searchTextOf } from '../commerce/catalog-query';
import type { VariantRow } from '../commerce/catalog-records';
import { CATEGORIES, type CategoryData, type ProductLine } from './catalog-data';
import type { Random } from './prng';
import { planTiers, tiersFor } from './tiers';

const DAY_MS = 24 * 60 * 60 * 1000;
const CATALOGUE_AGE_DAYS = 420;

/** A variant row before it is placed under its product. */
type VariantPlan = Omit<VariantRow, 'product_id' | 'position'>;

/**
 * Builds `count` products deterministically: every category and product line in turn, qualifiers to vary
 * them, then "Series N" for catalogues larger than the combinations. One pass of prepared statements;
 * the caller holds the transaction, so 5,000 products take a couple of seconds.
 */
export function seedCatalog(db: Database, random: Random, count: number, now: Date): void {
  const statements = prepare(db);
  let productId = nextId(db, 'products');
  let variantId = nextId(db, 'variants');
  const handles = new Set<string>();
  const start = now.getTime() - CATALOGUE_AGE_DAYS * DAY_MS;
  const step = (CATALOGUE_AGE_DAYS * DAY_MS) / Math.max(count, 1);

  for (let i = 0; i < count; i++) {
    const category = CATEGORIES[i % CATEGORIES.length] as CategoryData;
    const round = Math.floor(i / CATEGORIES.length);
    const line = category.lines[round % category.lines.length] as ProductLine;
    const qualifierRound = Math.floor(round / category.lines.length);
    const qualifier = category.qualifiers[qualifierRound % category.qualifiers.length] as string;
    const series = Math.floor(qualifierRound / category.qualifiers.length);
    const title = `${qualifier} ${line.name}${series > 0 ? ` Series ${series + 1}` : ''}`;
    const handle = uniqueHandle(handles, slug(title), productId);
    const tracked = random.chance(0.85);
    const variants = planVariants(random, category, line, productId, variantId, tracked);
    variantId += variants.length;

    statements.product.run({
      id: productId,
      handle,
      title,
      body_html: bodyHtml(line, category),
      category: category.slug,
      inventory_management: tracked ? 'tracked' : 'none',
      image_path: random.chance(0.92) ? `/images/products/${productId}.svg` : null,
      // Every 53rd product has been withdrawn: hidden from the catalogue, "not available" in old carts.
      is_active: i % 53 === 52 ? 0 : 1,
      search_text: searchTextOf(title, variants.map((v) => v.sku)),
      created_at: new Date(start + i * step + random.next() * step * 0.5).toISOString(),
    });
    const increment = line.increment ?? (random.chance(0.08) ? 6 : 1);
    const rateBp = random.chance(0.15) ? 9500 : 10000;
    const hasWholesale = random.chance(0.9);
    const fixedPrice = random.chance(0.06);
    const plan = planTiers(random, increment);
    for (const [position, v] of variants.entries()) {
      statements.variant.run({ ...v, product_id: productId, position });
      if (!hasWholesale) continue;
      const tiers = fixedPrice ? [] : tiersFor(plan, v.price_minor);
      const entry = statements.wholesale.run({
        variant_id: v.id,
        increment_quantity: increment,
        rate_bp: rateBp,
        price_minor: fixedPrice ? roundTo(v.price_minor * 0.88, 20) : null,
      });
      for (const t of tiers) statements.tier.run({ wholesale_price_id: Number(entry.lastInsertRowid), ...t });
    }
    productId++;
  }
}

function planVariants(
  random: Random,
  category: CategoryData,
  line: ProductLine,
  productId: number,
  firstId: number,
  tracked: boolean,
): VariantPlan[] {
  const [main = ['Standard'], second = ['']] = line.options;
  const combos = main.flatMap((a, ai) => second.map((b, bi) => ({ name: b ? `${a} / ${b}` : a, ai, bi })));
  const count = random.int(1, Math.min(12, combos.length));
  const base = roundTo(random.int(line.price[0], line.price[1]), 10);
  const ownImages = second.length > 1 && random.chance(0.4);
  return combos.slice(0, count).map((combo, index) => {
    const id = firstId + index;
    const preorder = tracked && random.chance(0.04);
    return {
      id,
      sku: `${category.code}-${String(productId).padStart(4, '0')}-${String(index + 1).padStart(2, '0')}`,
      name: combo.name,
      price_minor: roundTo(base * (1 + 0.22 * combo.ai) + 50 * combo.bi, 10),
      inventory_quantity: !tracked || preorder ? 0 : stockLevel(random),
      is_preorder: preorder ? 1 : 0,
      // Never the first variant, so every product keeps something to order.
      is_available: index > 0 && random.chance(0.04) ? 0 : 1,
      image_path: ownImages ? `/images/variants/${id}.svg` : null,
    };
  });
}

function stockLevel(random: Random): number {
  const roll = random.next();
  if (roll < 0.1) return 0; // out of stock
  if (roll < 0.22) return random.int(1, 8); // running low
  return random.int(20, 600);
}

function bodyHtml(line: ProductLine, category: CategoryData): string {
  const sold = line.increment ? `Sold in cartons: order in multiples of ${line.increment}.` : 'Sold individually.';
  return `<p>${line.blurb}</p><ul><li>${sold}</li><li>Ships from our Port Klang warehouse.</li><li>Category code ${category.code}.</li></ul>`;
}

export function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function uniqueHandle(taken: Set<string>, wanted: string, id: number): string {
  const handle = taken.has(wanted) ? `${wanted}-${id}` : wanted;
  taken.add(handle);
  return handle;
}

function nextId(db: Database, table: 'products' | 'variants'): number {
  return (db.prepare<[], { n: number }>(`SELECT COALESCE(MAX(id), 0) + 1 AS n FROM ${table}`).get()?.n ?? 1);
}

function prepare(db: Database) {
  return {
    product: db.prepare(
      `INSERT INTO products (id, handle, title, body_html, category, inventory_management, image_path, is_active, search_text, created_at)
       VALUES (@id, @handle, @title, @body_html, @category, @inventory_management, @image_path, @is_active, @search_text, @created_at)`,
    ),
    variant: db.prepare(
      `INSERT INTO variants (id, product_id, position, sku, name, price_minor, inventory_quantity, is_preorder, is_available, image_path)
       VALUES (@id, @product_id, @position, @sku, @name, @price_minor, @inventory_quantity, @is_preorder, @is_available, @image_path)`,
    ),
    wholesale: db.prepare(
      `INSERT INTO wholesale_prices (variant_id, rate_type, increment_quantity, rate_bp, price_minor)
       VALUES (@variant_id, 'fixed', @increment_quantity, @rate_bp, @price_minor)`,
    ),
    tier: db.prepare(
      `INSERT INTO wholesale_tiers (wholesale_price_id, min_qty, max_qty, price_minor) VALUES (@wholesale_price_id, @min_qty, @max_qty, @price_minor)`,
    ),
  };
}
