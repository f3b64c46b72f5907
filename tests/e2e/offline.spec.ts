import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buyerFile } from '../../electron/core/local-data/buyer-database';
import { CORRUPT_NOTICE } from '../../electron/core/offline/last-seen-cache';
import { axeSerious, expect, test } from './harness';
import { DEMO, money } from './commerce-helpers';
import { toast } from './orders-helpers';
import { seeEverythingOnce } from './offline-helpers';

const WIDE = { width: 1440, height: 900 };
const REASON = 'Available when the store is back';

/**
 * Offline reading: the store goes away mid-browse, every screen seen before opens from the
 * buyer's database with the banner and its writes disabled; an unreadable saved answer is removed with a notice;
 * the store returns and live data replaces the offline copy without a page reload.
 */
test('screens seen before open offline from disk, and reload live when the store is back', async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: WIDE, products: 12, reachableSwitch: true, timeouts: { retryBackoff: 50, probe: 300 } });
  const { page } = app;
  // Online: the list, a product, the cart, the order list and one order are seen once.
  const { cart, order, handle, firstHref } = await seeEverythingOnce(app);

  app.setStoreReachable(false);
  const banner = page.getByTestId('offline-banner');
  await app.goto('/');
  await expect(banner).toContainText(/Offline\. Prices and stock as of .+\. Orders can be placed when the store is back\./);
  await expect(page.locator('a[href^="#/products/"]').first()).toBeVisible();
  await app.screenshot('offline-banner-list-1440');
  expect(await axeSerious(page)).toEqual([]);
  await page.setViewportSize({ width: 420, height: 800 });
  await app.screenshot('offline-banner-list-420');
  await page.setViewportSize(WIDE);
  // A sort never asked for online: the page is made from the catalogue index.
  await app.goto('/?sort=title.desc');
  await expect(page.locator('a[href^="#/products/"]').first()).toBeVisible();
  await expect(page.locator('a[href^="#/products/"]').first()).not.toHaveAttribute('href', firstHref);
  await expect(page.getByText('Cannot reach the store')).toHaveCount(0);

  await app.goto(`/products/${handle}`);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveAccessibleDescription(REASON);
  // An order read offline: repeating it writes to the cart, so it waits too.
  await app.goto(`/order/${order.token}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.order_number}` })).toBeVisible();
  // The page's own kept copy first, then the core's offline one: the wait below is the store's absence.
  await expect(page.getByRole('status').filter({ hasText: 'Updating from the store' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Repeat order' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Repeat order' })).toHaveAccessibleDescription(REASON);
  await app.screenshot('offline-order-1440');
  await app.goto('/order');
  await expect(page.getByRole('table', { name: 'Your orders' })).toBeVisible();

  // An unreadable saved answer: removed with a notice, and the screen still opens (with the store's absence explained).
  const owner = { origin: new URL(app.storeUrl).origin, email: DEMO.email };
  const answers = (sql: string, ...params: string[]) => {
    const db = new Database(buyerFile(app.settingsDir, owner));
    try {
      return db.prepare(sql).run(...params).changes;
    } finally {
      db.close();
    }
  };
  expect(answers('UPDATE answers SET body = ? WHERE key = ?', '\u0000garbage{', `orders:get ${JSON.stringify({ token: order.token })}`)).toBe(1);
  await app.goto(`/order/${order.token}`);
  await expect(toast(page, CORRUPT_NOTICE())).toBeVisible();
  await expect(page.getByText('Cannot reach the store').first()).toBeVisible();
  await expect(banner).toBeVisible();

  await app.goto('/cart');
  const place = page.getByRole('button', { name: 'Place order', exact: true });
  await expect(place).toBeDisabled();
  await expect(place).toHaveAccessibleDescription(REASON);
  await expect(page.getByRole('button', { name: 'Update cart' })).toHaveCount(0);
  await expect(page.getByText(REASON)).toBeVisible();
  await app.screenshot('offline-cart-1440', { fullPage: true });

  // Meanwhile the store repriced a line; when it returns, the cart shows it without a page reload.
  const line = cart.order_item[0]!;
  app.store!.control.setTierPrices(line.variant_id, { tiers: [{ min_qty: 1, max_qty: null, price: 3.33 }] });
  await page.evaluate(() => ((globalThis as unknown as { noReload: boolean }).noReload = true));
  app.setStoreReachable(true);
  await expect(banner).toBeHidden();
  await expect(place).toBeEnabled();
  await expect(page.locator('main')).toContainText(money(3.33));
  expect(await page.evaluate(() => (globalThis as unknown as { noReload?: boolean }).noReload)).toBe(true);

  // The order whose copy was corrupt opens live again (and its copy is written anew).
  await app.goto(`/order/${order.token}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.order_number}` })).toBeVisible();

  // "Clear offline data" in settings removes this buyer's copies.
  await app.goto('/settings');
  await page.getByRole('button', { name: 'Clear offline data' }).click();
  await expect(page.getByText('Offline data cleared.')).toBeVisible();
  expect(answers('DELETE FROM answers')).toBe(0);
  expect(existsSync(join(app.settingsDir, 'settings.json'))).toBe(true);
});
