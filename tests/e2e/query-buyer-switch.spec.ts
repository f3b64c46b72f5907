/**
 * Every store answer the page holds is the buyer's it was read for: after buyer A logs out and
 * buyer B logs in, with the store slow to answer B, each screen opened at once can show only what
 * the page kept, and none of it may be A's: A's name, prices, cart lines, orders.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './harness';
import { logIn } from './auth-helpers';
import { storeOrder, storeOrders } from './orders-helpers';
import { buyerBehindProxy, closeProxied } from './proxied-buyer';

test.afterEach(closeProxied);

/** B's reads wait this long at the store: what shows before comes from the page. */
const SLOW_MS = 4_000;
const OTHER = { email: 'other@wholesale.test', password: 'other1234' };

const mainText = (page: Page) => page.locator('main').innerText();

test('after a logout, the next buyer’s screens opened at once show nothing of the last buyer', async ({ launch }) => {
  const { app, page, proxy, cart } = await buyerBehindProxy(launch);
  const [newest] = await storeOrders(app);
  const order = await storeOrder(app, newest!.token);
  const line = cart.order_item[0]!;
  const handle = line.product_handle!;
  const global = await app.core.handlers['shop:global']({});
  const name = global.ok && global.data.customer ? global.data.customer.first_name : '';
  expect(name).not.toBe('');

  // Buyer A reads every screen, so the page holds each of their answers.
  const main = page.locator('main');
  await expect(main).toContainText(/RM\s?[\d,]+\.\d\d/);
  await app.goto(`/products/${handle}`);
  await expect(main).toContainText(/RM\s?[\d,]+\.\d\d/);
  await app.goto('/cart');
  await expect(main).toContainText(line.product_name);
  await app.goto('/order');
  await expect(main).toContainText(order.name);
  await app.goto(`/order/${order.token}`);
  await expect(main).toContainText(order.name);
  await app.goto('/account');
  await expect(main).toContainText(name);

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  Object.assign(proxy.faults, { productsDelayMs: SLOW_MS, cartReadDelayMs: SLOW_MS, accountDelayMs: SLOW_MS, orderReadDelayMs: SLOW_MS });
  await logIn(page, OTHER);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();

  // Each screen is read once, as it opens: a retrying check would pass on the store's answer.
  const started = Date.now();
  const screens: [string, string | RegExp][] = [
    ['/', 'All Products'],
    [`/products/${handle}`, /./],
    ['/cart', 'Cart'],
    ['/quick-order', 'Quick order'],
    ['/order', 'Orders'],
    [`/order/${order.token}`, 'Orders'],
    ['/account', 'Account Details'],
  ];
  for (const [path, heading] of screens) {
    await app.goto(path);
    if (typeof heading === 'string') await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    else await expect(page.locator('.product-screen')).toBeVisible();
    const shown = await mainText(page);
    expect(shown, path).not.toContain(name);
    expect(shown, path).not.toMatch(/RM\s?[\d,]+\.\d\d/);
    expect(shown, path).not.toContain(line.product_name);
    expect(shown, path).not.toContain(order.name);
    if (path === '/cart') await app.screenshot('buyer-switch-cart');
  }
  // All of it before the store answered B: nothing above can have come from the store.
  expect(Date.now() - started).toBeLessThan(SLOW_MS);

  // The store's own answers do come, and they are B's.
  await expect(main).toContainText('Siti', { timeout: SLOW_MS * 3 });
  await expect(main).not.toContainText(name);
  await app.screenshot('buyer-switch-account');
});
