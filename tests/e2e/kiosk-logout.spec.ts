/**
 * A kiosk idle logout shows the login screen at once and leaves nothing of the last buyer on
 * screen, even with the store cut off (the proxy drops every connection, so no 401 ever arrives to
 * clear things up). The idle timer itself is unit-tested; this triggers what it calls.
 */
import { expect, test } from './harness';
import { logIn, routeOf } from './auth-helpers';
import { buyerBehindProxy, closeProxied } from './proxied-buyer';

test.afterEach(closeProxied);

test('an idle logout with the store down shows login and none of the last buyer', async ({ launch }) => {
  const { app, page, proxy } = await buyerBehindProxy(launch);
  const global = await app.core.handlers['shop:global']({});
  const name = global.ok && global.data.customer ? global.data.customer.first_name : '';
  expect(name).not.toBe('');

  // The buyer's screen: prices on the list, the cart total in the header, a search typed.
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  const cartTotal = page.getByTestId('header-cart').locator('.cart-total');
  await expect(cartTotal).toHaveText(/RM\s\d/);
  await expect(page.locator('main')).toContainText(/RM\s\d/);
  await app.goto('/account');
  await expect(page.locator('main')).toContainText(name);
  await app.goto('/');
  await expect(page.locator('main')).toContainText(/RM\s\d/);

  proxy.faults.dropAll = true;
  app.core.endSession(); // what the glue's idle timer calls

  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(routeOf(page)).toBe('/login');
  const body = page.locator('body');
  await expect(body).not.toContainText(/RM\s\d/);
  await expect(body).not.toContainText(name);
  await expect(page.getByTestId('header-cart')).toHaveCount(0);
  await app.screenshot('kiosk-idle-logout');

  // Home, or the last buyer's pages, stay behind login: nothing cached shows them again.
  for (const path of ['/', '/cart', '/account']) {
    await app.goto(path);
    await expect(page).toHaveURL(/#\/login(\?|$)/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(body).not.toContainText(/RM\s\d/);
    await expect(body).not.toContainText(name);
  }
});

test('the next buyer never sees the last buyer’s cached product prices', async ({ launch }) => {
  const { app, page, proxy } = await buyerBehindProxy(launch);
  await expect(page.locator('main')).toContainText(/RM\s\d/);
  proxy.faults.dropAll = true;
  app.core.endSession();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();

  // The store is back but slow with the product list: until it answers, the next buyer's list
  // can only show what the page still holds of the last one.
  proxy.faults.dropAll = false;
  proxy.faults.productsDelayMs = 5_000;
  await logIn(page, { email: 'other@wholesale.test', password: 'other1234' });
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/RM\s\d/);
});
