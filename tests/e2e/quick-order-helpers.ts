/** Steps for the quick-order specs (owner: quick order, renderer half). */
import { expect, type Locator, type Page } from '@playwright/test';
import { startStorefront, type RunningStorefront } from '../../server/index';
import type { VariantInfo } from '../../server/commerce/control';
import type { App, LaunchOptions } from './harness';
import { logIn } from './commerce-helpers';
import { logInAnyLanguage } from './language-helpers';
import { storeProxy, type StoreProxy } from './store-proxy';

export const ADD_TO_CART = ['POST', '/_api/ws/cart/create'] as const;

const closing: (() => Promise<void>)[] = [];

/** For `test.afterEach`: closes the stores and proxies the test started. */
export async function closeQuickOrderStores(): Promise<void> {
  for (const close of closing.splice(0).reverse()) await close();
}

/**
 * A small store (24 products) behind a counting proxy, `count` variants picked with stock to
 * spare and none in the demo cart, and one more sold in cartons of 6. The store is set up before
 * the login, so the catalogue index the login starts already holds it.
 */
export async function quickOrderBuyer(
  launch: (o?: LaunchOptions) => Promise<App>,
  count: number,
  viewport?: LaunchOptions['viewport'],
  /** Changes to the picked variants (stock, tiers) made before the login, so the catalogue index holds them. */
  prepare?: (store: RunningStorefront, variants: VariantInfo[]) => void,
) {
  const store: RunningStorefront = await startStorefront({ port: 0, products: 24, testControl: true });
  const proxy: StoreProxy = await storeProxy(store.url);
  closing.push(() => store.close(), () => proxy.close());
  store.control.setShop({ min_purchase_amount: 0, is_allow_preorder: false });
  const picked: VariantInfo[] = [];
  const exclude = demoCartVariantIds(store);
  const next = () => {
    const variant = store.control.firstVariantWith({ tracked: true, minStock: 100, increment: 1, exclude: [...exclude, ...picked.map((v) => v.id)] });
    if (!variant) throw new Error('the store has too few stocked variants');
    picked.push(variant);
    return variant;
  };
  for (let i = 0; i < count; i += 1) next();
  const carton = next();
  store.control.setTierPrices(carton.id, { tiers: [{ min_qty: 1, max_qty: null, price: 4 }], increment_quantity: 6 });
  prepare?.(store, picked.slice(0, count));
  const app = await launch({ storeUrl: proxy.url, path: '/login', viewport });
  // A store that speaks another language (prepared above) is logged into by the fields' types.
  if (prepare) await logInAnyLanguage(app);
  else await logIn(app.page);
  return { app, page: app.page, store, proxy, variants: picked.slice(0, count), carton: picked[count]! };
}

/** Variants already in an open cart (the demo customer's), so the lines this test adds are its own. */
export function demoCartVariantIds(store: RunningStorefront): number[] {
  return store.ctx.db
    .prepare<[], { variant_id: number }>('SELECT ci.variant_id FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.placed_order_id IS NULL')
    .all()
    .map((row) => row.variant_id);
}

/** Waits for the catalogue index the login started: suggestions come from it only once it is ready. */
export async function indexReady(app: App): Promise<void> {
  await expect
    .poll(async () => {
      const status = await app.core.handlers['catalog:indexStatus']({});
      return status.ok ? status.data.state : 'failed';
    }, { timeout: 15_000 })
    .toBe('ready');
}

/** The quick-order screen through the main navigation, with the catalogue index ready. */
export async function openQuickOrder(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
  await nav.getByRole('link', { name: 'Quick order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Catalogue: [\d,]+ products?, updated/ })).toBeVisible({ timeout: 15_000 });
}

export const skuBoxes = (page: Page): Locator => page.getByRole('combobox', { name: 'SKU or product' });
export const quantityBoxes = (page: Page): Locator => page.getByRole('textbox', { name: 'Quantity' });

/** [SKU, quantity] of every line that has a SKU, as the boxes show them. */
export async function rowValues(page: Page): Promise<[string, string][]> {
  const skus = await skuBoxes(page).evaluateAll((inputs) => inputs.map((i) => (i as unknown as { value: string }).value));
  const quantities = await quantityBoxes(page).evaluateAll((inputs) => inputs.map((i) => (i as unknown as { value: string }).value));
  return skus.flatMap((sku, i): [string, string][] => (sku ? [[sku, quantities[i] ?? '']] : []));
}
