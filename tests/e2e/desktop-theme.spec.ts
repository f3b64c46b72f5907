import type { Page } from '@playwright/test';
import { axeSerious, expect, test } from './harness';
import { logIn } from './commerce-helpers';
import { storeOrders } from './orders-helpers';

const SCREENS = [
  ['/', 'All Products'],
  ['/cart', 'Cart'],
  ['/quick-order', 'Quick order'],
  ['/order', 'Orders'],
  ['/account', 'Account'],
  ['/settings', 'Settings'],
] as const;

const background = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { getComputedStyle(e: unknown): { backgroundColor: string }; document: { body: unknown } })
    .getComputedStyle((globalThis as unknown as { document: { body: unknown } }).document.body).backgroundColor);

/**
 * The Light / Dark / System choice in Settings: kept by the core, applied to the window (the
 * harness stands in for nativeTheme with the page's colour scheme), and every main screen readable
 * in dark at 1440 and 420 (axe's contrast checks).
 */
test('dark chosen in Settings: every main screen is dark and readable at 1440 and 420', async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: { width: 1440, height: 900 } });
  const { page } = app;
  await logIn(page);
  const light = await background(page);

  await app.goto('/settings');
  await page.getByLabel('Colours').selectOption('dark');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect.poll(() => background(page)).not.toBe(light);
  const view = await app.core.handlers['settings:get']({});
  expect(view.ok && view.data.settings?.theme).toBe('dark');

  const [order] = await storeOrders(app);
  const product = (await app.core.handlers['catalog:products']({ page: 1 })) as { ok: true; data: { products: { handle: string; title: string }[] } };
  const first = product.data.products[0]!;
  const screens = [
    ...SCREENS,
    [`/order/${order!.token}`, `Order ${order!.order_number}`] as const,
    [`/products/${first.handle}`, first.title] as const,
  ];
  for (const width of [1440, 420]) {
    await page.setViewportSize({ width, height: width === 420 ? 800 : 900 });
    for (const [path, heading] of screens) {
      await app.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await app.screenshot(`dark-${width}${path.replace(/\//g, '-').slice(0, 24) || '-home'}`);
      expect(await axeSerious(page), `${path} at ${width}`).toEqual([]);
    }
  }

  // The login screen too, once logged out.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await app.screenshot('dark-1440-login');
  expect(await axeSerious(page), 'login').toEqual([]);
  await logIn(page);

  // Back to the system's choice (light here): the window is light again.
  await app.goto('/settings');
  await page.getByLabel('Colours').selectOption('system');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect.poll(() => background(page)).toBe(light);
});
