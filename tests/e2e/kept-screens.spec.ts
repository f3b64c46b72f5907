/**
 * Kept copies beyond the cart: coming back to the product list, a product
 * and the orders shows them at once as the store last sent them, marked as updating, and the
 * store's answer replaces them within its round trip; a kept order's writes wait for it. Kept
 * copies are the buyer's: the next buyer never sees them, however the last one left.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './harness';
import { logIn } from './commerce-helpers';
import { openOrder, storeOrder, storeOrders } from './orders-helpers';
import { buyerBehindProxy, closeProxied } from './proxied-buyer';
import type { StoreProxy } from './store-proxy';

// These read a variant's row of tiers, found by its SKU: the buyer chose the table over a size-by-colour product's grid.
test.use({ variantLayout: 'table' });

test.afterEach(closeProxied);

const SLOW_MS = 1_500;
/** Well inside SLOW_MS: what shows by then came from the page, not from the store. */
const AT_ONCE = { timeout: 1_000 };

function slowReads(proxy: StoreProxy): void {
  Object.assign(proxy.faults, { productsDelayMs: SLOW_MS, accountDelayMs: SLOW_MS, orderReadDelayMs: SLOW_MS });
}

const updating = (page: Page) => page.getByRole('status').filter({ hasText: 'Updating from the store' });

test('the list, a product and the orders come back at once, marked as updating, and the store’s answer replaces them', async ({ launch }) => {
  const { app, page, store, proxy, cart } = await buyerBehindProxy(launch);
  const listed = await app.core.handlers['catalog:products']({ sort_by: 'created_at.asc', page: 1 });
  if (!listed.ok) throw new Error(listed.error.message);
  const [first, second] = listed.data.products;
  if (!first || !second) throw new Error('the seed has fewer than two products');
  const variant = second.variants[0];
  if (!variant?.sku) throw new Error('the seed’s second product has no variant with a SKU');
  const sku = variant.sku;

  // First visits: each screen as the store sends it, and so kept.
  await expect(page.locator('.product-card').filter({ hasText: first.title })).toBeVisible();
  await app.goto(`/products/${second.handle}`);
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  const [newest] = await storeOrders(app);
  const order = await storeOrder(app, newest!.token);
  const orderLink = (name: string) => page.getByRole('table').getByRole('link', { name, exact: true });
  await app.goto('/order');
  await expect(orderLink(newest!.order_number)).toBeVisible();
  await openOrder(app, order);
  await expect(page.getByLabel('Remark')).toHaveValue(order.remark ?? '');

  // Meanwhile the store changes them (the order first: the cart may hold the product withdrawn),
  // and becomes slow to read them.
  const billing = cart.billing_addresses.find((a) => a.is_primary) ?? cart.billing_addresses[0];
  const placed = await app.core.handlers['cart:placeOrder']({
    order_items: cart.order_item.map((item) => ({ id: item.variant_id, quantity: item.quantity })),
    billing_address: { id: billing!.id },
    cart_token: cart.cart_token!,
  });
  if (!placed.ok) throw new Error(placed.error.message);
  const placedOrder = await storeOrder(app, placed.data.token);
  store.control.setProductActive(first.id, false);
  const remark = `Changed at the store (${Date.now()})`;
  const saved = await app.core.handlers['orders:updateRemark']({ order_token: order.token, remark });
  expect(saved.ok).toBe(true);
  slowReads(proxy);

  await app.goto('/');
  const gone = page.locator('.product-card').filter({ hasText: first.title });
  await expect(gone).toBeVisible(AT_ONCE);
  await expect(updating(page)).toBeVisible();
  await expect(updating(page)).toBeHidden({ timeout: SLOW_MS * 4 });
  await expect(gone).toHaveCount(0);

  // Repriced after the list's answer, which the product page's kept copy now comes from.
  store.control.setTierPrices(variant.id, { tiers: [{ min_qty: 1, max_qty: null, price: 7.77 }] });
  await app.goto(`/products/${second.handle}`);
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible(AT_ONCE);
  await expect(updating(page)).toBeVisible();
  const repriced = page.getByRole('row').filter({ hasText: sku }).getByText(/^1 or more: RM\s7\.77 each$/);
  await expect(repriced).toHaveCount(0);
  await expect(updating(page)).toBeHidden({ timeout: SLOW_MS * 4 });
  await expect(repriced.first()).toBeVisible();

  await app.goto(`/order/${order.token}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.name}` })).toBeVisible(AT_ONCE);
  await expect(updating(page)).toBeVisible();
  await expect(page.getByLabel('Remark')).toHaveValue(order.remark ?? '');
  // Nothing is sent from the kept copy: the remark and the repeat wait for the store's answer.
  await expect(page.getByRole('button', { name: 'Save remark' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Repeat order' })).toBeDisabled();
  await app.screenshot('kept-order-updating');
  await expect(updating(page)).toBeHidden({ timeout: SLOW_MS * 4 });
  await expect(page.getByLabel('Remark')).toHaveValue(remark);
  await expect(page.getByRole('button', { name: 'Save remark' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Repeat order' })).toBeEnabled();

  await app.goto('/order');
  await expect(orderLink(newest!.order_number)).toBeVisible(AT_ONCE);
  await expect(updating(page)).toBeVisible();
  await expect(orderLink(placedOrder.name)).toHaveCount(0);
  await app.screenshot('kept-orders-updating');
  await expect(updating(page)).toBeHidden({ timeout: SLOW_MS * 4 });
  await expect(orderLink(placedOrder.name)).toBeVisible();
});

test('after a logout the next buyer sees none of the pages and orders kept for the last one', async ({ launch }) => {
  const { app, page, proxy } = await buyerBehindProxy(launch);
  const [newest] = await storeOrders(app);
  const order = await storeOrder(app, newest!.token);
  await expect(page.locator('main')).toContainText(/RM\s\d/);
  await app.goto('/order');
  await expect(page.getByRole('table')).toBeVisible();
  await openOrder(app, order);

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  slowReads(proxy);
  await logIn(page, { email: 'other@wholesale.test', password: 'other1234' });

  // Until the store answers (SLOW_MS), the next buyer's screens can show only what the page kept of
  // the last one: each is read once, at once, since a retrying check would pass on the store's answer.
  const mainText = () => page.locator('main').innerText();
  expect(await mainText()).not.toMatch(/RM\s\d/);
  await app.goto('/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  expect(await mainText()).not.toContain(order.name);
  await app.goto(`/order/${order.token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  expect(await mainText()).not.toContain(order.name);
  // The store's own answers do come: the next buyer's list, and no such order for them.
  await expect(page.getByText('No record found.')).toBeVisible({ timeout: SLOW_MS * 4 });
  await app.goto('/');
  await expect(page.locator('main')).toContainText(/RM\s\d/, { timeout: SLOW_MS * 4 });
});
