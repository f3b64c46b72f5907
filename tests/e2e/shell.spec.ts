import type { Page } from '@playwright/test';
import { axeSerious, expect, test } from './harness';
import { DEMO_SHOP_NAME } from '../../server/seed/shop';

const brand = (page: Page) =>
  page.getByRole('img', { name: DEMO_SHOP_NAME }).or(page.getByText(DEMO_SHOP_NAME, { exact: true })).first();

const hashOf = (page: Page) => new URL(page.url()).hash;

async function logInAsDemo(page: Page) {
  await page.getByLabel('Email').fill('demo@wholesale.test');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('boots against the reference storefront and shows the store on the login screen', async ({ app }) => {
  const { page } = app;
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(brand(page)).toBeVisible();
  expect(hashOf(page)).toBe('#/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  expect(await axeSerious(page)).toEqual([]);
  await app.screenshot('shell-login');
});

test('with no store configured it asks for one, refuses plain http and connects', async ({ launch }) => {
  const app = await launch({ noStore: true });
  const { page } = app;
  await expect(page.getByRole('heading', { name: 'Connect to your store' })).toBeVisible();
  expect(hashOf(page)).toBe('#/connect');
  expect(await axeSerious(page)).toEqual([]);
  await app.screenshot('shell-connect');

  const address = page.getByLabel('Store address');
  await address.fill('http://example.com');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('must start with https://')).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');

  await address.fill(app.storeUrl);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(brand(page)).toBeVisible();

  // The address is remembered: a relaunch goes straight to the store.
  const again = await app.relaunch();
  await expect(again.page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

// The CSP check (the injected script) lives in shell-security.spec.ts with the rest of the security journeys.

test('guests are sent to login with a return path; unknown routes go home', async ({ app }) => {
  const { page } = app;
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await app.goto('/order/abc123');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Forder%2Fabc123$/);
  await app.goto('/no/such/screen');
  await expect(page).toHaveURL(/#\/login$/);
});

test('a policy page renders the store HTML with its date, and a missing one says so', async ({ app }) => {
  const { page } = app;
  await app.goto('/legal/refund-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
  await expect(page.getByText(/Last updated \d{1,2} \w+ \d{4}, \d{1,2}:\d{2} (am|pm)/)).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  await app.screenshot('shell-legal');
  await app.goto('/pages/no-such-page');
  await expect(page.getByText('No record found.')).toBeVisible();
});

test('a closed store shows maintenance and comes back when it reopens', async ({ app }) => {
  const { page } = app;
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  app.store!.control.setShop({ status: 0 });
  await page.reload();
  await expect(page.getByRole('heading', { name: `${DEMO_SHOP_NAME} is under maintenance.` })).toBeVisible();
  expect(hashOf(page)).toBe('#/maintenance');
  await app.screenshot('shell-maintenance');

  app.store!.control.setShop({ status: 1, plan_id: 3 });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'This store is currently unavailable.' })).toBeVisible();

  app.store!.control.setShop({ plan_id: 0 });
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test.describe('logged in', () => {
  test('the header shows store, navigation and cart; an expired session returns to login', async ({ app }) => {
    const { page } = app;
    await logInAsDemo(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(header.getByRole('link', { name: /Cart/ })).toBeVisible();
    await expect(header.getByRole('search')).toBeVisible();
    await expect(page.locator('.spinner-wrap--block')).toHaveCount(0);
    await app.screenshot('shell-header-wide');

    // The header's and footer's links are plain hash links: each is a navigation, Back returns,
    // and the page on screen is marked current (a product page belongs to Products).
    const current = header.locator('[aria-current="page"]');
    await expect(current).toHaveText('Products');
    await header.getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(current).toHaveText('Orders');
    await header.getByRole('link', { name: /Cart/ }).click();
    await expect(page).toHaveURL(/#\/cart$/);
    await expect(current).toContainText('Cart');
    await page.goBack();
    await expect(page).toHaveURL(/#\/order$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(current).toHaveCount(0);
    await header.getByRole('link', { name: 'Products' }).click();
    await page.locator('.product-card__link').first().click();
    await expect(page).toHaveURL(/#\/products\//);
    await expect(current).toHaveText('Products');

    await app.emit('store:connectivity', { online: false });
    await expect(page.getByTestId('offline-banner')).toContainText('cannot be reached');
    await app.emit('store:connectivity', { online: true });
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);

    await app.goto('/legal/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    // Searching from any screen goes to the product list with the query kept.
    const search = header.getByRole('combobox', { name: 'Search products' });
    await search.fill('bolt');
    await search.press('Enter');
    await expect(page).toHaveURL(/#\/$/);
    await expect(search).toHaveValue('bolt');

    await app.goto('/legal/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await app.emit('session:expired', {});
    await expect(page).toHaveURL(/#\/login\?redirect=%2Flegal%2Fprivacy-policy$/);
  });

  test('on a narrow window the menu folds behind an accessible toggle', async ({ launch }) => {
    const app = await launch({ viewport: { width: 390, height: 800 } });
    const { page } = app;
    await logInAsDemo(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Orders' })).toBeHidden();
    await expect(page.locator('.spinner-wrap--block')).toHaveCount(0);
    await app.screenshot('shell-header-narrow');

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Orders' })).toBeVisible();
    await app.screenshot('shell-header-narrow-open');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'Orders' })).toBeHidden();
  });
});
