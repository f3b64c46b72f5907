import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../support/store';

let store: TestStore;
let twin: TestStore;

beforeAll(async () => {
  [store, twin] = await Promise.all([startTestStore({ products: 300 }), startTestStore({ products: 300 })]);
});
afterAll(async () => {
  await Promise.all([store.close(), twin.close()]);
});

const count = (s: TestStore, sql: string) => s.ctx.db.prepare<[], { n: number }>(sql).get()?.n ?? 0;

describe('demo catalogue', () => {
  it('builds the requested number of products with 1 to 12 variants each', () => {
    expect(count(store, 'SELECT COUNT(*) AS n FROM products')).toBe(300);
    const perProduct = store.ctx.db
      .prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM variants GROUP BY product_id')
      .all()
      .map((r) => r.n);
    expect(Math.min(...perProduct)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...perProduct)).toBeLessThanOrEqual(12);
    expect(count(store, 'SELECT COUNT(DISTINCT category) AS n FROM products')).toBe(6);
  });

  it('is the same store every time', () => {
    const snapshot = (s: TestStore) =>
      s.ctx.db.prepare('SELECT p.title, v.sku, v.price_minor, v.inventory_quantity FROM variants v JOIN products p ON p.id = v.product_id ORDER BY v.id').all();
    expect(snapshot(twin)).toEqual(snapshot(store));
  });

  it('has every pricing and stock situation the client must handle', () => {
    const has = (sql: string) => expect(count(store, sql), sql).toBeGreaterThan(0);
    has('SELECT COUNT(*) AS n FROM wholesale_prices WHERE increment_quantity = 6');
    has('SELECT COUNT(*) AS n FROM wholesale_prices WHERE increment_quantity = 12');
    has('SELECT COUNT(*) AS n FROM wholesale_prices WHERE rate_bp = 9500');
    has('SELECT COUNT(*) AS n FROM wholesale_tiers WHERE max_qty IS NULL');
    has(`SELECT COUNT(*) AS n FROM wholesale_prices w WHERE NOT EXISTS
      (SELECT 1 FROM wholesale_tiers t WHERE t.wholesale_price_id = w.id AND t.max_qty IS NULL) AND EXISTS
      (SELECT 1 FROM wholesale_tiers t WHERE t.wholesale_price_id = w.id)`);
    has("SELECT COUNT(*) AS n FROM products WHERE inventory_management = 'none'");
    has("SELECT COUNT(*) AS n FROM variants v JOIN products p ON p.id = v.product_id WHERE p.inventory_management = 'tracked' AND v.inventory_quantity = 0 AND v.is_preorder = 0");
    has('SELECT COUNT(*) AS n FROM variants WHERE is_preorder = 1');
    has('SELECT COUNT(*) AS n FROM variants WHERE is_available = 0');
    has('SELECT COUNT(*) AS n FROM products WHERE image_path IS NULL');
  });

  it('keeps tier breaks reachable with the increment step', () => {
    expect(
      count(
        store,
        'SELECT COUNT(*) AS n FROM wholesale_tiers t JOIN wholesale_prices w ON w.id = t.wholesale_price_id WHERE t.min_qty % w.increment_quantity <> 0',
      ),
    ).toBe(0);
  });

  it('gives the demo customer a cart with a low-stock line', () => {
    const rows = store.ctx.db
      .prepare<[], { quantity: number; stock: number }>(
        `SELECT ci.quantity, v.inventory_quantity AS stock FROM cart_items ci JOIN carts c ON c.id = ci.cart_id
         JOIN variants v ON v.id = ci.variant_id JOIN customers cu ON cu.id = c.customer_id
         WHERE cu.email = 'demo@wholesale.test' AND c.placed_order_id IS NULL`,
      )
      .all();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r.stock > 0 && r.stock < r.quantity)).toBe(true);
  });
});
