import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productsPageSchema, type ProductsPage } from '../../../contract/schemas/catalog';
import { loggedIn, startTestStore, type TestClient, type TestStore } from '../support/store';

let store: TestStore;
let demo: TestClient;

beforeAll(async () => {
  store = await startTestStore({ products: 60 });
  demo = await loggedIn(store);
});
afterAll(() => store.close());
beforeEach(() => store.control.setShop({ pricelist_is_enabled: true, is_display_retail_price: true }));

async function page(client: TestClient, path: string, query: Record<string, string | number> = {}): Promise<ProductsPage> {
  const response = await client.get(path, query);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return productsPageSchema.parse(response.body);
}

async function allTitles(sort: string): Promise<string[]> {
  const first = await page(demo, '/_api/ws/products', { sort_by: sort, page: 1 });
  const titles = first.products.map((p) => p.title);
  for (let n = 2; n <= first.total_pages; n++) {
    titles.push(...(await page(demo, '/_api/ws/products', { sort_by: sort, page: n })).products.map((p) => p.title));
  }
  return titles;
}

describe('GET /_api/ws/products', () => {
  it('needs a logged-in customer', async () => {
    const response = await store.newClient().get('/_api/ws/products');
    expect(response.status).toBe(401);
  });

  it('pages the active catalogue 24 at a time, oldest first by default', async () => {
    const first = await page(demo, '/_api/ws/products');
    expect(first.current_pages).toBe(1);
    expect(first.products).toHaveLength(24);
    // 60 seeded, one of them withdrawn (every 53rd): 59 active products make 3 pages.
    expect(first.total_pages).toBe(3);
    const last = await page(demo, '/_api/ws/products', { page: 3 });
    expect(last.products).toHaveLength(11);
    const ids = new Set([...first.products, ...last.products].map((p) => p.id));
    expect(ids.size).toBe(35);
  });

  it('answers an empty page past the end with the real page count', async () => {
    const beyond = await page(demo, '/_api/ws/products', { page: 99 });
    expect(beyond.products).toEqual([]);
    expect(beyond.total_pages).toBe(3);
    expect(beyond.current_pages).toBe(99);
  });

  it('sorts by title both ways and by creation date both ways', async () => {
    const byTitle = await allTitles('title.asc');
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(await allTitles('title.desc')).toEqual([...byTitle].reverse());
    const oldest = await page(demo, '/_api/ws/products', { sort_by: 'created_at.asc' });
    const newest = await page(demo, '/_api/ws/products', { sort_by: 'created_at.desc' });
    expect(newest.products[0]?.id).not.toBe(oldest.products[0]?.id);
    const created = (p: ProductsPage) => p.products.map((x) => store.ctx.db.prepare<[number], { c: string }>('SELECT created_at AS c FROM products WHERE id = ?').get(x.id)?.c ?? '');
    const asc = created(oldest);
    expect(asc).toEqual([...asc].sort());
    const desc = created(newest);
    expect(desc).toEqual([...desc].sort().reverse());
  });

  it('refuses an unknown sort with a 422 field map', async () => {
    const response = await demo.get('/_api/ws/products', { sort_by: 'price.asc' });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ errors: { sort_by: ['The selected sort by is invalid.'] } });
  });

  it('finds products by title words, case-insensitively', async () => {
    const found = await page(demo, '/_api/ws/products', { q: 'hex BOLT' });
    expect(found.products.length).toBeGreaterThan(0);
    for (const p of found.products) expect(p.title.toLowerCase()).toContain('hex bolt');
  });

  it('finds a product by one of its SKUs', async () => {
    const variant = store.control.firstVariantWith({ exclude: [1, 2, 3] });
    if (!variant) throw new Error('no variant');
    const found = await page(demo, '/_api/ws/products', { q: variant.sku.toLowerCase() });
    expect(found.products.map((p) => p.id)).toEqual([variant.product_id]);
    expect(found.products[0]?.variants.map((v) => v.sku)).toContain(variant.sku);
  });

  it('answers a search without results with an empty list', async () => {
    const found = await page(demo, '/_api/ws/products', { q: 'no such thing anywhere' });
    expect(found).toMatchObject({ products: [], total_pages: 0 });
  });

  it('gives variants their wholesale prices, and none when the price list is disabled', async () => {
    const withPrices = await page(demo, '/_api/ws/products');
    expect(withPrices.products.some((p) => p.variants.some((v) => v.wholesale_price.length > 0))).toBe(true);
    store.control.setShop({ pricelist_is_enabled: false });
    const without = await page(demo, '/_api/ws/products');
    expect(without.products.length).toBe(24);
    expect(without.products.every((p) => p.variants.every((v) => v.wholesale_price.length === 0 && v.unit_price === v.ori_unit_price))).toBe(true);
  });
});

describe('freshness', () => {
  it('shows a price or stock change on the next request', async () => {
    const before = await page(demo, '/_api/ws/products');
    const variant = before.products[0]?.variants[0];
    if (!variant) throw new Error('no variant');
    store.control.setVariant(variant.id, { price: variant.ori_unit_price + 1, inventory_quantity: variant.inventory_quantity + 7 });
    const after = (await page(demo, '/_api/ws/products')).products[0]?.variants[0];
    expect(after?.ori_unit_price).toBeCloseTo(variant.ori_unit_price + 1, 2);
    expect(after?.inventory_quantity).toBe(variant.inventory_quantity + 7);
  });
});

describe('GET /_api/ws/preview_products', () => {
  it('shows the catalogue to a guest without wholesale prices', async () => {
    const guest = await page(store.newClient(), '/_api/ws/preview_products', { sort_by: 'title.asc' });
    expect(guest.products).toHaveLength(24);
    expect(guest.total_pages).toBe(3);
    for (const p of guest.products) {
      expect(p.ws_min_price).toBeNull();
      expect(p.restriction_text).toBeTruthy();
      expect(p.variants.every((v) => v.wholesale_price.length === 0)).toBe(true);
    }
    expect(guest.products.some((p) => p.min_price > 0)).toBe(true);
  });

  it('hides retail prices from guests when the shop does not display them', async () => {
    store.control.setShop({ is_display_retail_price: false });
    const guest = await page(store.newClient(), '/_api/ws/preview_products');
    expect(guest.products.every((p) => p.min_price === 0 && p.max_price === 0 && p.variants.every((v) => v.ori_unit_price === 0))).toBe(true);
  });
});

describe('product images', () => {
  it('serves each product image as a public SVG', async () => {
    const first = await page(demo, '/_api/ws/products');
    const withImage = first.products.find((p) => p.featured_img !== null);
    if (!withImage?.featured_img) throw new Error('no image');
    const response = await fetch(withImage.featured_img.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toContain('<svg');
    expect((await fetch(`${store.url}/images/products/999999.svg`)).status).toBe(404);
  });
});
