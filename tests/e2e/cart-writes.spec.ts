/**
 * Writes that create things, counted at a proxy between the app and the store (not by what the
 * store ends up holding, since the reference store answers a placed cart with its order again):
 * one place_order per click storm, Cancel on a stuck write, a lost answer found, and quantities
 * held to the carton step before anything is sent.
 */
import { startStorefront, type RunningStorefront } from '../../server/index';
import { expect, test, type App, type LaunchOptions } from './harness';
import { logIn } from './commerce-helpers';
import { storeProxy, type ProxyFaults, type StoreProxy } from './store-proxy';

const PLACE_ORDER = ['POST', '/_api/ws/cart/place_order'] as const;
const ADD_TO_CART = ['POST', '/_api/ws/cart/create'] as const;
const UPDATE_CART = ['PUT', '/_api/ws/cart/update'] as const;

const closing: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

/** The demo buyer logged in through a proxy, every cart line stocked so nothing blocks an order. */
async function buyerBehindProxy(launch: (o?: LaunchOptions) => Promise<App>, faults: ProxyFaults = {}) {
  const store: RunningStorefront = await startStorefront({ port: 0, products: 24, testControl: true });
  const proxy: StoreProxy = await storeProxy(store.url, faults);
  closing.push(() => store.close(), () => proxy.close());
  store.control.setShop({ min_purchase_amount: 0 });
  const app = await launch({ storeUrl: proxy.url, path: '/login' });
  await logIn(app.page);
  const cart = await storeCart(app);
  for (const item of cart.order_item) store.control.setVariant(item.variant_id, { inventory_quantity: 10_000, is_preorder: false });
  return { app, page: app.page, store, proxy, cart };
}

async function storeCart(app: App) {
  const global = await app.core.handlers['shop:global']({});
  if (!global.ok || !global.data.customer?.cart_token) throw new Error('no open cart for the demo customer');
  const cart = await app.core.handlers['cart:retrieve']({ cart_token: global.data.customer.cart_token });
  if (!cart.ok) throw new Error(cart.error.message);
  return cart.data;
}

async function orderCount(app: App): Promise<number> {
  const account = await app.core.handlers['account:get']({});
  if (!account.ok) throw new Error(account.error.message);
  return account.data.orders.length;
}

test('a double click on Place order sends one place_order request', async ({ launch }) => {
  // Held a little at the proxy, so the second click lands while the first is out.
  const { app, page, proxy } = await buyerBehindProxy(launch, { placeOrderDelayMs: 400 });
  const before = await orderCount(app);
  await app.goto('/cart');
  await page.getByRole('button', { name: 'Place order' }).dblclick();
  await page.waitForURL(/#\/order\/[^/]+$/, { timeout: 10_000 });
  expect(proxy.count(...PLACE_ORDER)).toBe(1);
  expect(await orderCount(app)).toBe(before + 1);
});

test('Enter held down on Place order sends one place_order request', async ({ launch }) => {
  const { app, page, proxy } = await buyerBehindProxy(launch, { placeOrderDelayMs: 400 });
  await app.goto('/cart');
  await page.getByRole('button', { name: 'Place order' }).focus();
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Enter', { delay: 5 });
  await page.waitForURL(/#\/order\/[^/]+$/, { timeout: 10_000 });
  expect(proxy.count(...PLACE_ORDER)).toBe(1);
});

test('a stuck Place order offers Cancel after 3 s; cancelling says no order was placed, and placing again works', async ({ launch }) => {
  const { app, page, proxy } = await buyerBehindProxy(launch, { placeOrderDelayMs: 120_000 });
  const before = await orderCount(app);
  await app.goto('/cart');
  const place = page.getByRole('button', { name: 'Place order' });
  await place.click();
  const cancel = page.getByRole('button', { name: 'Cancel placing the order' });
  await expect(page.getByRole('button', { name: 'Placing order…' })).toBeDisabled();
  await expect(cancel).toBeHidden();
  await expect(cancel).toBeVisible({ timeout: 6_000 });
  await expect(page.getByText('The store is taking longer than usual to place your order.')).toBeVisible();
  await app.screenshot('place-order-cancel');

  // From the keyboard: the next stop after the busy button.
  await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Place order cancelled. No order was placed; you can place it again when you are ready.')).toBeVisible();
  await expect(cancel).toBeHidden();
  expect(proxy.forwarded.filter((r) => r === PLACE_ORDER.join(' '))).toHaveLength(0);
  expect(await orderCount(app)).toBe(before);

  proxy.faults.placeOrderDelayMs = 0;
  await page.getByRole('button', { name: 'Place order' }).click();
  await page.waitForURL(/#\/order\/[^/]+$/, { timeout: 10_000 });
  expect(proxy.count(...PLACE_ORDER)).toBe(2);
  expect(await orderCount(app)).toBe(before + 1);
});

test('an order whose answer is lost on the way back is found, and the screen goes to it', async ({ launch }) => {
  const { app, page, proxy } = await buyerBehindProxy(launch, { placeOrderLoseAnswer: true });
  const before = await orderCount(app);
  await app.goto('/cart');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Your order has been placed.')).toBeVisible();
  await page.waitForURL(/#\/order\/[^/]+$/, { timeout: 10_000 });
  expect(proxy.count(...PLACE_ORDER)).toBe(1);
  expect(await orderCount(app)).toBe(before + 1);
});

test('a stuck Add to cart offers Cancel after 3 s', async ({ launch }) => {
  const { app, page, store, proxy } = await buyerBehindProxy(launch, { addToCartDelayMs: 120_000 });
  const variant = store.control.firstVariantWith({ tracked: true, minStock: 100, increment: 1 });
  if (!variant) throw new Error('no stocked variant sold by the piece');
  await app.goto(`/products/${variant.product_handle}`);
  await page.getByRole('row').filter({ hasText: variant.sku }).getByRole('textbox', { name: /^Quantity of/ }).fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const cancel = page.getByRole('button', { name: 'Cancel adding to cart' });
  await expect(cancel).toBeVisible({ timeout: 6_000 });
  await app.screenshot('add-to-cart-cancel');
  await cancel.click();
  await expect(page.getByText('Add to cart cancelled.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  expect(proxy.forwarded.filter((r) => r === ADD_TO_CART.join(' '))).toHaveLength(0);
});

test('product page: 7 where the carton is 6 is refused in the row and nothing is sent', async ({ launch }) => {
  const { app, page, store, proxy } = await buyerBehindProxy(launch);
  const variant = store.control.firstVariantWith({ tracked: true, minStock: 100, available: true });
  if (!variant) throw new Error('no stocked variant in the seed');
  store.control.setTierPrices(variant.id, { tiers: [{ min_qty: 6, max_qty: null, price: 10 }], increment_quantity: 6 });
  await app.goto(`/products/${variant.product_handle}`);
  const quantity = page.getByRole('row').filter({ hasText: variant.sku }).getByRole('textbox', { name: /^Quantity of/ });
  await quantity.fill('7');
  await quantity.blur();
  const error = page.getByRole('row').filter({ hasText: variant.sku }).getByText('Please check your quantity.');
  await expect(error).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toHaveAttribute('aria-describedby', (await error.getAttribute('id')) ?? 'missing');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(quantity).toBeFocused();
  await app.screenshot('product-row-error');
  expect(proxy.count(...ADD_TO_CART)).toBe(0);

  await quantity.fill('12');
  await expect(error).toBeHidden();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart.')).toBeVisible();
  expect(proxy.count(...ADD_TO_CART)).toBe(1);
});

test('cart: 7 where the carton is 6 is refused in the row and Update cart sends nothing', async ({ launch }) => {
  const { app, page, store, proxy, cart } = await buyerBehindProxy(launch);
  const line = cart.order_item[0];
  if (!line || !cart.cart_token) throw new Error('the demo cart is empty');
  store.control.setTierPrices(line.variant_id, { tiers: [{ min_qty: 6, max_qty: null, price: 10 }], increment_quantity: 6 });
  const items = cart.order_item.map((i) => ({ id: i.variant_id, quantity: i.variant_id === line.variant_id ? 6 : i.quantity }));
  expect((await app.core.handlers['cart:update']({ cart_token: cart.cart_token, order_items: items })).ok).toBe(true);
  await app.goto('/cart');
  const row = page.getByRole('row').filter({ hasText: line.sku ?? line.name });
  const quantity = row.getByRole('textbox', { name: /^Quantity of/ });
  await expect(quantity).toHaveValue('6');
  const updatesBefore = proxy.count(...UPDATE_CART);
  await quantity.fill('7');
  await page.getByRole('button', { name: 'Update cart' }).click();
  await expect(row.getByText('Please check your quantity.')).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toBeFocused();
  await app.screenshot('cart-row-error');
  expect(proxy.count(...UPDATE_CART)).toBe(updatesBefore);

  await quantity.fill('12');
  await page.getByRole('button', { name: 'Update cart' }).click();
  await expect(page.getByText('Cart updated.')).toBeVisible();
  expect(proxy.count(...UPDATE_CART)).toBe(updatesBefore + 1);
});
