/**
 * Rules users meet at the seams between the shell and the catalogue/cart screens: the header
 * search keeps the list's sort, an ended session is told once (by the shell), and a product-list
 * error from the store shows its message and then goes to login.
 */
import { startStorefront } from '../../server/index';
import { expect, test } from './harness';
import { DEMO, control, logIn, routeOf } from './auth-helpers';
import { storeProxy } from './store-proxy';

/** Longer than the store's idle limit for a session without "remember me" (2 hours). */
const PAST_IDLE_LIMIT_MS = 3 * 60 * 60 * 1000;

test('a header search keeps the chosen sort and starts again from page 1', async ({ launch }) => {
  const app = await launch({ products: 60 });
  const { page } = app;
  await logIn(page);
  await page.getByLabel('Sort by').selectOption('title.desc');
  await expect(page).toHaveURL(/#\/\?sort=title\.desc$/);
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);

  const expected = await app.core.handlers['catalog:products']({ q: 'a', sort_by: 'title.desc', page: 1 });
  if (!expected.ok) throw new Error(expected.error.message);
  const titles = expected.data.products.map((product) => product.title);
  await page.getByRole('combobox', { name: 'Search products' }).fill('a');
  await page.getByRole('combobox', { name: 'Search products' }).press('Enter');

  expect(routeOf(page)).toBe('/?sort=title.desc');
  await expect(page.getByLabel('Sort by')).toHaveValue('title.desc');
  await expect(page.locator('.product-card__title').first()).toHaveText(titles[0] ?? '');
  await expect(page.locator('.product-card__title').last()).toHaveText(titles[titles.length - 1] ?? '');
});

test('an ended session is told once, by the shell, not again by the cart', async ({ launch }) => {
  const app = await launch({ products: 24 });
  const { page } = app;
  await logIn(page, DEMO, { remember: false });
  await app.goto('/cart');
  const quantity = page.getByRole('textbox', { name: /^Quantity of/ }).first();
  await expect(quantity).toBeVisible();
  // The catalogue walk a login starts reads the store in the background: done first, so the cart's
  // own update is the call that meets the ended session.
  await expect.poll(async () => {
    const status = await app.core.handlers['catalog:indexStatus']({});
    return status.ok && status.data.state === 'ready' && !status.data.refreshing;
  }, { timeout: 20_000 }).toBe(true);

  control(app).advanceTime(PAST_IDLE_LIMIT_MS);
  // A changed quantity saves itself: that save meets the ended session.
  await quantity.press('ArrowUp');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText('Your session has ended. Please log in again.')).toBeVisible();
  await expect(page.getByText(/Update cart failed/)).toHaveCount(0);
  expect(routeOf(page)).toBe('/login?redirect=%2Fcart');
});

test('a product list error shows the store message, then goes to login after 2 s', async ({ launch }) => {
  const store = await startStorefront({ port: 0, products: 6 });
  const proxy = await storeProxy(store.url, { productsError: 'Your price list is being updated.' });
  const app = await launch({ storeUrl: proxy.url, path: '/login' });
  try {
    const { page } = app;
    await logIn(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Your price list is being updated.' });
    await expect(alert).toBeVisible();
    expect(routeOf(page)).toBe('/');
    await expect(page).toHaveURL(/#\/login$/, { timeout: 5_000 });
    // The login screen stays: the list is not reopened behind it to fail and redirect again.
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await page.waitForTimeout(2_500);
    expect(routeOf(page)).toBe('/login');
  } finally {
    await app.close();
    await proxy.close();
    await store.close();
  }
});
