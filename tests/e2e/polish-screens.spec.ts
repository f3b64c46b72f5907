/**
 * Screenshots of every screen a buyer meets, at a desktop and a phone-sized width, for a
 * visual review (E2E_SCREENS_DIR or test-results/screens). The catalogue's grid, list, product
 * and cart-with-warnings shots come from catalog-screens.spec.ts. Each screen here is also
 * checked with axe-core for serious or critical violations.
 */
import { createServer } from 'node:net';
import { startStorefront } from '../../server/index';
import { axeSerious, expect, test, type App } from './harness';
import { DEMO, appPath, control, logIn } from './auth-helpers';
import { storeProxy } from './store-proxy';

const WIDTHS = [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '420', viewport: { width: 420, height: 860 } },
];
const WIDE = WIDTHS[0]!.viewport;
const OTHER = { email: 'other@wholesale.test', password: 'other1234' };
const FAST_FAILURE = { request: 2000, retryBackoff: 10, probe: 500 };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function shoot(app: App, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await app.screenshot(name, options);
  expect.soft(await axeSerious(app.page), name).toEqual([]);
}

/**
 * The screen as it is now, shot and checked at each width in turn, then back at the first: one
 * walk through the screens serves both widths.
 */
async function shootEach(app: App, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  for (const width of WIDTHS) {
    await app.page.setViewportSize(width.viewport);
    await shoot(app, `${name}-${width.name}`, options);
  }
  await app.page.setViewportSize(WIDE);
}

// The catalogue's walk differs by width (the folded menu, a loading state shot within its 1.5 s), so it runs once per width.
for (const { name, viewport } of WIDTHS) {
  test.describe(`screens at ${name} px`, () => {
    test('catalogue states, product, toast, carts', async ({ launch }) => {
      const store = await startStorefront({ products: 30 });
      const proxy = await storeProxy(store.url);
      const app = await launch({ storeUrl: proxy.url, viewport, path: '/login', timeouts: FAST_FAILURE });
      const { page } = app;
      try {
        await logIn(page, DEMO);
        await expect(page.locator('.product-card').first()).toBeVisible();
        await shoot(app, `polish-list-${name}`);
        // Keyboard focus on the first card: the focus ring must be visible.
        await page.getByRole('button', { name: 'List' }).focus();
        await page.keyboard.press('Tab');
        await expect(page.locator('.product-card__link').first()).toBeFocused();
        await app.screenshot(`polish-focus-card-${name}`);
        if (name === '420') {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await shoot(app, `polish-menu-open-${name}`);
          await page.getByRole('button', { name: 'Close menu' }).click();
        }

        // Under the 2 s request timeout: the loading state is shot while the page is on its way, and
        // the page still comes (a delay over the timeout made this a race with the retry).
        proxy.faults.productsDelayMs = 1500;
        await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2', exact: true }).click();
        await expect(page.locator('[aria-busy="true"]')).toBeVisible();
        await shoot(app, `polish-list-loading-${name}`);
        proxy.faults.productsDelayMs = 0;
        await expect(page.locator('.product-card').first()).toBeVisible();

        if (name === '420') await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('combobox', { name: 'Search products' }).fill('no such thing at all');
        await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
        await expect(page.getByText('No record found.')).toBeVisible();
        await shoot(app, `polish-list-empty-${name}`);
        await page.getByRole('button', { name: 'Clear search' }).click();

        await page.locator('.product-card__link').first().click();
        await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
        await shoot(app, `polish-product-${name}`, { fullPage: true });
        await page.getByRole('button', { name: 'Add to cart' }).click();
        await expect(page.getByText('Please check your quantity.')).toBeVisible();
        await shoot(app, `polish-toast-${name}`);

        await app.goto('/cart');
        await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeVisible();
        await shoot(app, `polish-cart-${name}`, { fullPage: true });

        proxy.faults.productsError = 'Your price list is being updated.';
        await app.goto('/?page=3');
        await expect(page.getByText('Your price list is being updated.')).toBeVisible();
        await shoot(app, `polish-list-error-${name}`);
        await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
        proxy.faults.productsError = undefined;

        await logIn(page, OTHER);
        await app.goto('/cart');
        await expect(page.getByText('Your cart is empty.')).toBeVisible();
        await shoot(app, `polish-cart-empty-${name}`);

        // The store goes away mid-session: the banner over every screen, and the list's retry.
        await proxy.close();
        await app.goto('/?sort=title.asc');
        await expect(page.getByTestId('offline-banner')).toBeVisible();
        await shoot(app, `polish-offline-banner-${name}`);
      } finally {
        await app.close();
        await proxy.close();
        await store.close();
      }
    });
  });
}

// Each screen is shot at both widths on the same walk: one start serves 1440 and 420 px.
test.describe('screens at 1440 and 420 px', () => {
    test('connect, offline and the modal', async ({ launch }) => {
    // Both widths' shots and axe checks in one walk: twice a single width's work.
    test.setTimeout(120_000);
      const first = await launch({ noStore: true, viewport: WIDE });
      await expect(first.page.getByRole('heading', { name: 'Connect to your store' })).toBeVisible();
      await shootEach(first, 'polish-connect');
      await first.close();

      const port = await freePort();
      const app = await launch({ storeUrl: `http://127.0.0.1:${port}`, viewport: WIDE, timeouts: FAST_FAILURE });
      const { page } = app;
      await expect(page.getByRole('heading', { name: 'Cannot reach the store' })).toBeVisible();
      await shootEach(app, 'polish-offline');
      const store = await startStorefront({ products: 6 });
      try {
        await page.getByRole('link', { name: 'Change store' }).click();
        await page.getByLabel('Store address').fill(store.url);
        await page.getByRole('button', { name: 'Connect' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await shootEach(app, 'polish-modal');
      } finally {
        await app.close();
        await store.close();
      }
    });

    test('sign-in screens, maintenance, preview and a policy', async ({ launch }) => {
    // Both widths' shots and axe checks in one walk: twice a single width's work.
    test.setTimeout(120_000);
      const app = await launch({ products: 12, viewport: WIDE, path: '/login' });
      const { page } = app;
      await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
      await shootEach(app, 'polish-login');
      await page.getByRole('button', { name: 'Log in' }).click();
      await shootEach(app, 'polish-login-errors');

      await app.goto('/signup');
      await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
      await shootEach(app, 'polish-signup', { fullPage: true });
      await page.getByLabel('First name').fill('Aisyah');
      await page.getByLabel('Last name').fill('Rahman');
      await page.getByLabel('Email').fill('aisyah@kedai-runcit.test');
      await page.getByLabel('Password', { exact: true }).fill('kedai2024');
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await expect(page).toHaveURL(/#\/login$/);
      await shootEach(app, 'polish-login-after-signup');
      await app.goto(appPath(control(app).lastLink('aisyah@kedai-runcit.test', 'activation')!));
      await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
      await shootEach(app, 'polish-activation');

      await app.goto('/forgot-password');
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      await shootEach(app, 'polish-forgot');
      await page.getByLabel('Email').fill(DEMO.email);
      await page.getByLabel('Email').press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible();
      await shootEach(app, 'polish-forgot-sent');
      await app.goto('/reset-password');
      await expect(page.getByRole('heading', { name: 'Open your reset link' })).toBeVisible();
      await shootEach(app, 'polish-reset-paste');
      await app.goto(appPath(control(app).lastLink(DEMO.email, 'reset')!));
      await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
      await shootEach(app, 'polish-reset');

      await app.goto('/preview');
      await expect(page.locator('.preview-card').first()).toBeVisible();
      await shootEach(app, 'polish-preview-guest', { fullPage: true });
      await app.goto('/legal/privacy-policy');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'What we collect' })).toBeVisible();
      await shootEach(app, 'polish-legal', { fullPage: true });

      control(app).setShop({ status: 0 });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: /under maintenance/ })).toBeVisible();
      await shootEach(app, 'polish-maintenance');
    });

    test('orders, account and contact', async ({ launch }) => {
    // Both widths' shots and axe checks in one walk: twice a single width's work.
    test.setTimeout(120_000);
      const app = await launch({ products: 30, viewport: WIDE, path: '/login' });
      const { page } = app;
      await logIn(page, DEMO);
      const visits: Array<[string, string, RegExp]> = [
        ['/order', 'orders', /Orders/],
        ['/account', 'account', /Account/],
        ['/contact_us', 'contact', /Contact/],
      ];
      for (const [path, shot, heading] of visits) {
        await app.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await shootEach(app, `polish-${shot}`, { fullPage: true });
      }
      await app.goto('/order');
      await page.locator('main a[href*="#/order/"]').first().click();
      await expect(page.getByRole('heading', { level: 1, name: /Order/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shootEach(app, 'polish-order-detail', { fullPage: true });
    });
});
