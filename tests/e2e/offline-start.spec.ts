import type { Page } from '@playwright/test';
import { expect, test } from './harness';
import { storeOrder } from './orders-helpers';
import { logIn } from './commerce-helpers';
import { OFFLINE_TIMES, seeEverythingOnce } from './offline-helpers';
import { control } from './auth-helpers';
import { DEMO_SHOP_NAME } from '../../server/seed/shop';

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 420, height: 800 };

const banner = (page: Page) => page.getByTestId('offline-banner');

test('a remembered buyer starts with the store away: every kept screen opens, and live data replaces it when the store is back', async ({ launch }) => {
  const first = await launch({ path: '/login', viewport: WIDE, products: 12, reachableSwitch: true, timeouts: OFFLINE_TIMES });
  const { handle, order } = await seeEverythingOnce(first);
  const seen = { handle, orderToken: order.token, orderNumber: String(order.order_number) };

  first.setStoreReachable(false);
  const app = await first.relaunch({ path: '/' });
  const { page } = app;
  // The buyer's last screen was an order: the start opens on the order list, since a kept screen
  // keeps its route, never an order's token.
  await expect(page.getByRole('table', { name: 'Your orders' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#/order');
  await expect(banner(page)).toContainText(/Offline\. Prices and stock as of .+\./);
  await app.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect(page.getByText('Cannot reach the store')).toHaveCount(0);
  await app.screenshot('offline-start-list-1440');
  await page.setViewportSize(NARROW);
  await app.screenshot('offline-start-list-420');
  await page.setViewportSize(WIDE);

  // Search answers from the catalogue kept on disk.
  await app.goto('/?q=a');
  await expect(page.locator('a[href^="#/products/"]').first()).toBeVisible();
  await app.goto(`/products/${seen.handle}`);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await app.goto('/cart');
  await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeDisabled();
  await app.goto('/order');
  await expect(page.getByRole('table', { name: 'Your orders' })).toBeVisible();
  await app.goto(`/order/${seen.orderToken}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${seen.orderNumber}` })).toBeVisible();
  await app.screenshot('offline-start-order-1440');

  // The store comes back: the banner goes and the screens read live, without a reload.
  await page.evaluate(() => ((globalThis as unknown as { noReload: boolean }).noReload = true));
  app.setStoreReachable(true);
  await expect(banner(page)).toBeHidden();
  await app.goto('/cart');
  await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeEnabled();
  expect(await page.evaluate(() => (globalThis as unknown as { noReload?: boolean }).noReload)).toBe(true);
});

test('a store last seen in maintenance opens on its maintenance page with the store away', async ({ launch }) => {
  const first = await launch({ path: '/login', viewport: WIDE, products: 12, reachableSwitch: true, timeouts: OFFLINE_TIMES });
  await logIn(first.page);
  control(first).setShop({ status: 0 });
  await first.page.reload();
  const closed = `${DEMO_SHOP_NAME} is under maintenance.`;
  await expect(first.page.getByRole('heading', { level: 1, name: closed })).toBeVisible();

  first.setStoreReachable(false);
  const app = await first.relaunch({ path: '/' });
  await expect(app.page.getByRole('heading', { level: 1, name: closed })).toBeVisible();
});

test('without a remembered buyer a start with the store away says so and tries again by itself', async ({ launch }) => {
  const first = await launch({ path: '/login', viewport: WIDE, products: 12, reachableSwitch: true, timeouts: OFFLINE_TIMES });
  await seeEverythingOnce(first);
  // Logging out forgets the remembered login: nobody's screens may open at the next start.
  await first.core.handlers['auth:logout']({});
  first.setStoreReachable(false);
  const app = await first.relaunch({ path: '/' });
  await expect(app.page.getByTestId('store-unreachable')).toBeVisible();
  await expect(app.page.getByRole('heading', { level: 1, name: 'All Products' })).toHaveCount(0);
  app.setStoreReachable(true);
  await expect(app.page.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
});

test('quick order lines and the chosen billing address come back at a start with the store away', async ({ launch }) => {
  const first = await launch({ path: '/login', viewport: WIDE, products: 12, reachableSwitch: true, timeouts: OFFLINE_TIMES });
  const { order } = await seeEverythingOnce(first);
  const { page } = first;
  await first.goto('/cart');
  await chooseOtherAddress(page);
  const [line] = (await storeOrder(first, order.token)).line_items;
  if (!line?.sku) throw new Error('the demo order has a line with a SKU');
  await first.goto('/quick-order');
  await page.getByRole('combobox', { name: 'SKU or product' }).first().fill(line.sku);
  await page.getByRole('textbox', { name: 'Quantity' }).first().fill('7');
  // Written to the buyer's database a moment after the last keystroke.
  await page.waitForTimeout(800);

  first.setStoreReachable(false);
  const app = await first.relaunch({ path: '/quick-order' });
  await expect(app.page.getByRole('combobox', { name: 'SKU or product' }).first()).toHaveValue(line.sku);
  await expect(app.page.getByRole('textbox', { name: 'Quantity' }).first()).toHaveValue('7');
  await app.goto('/cart');
  await expect(app.page.getByLabel('Billing address').locator('option:checked')).not.toContainText('(Primary)');
});

/** Chooses a billing address other than the primary one on the cart. */
async function chooseOtherAddress(page: Page) {
  const select = page.getByLabel('Billing address');
  await expect(select).toBeVisible();
  const labels = await select.locator('option').allTextContents();
  const other = labels.find((label) => label !== 'Choose a billing address' && !label.includes('(Primary)'));
  if (!other) throw new Error('the demo customer has a second address');
  await select.selectOption({ label: other });
}
