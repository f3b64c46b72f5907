import type { Page } from '@playwright/test';
import { startStorefront, type RunningStorefront } from '../../server/index';
import { axeSerious, expect, test, type App } from './harness';
import { DEMO, logIn, routeOf } from './auth-helpers';

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 420, height: 800 };
const A = 'Acme Hardware';
const B = 'Bolt Street Supply';

/** The header's (or the login screen's) store menu button: "Store: <current store>". */
const menuButton = (page: Page) => page.getByRole('button', { name: /^Store: / });
const storeItem = (page: Page, name: string) => page.getByRole('menu', { name: 'Your stores' }).getByRole('menuitemradio', { name: new RegExp(`^${name}`) });
const signedInHeader = (page: Page) => page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log out' });
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** One click in the store menu; the window then starts afresh on that store's last screen. */
async function switchTo(page: Page, name: string): Promise<void> {
  await menuButton(page).click();
  await storeItem(page, name).click();
  await expect(menuButton(page)).toHaveAccessibleName(`Store: ${name}`);
}

// A second reference store beside the one the harness starts for each app.
let storeB: RunningStorefront;
test.beforeAll(async () => {
  storeB = await startStorefront({ port: 0, testControl: true, products: 6 });
  storeB.control.setShop({ name: B });
});
test.afterAll(async () => {
  await storeB?.close();
});

async function firstProductPath(page: Page): Promise<string> {
  const link = page.locator('a[href^="#/products/"]').first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!.replace(/^#/, '');
}

/**
 * Fault "two stores, logged in to both: switching keeps each session; logging out
 * of one leaves the other": add a store from the header menu, one-click switches back and forth to
 * each store's last screen, links open in their own store, then rename and remove in the settings.
 */
test('two stores keep their own sign-in and last screen; links open in their store; rename and remove', async ({ launch }) => {
  const app: App = await launch({ path: '/login', viewport: WIDE, products: 6 });
  const { page } = app;
  app.store!.control.setShop({ name: A });
  await logIn(page, DEMO);

  const productA = await firstProductPath(page);
  await expect(menuButton(page)).toHaveAccessibleName(`Store: ${A}`);

  // Keyboard: ArrowDown opens on the first item, arrows move, Escape closes onto the button.
  await menuButton(page).focus();
  await page.keyboard.press('ArrowDown');
  await expect(storeItem(page, A)).toBeFocused();
  await expect(storeItem(page, A)).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Add a store…' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(menuButton(page)).toBeFocused();

  // Add B from the menu, chosen on a product page of A: A stays signed in.
  await app.goto(productA);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await menuButton(page).click();
  await page.getByRole('menuitem', { name: 'Add a store…' }).click();
  await expect(page.getByRole('heading', { name: 'Add a store' })).toBeVisible();
  await page.getByLabel('Store address').fill(storeB.url);
  await page.getByRole('button', { name: 'Connect' }).click();
  const add = page.getByRole('dialog', { name: 'Add this store?' });
  await expect(add).toContainText(`Nothing is lost at ${app.storeUrl}`);
  await add.getByRole('button', { name: 'Add store' }).click();
  await logIn(page, DEMO);
  await app.goto('/order');
  await expect(page.getByRole('table', { name: 'Your orders' })).toBeVisible();
  await expect(menuButton(page)).toHaveAccessibleName(`Store: ${B}`);

  // The open menu: both stores, both signed in, B checked.
  await menuButton(page).click();
  await expect(storeItem(page, B)).toHaveAttribute('aria-checked', 'true');
  await expect(storeItem(page, A)).toHaveAttribute('aria-checked', 'false');
  await expect(storeItem(page, A)).toContainText('Signed in');
  await expect(storeItem(page, B)).toContainText('Signed in');
  expect(await axeSerious(page)).toEqual([]);
  await app.screenshot('stores-menu-1440');
  await page.mouse.click(5, 880);
  await expect(page.getByRole('menu')).toHaveCount(0);

  await page.setViewportSize(NARROW);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menuButton(page).click();
  await expect(storeItem(page, A)).toBeVisible();
  expect(await axeSerious(page)).toEqual([]);
  await app.screenshot('stores-menu-420');
  await page.keyboard.press('Escape');
  await page.setViewportSize(WIDE);

  // One click back to A: still signed in, on the product page B was added from.
  await switchTo(page, A);
  await expect(signedInHeader(page)).toBeVisible();
  await expect.poll(() => routeOf(page)).toBe(productA);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();

  // To B: its order list, still signed in; and back to A: the product page left there.
  await switchTo(page, B);
  await expect.poll(() => routeOf(page)).toBe('/order');
  await expect(page.getByRole('table', { name: 'Your orders' })).toBeVisible();
  await switchTo(page, A);
  await expect.poll(() => routeOf(page)).toBe(productA);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(signedInHeader(page)).toBeVisible();
  await switchTo(page, B);
  await expect(page.getByRole('table', { name: 'Your orders' })).toBeVisible();

  // Logging out of B leaves A signed in; the login screen offers the way back.
  await signedInHeader(page).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await app.screenshot('stores-login-1440');
  await switchTo(page, A);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(signedInHeader(page)).toBeVisible();
  await menuButton(page).click();
  await expect(storeItem(page, B)).toContainText('Not signed in');
  await page.keyboard.press('Escape');

  // Links: a page of A while on B opens A on that page; a store not in the list changes nothing.
  await switchTo(page, B);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await app.openLink(`${app.storeUrl}${productA}`);
  await expect(menuButton(page)).toHaveAccessibleName(`Store: ${A}`);
  await expect.poll(() => routeOf(page)).toBe(productA);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await app.openLink(`https://unknown-store.example.com${productA}`);
  await expect(toast(page, 'not in your list')).toBeVisible();
  expect(routeOf(page)).toBe(productA);
  await expect(menuButton(page)).toHaveAccessibleName(`Store: ${A}`);

  // Settings: "Manage stores" lands on the stores section.
  await menuButton(page).click();
  await page.getByRole('menuitem', { name: 'Manage stores' }).click();
  const section = page.getByRole('region', { name: 'Stores' });
  await expect(page.getByRole('heading', { name: 'Stores' })).toBeFocused();
  await expect(section.getByRole('listitem')).toHaveCount(2);
  await expect(section.getByRole('button', { name: `Remove ${A}` })).toHaveCount(0);
  await expect(section).toContainText('The store in use cannot be removed');

  // Rename B: Escape cancels, Enter saves; the menu shows the new name, the store's own beside it here.
  await section.getByRole('button', { name: `Rename ${B}` }).click();
  const name = section.getByLabel(/^Name for /);
  await name.fill('Bolts North');
  await name.press('Escape');
  await expect(name).toHaveCount(0);
  await expect(section.getByRole('button', { name: `Rename ${B}` })).toBeFocused();
  await section.getByRole('button', { name: `Rename ${B}` }).click();
  await name.fill('Bolts North');
  await name.press('Enter');
  await expect(toast(page, 'Store renamed.')).toBeVisible();
  await expect(section).toContainText(`Store's own name: ${B}`);
  expect(await axeSerious(page)).toEqual([]);
  await app.screenshot('stores-settings-1440');
  await menuButton(page).click();
  await expect(storeItem(page, 'Bolts North')).toBeVisible();
  await page.keyboard.press('Escape');

  // Remove B after a confirmation that says what is forgotten.
  await section.getByRole('button', { name: 'Remove Bolts North' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Bolts North?' });
  await expect(confirm).toContainText('saved sign-in, offline copy');
  await confirm.getByRole('button', { name: 'Remove store' }).click();
  await expect(toast(page, 'Bolts North removed.')).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(1);
  await menuButton(page).click();
  await expect(page.getByRole('menuitemradio')).toHaveCount(1);
  // (A missing product image is the demo catalogue's, as in catalog.spec.)
  expect(app.errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});

test('a kiosk offers no store switching', async ({ launch }) => {
  const app = await launch({ kiosk: true, path: '/login', viewport: WIDE, products: 6 });
  const { page } = app;
  await logIn(page, DEMO);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  // Without the kiosk, a lone store still has the menu (for "Add a store…").
  await expect(menuButton(page)).toHaveCount(0);
  const view = await app.core.handlers['stores:list']({});
  expect(view.ok && view.data.pinned).toBe(true);
});
