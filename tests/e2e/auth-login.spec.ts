import type { Page } from '@playwright/test';
import { axeSerious, expect, test } from './harness';
import { DEMO, SMALL_STORE, control, fillLogin, invalidFieldText, logIn, routeOf, watchBlankStates } from './auth-helpers';
import { recordCalls } from './account-helpers';
import { startStorefront } from '../../server/index';
import { storeProxy } from './store-proxy';

const productList = (page: Page) => page.getByRole('heading', { level: 1, name: 'All Products' });

test.describe('login', () => {
  // One window at the login screen for what a buyer meets there before signing in.
  test('validates on submit only, in the store wording, and focuses the first invalid field; a wrong password shows the store message in a danger alert; fits a narrow 400 px window', async ({ launch }) => {
    const app = await launch(SMALL_STORE);
    const { page } = app;
    const email = page.getByLabel('Email');

    await test.step('fits a narrow 400 px window', async () => {
      await page.setViewportSize({ width: 400, height: 760 });
      await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
      const overflow = await page.evaluate(() => {
        // Tests are type-checked without the DOM library.
        const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
        return root.scrollWidth - root.clientWidth;
      });
      expect(overflow).toBe(0);
      await app.screenshot('auth-login-narrow');
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('validates on submit only, in the store wording, and focuses the first invalid field', async () => {
      await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
      await expect(page.getByLabel('Remember me')).toBeChecked();
      await expect(email).toBeFocused();
      expect(await axeSerious(page)).toEqual([]);
      await app.screenshot('auth-login');

      // Nothing is said while typing or leaving a field: validation runs on submit only.
      await email.fill('not-an-email');
      await page.getByLabel('Password', { exact: true }).focus();
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');

      await email.fill('');
      await page.getByLabel('Password', { exact: true }).press('Enter');
      expect(await invalidFieldText(page, 'Email')).toContain('The email field is required.');
      expect(await invalidFieldText(page, 'Password')).toContain('The password field is required.');
      await expect(email).toBeFocused();
      expect(await axeSerious(page)).toEqual([]);
      await app.screenshot('auth-login-errors');

      await email.fill('buyer@@example');
      await page.getByLabel('Password', { exact: true }).fill('whatever');
      await page.getByRole('button', { name: 'Log in' }).click();
      expect(await invalidFieldText(page, 'Email')).toContain('The email field must be a valid email address.');
      await expect(page.getByLabel('Password', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
      expect(routeOf(page)).toBe('/login');
    });

    await test.step('a wrong password shows the store message in a danger alert and keeps the buyer here', async () => {
      // A fresh form: the invalid e-mail's message is gone, as after a reload.
      await page.reload();
      await fillLogin(page, { email: DEMO.email, password: 'not-the-password' });
      const heading = page.getByRole('heading', { name: 'Log in' });
      const top = (await heading.boundingBox())?.y;
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toContainText('These credentials do not match our records.');
      // The card grows downwards: what the buyer was looking at does not jump.
      expect((await heading.boundingBox())?.y).toBe(top);
      await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
      expect(routeOf(page)).toBe('/login');
      await app.screenshot('auth-login-wrong-password');
    });
  });

  test('a login the store accepts but whose session the app cannot keep says so, and keeps the form', async ({ launch }) => {
    const store = await startStorefront({ port: 0, products: 6 });
    const proxy = await storeProxy(store.url, { loginLosesCookie: true });
    const app = await launch({ storeUrl: proxy.url, path: '/login' });
    try {
      const { page } = app;
      await fillLogin(page, DEMO);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toContainText('The store accepted your login but did not keep you signed in.');
      await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
      await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
      expect(routeOf(page)).toBe('/login');
      await app.screenshot('auth-login-not-kept');

      // The same login through a pass-through that keeps the cookie goes on to the list.
      proxy.faults.loginLosesCookie = false;
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(productList(page)).toBeVisible();
    } finally {
      await app.close();
      await proxy.close();
      await store.close();
    }
  });

  test('signs in with the e-mail as typed (any case, spaces), then logs out', async ({ launch }) => {
    const app = await launch(SMALL_STORE);
    const { page } = app;
    await fillLogin(page, { email: '  Demo@Wholesale.TEST ', password: DEMO.password });
    const calls = await recordCalls(page);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(productList(page)).toBeVisible();
    expect(routeOf(page)).toBe('/');
    // The list's first page was asked for as the login answered: the list shows that read, without a second call.
    await expect(page.locator('.product-card:not(.product-card--skeleton)').first()).toBeVisible();
    expect(await calls()).toContain('auth:login');
    expect((await calls()).filter((call) => call === 'catalog:products')).toHaveLength(1);

    await app.goto('/logout');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(routeOf(page)).toBe('/login');
    // The session really ended: a customer screen asks to log in again.
    await app.goto('/cart');
    await expect(page).toHaveURL(/#\/login\?redirect=%2Fcart$/);
  });

  test('returns to the screen that asked for a login, and never to another host; the form stays until the next screen replaces it, with no blank window between', async ({ launch }) => {
    const app = await launch({ ...SMALL_STORE, path: '/order' }); // opened there: no hash change racing the boot's gates
    const { page } = app;
    await expect(page).toHaveURL(/#\/login\?redirect=%2Forder$/);
    let blankStates = await watchBlankStates(page);
    await logIn(page);
    await expect(page).toHaveURL(/#\/order$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    expect(await blankStates()).toBe(0);

    await app.goto('/logout');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await app.goto('/login?redirect=%2F%2Fevil.test%2Fphish');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    blankStates = await watchBlankStates(page);
    await logIn(page);
    await expect(productList(page)).toBeVisible();
    expect(routeOf(page)).toBe('/');
    await expect(page.locator('.product-card:not(.product-card--skeleton)').first()).toBeVisible();
    expect(await blankStates()).toBe(0);
  });

  test('without remember me a relaunch lands on login; remember me (on by default) keeps the buyer signed in across a relaunch', async ({ launch }) => {
    const app = await launch(SMALL_STORE);
    await logIn(app.page, DEMO, { remember: false });
    await expect(productList(app.page)).toBeVisible();
    const again = await app.relaunch();
    await expect(again.page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(routeOf(again.page)).toBe('/login');

    await logIn(again.page);
    await expect(productList(again.page)).toBeVisible();
    const third = await again.relaunch();
    await expect(productList(third.page)).toBeVisible();
    expect(routeOf(third.page)).toBe('/');
  });

  test('speaks the store language (Malay)', async ({ launch }) => {
    const app = await launch(SMALL_STORE);
    const { page } = app;
    control(app).setShop({ locale: 'ms_MY' });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log masuk' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms-MY');
    await expect(page.getByLabel('E-mel')).toBeVisible();
    await expect(page.getByLabel('Kata laluan', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Ingat saya')).toBeChecked();
    await page.getByRole('button', { name: 'Log masuk' }).click();
    expect(await invalidFieldText(page, 'E-mel')).toContain('Medan e-mel diperlukan.');
    await app.screenshot('auth-login-malay');
  });
});

test.describe('sign-up switched off', () => {
  test('sends /signup to login, where the store can be e-mailed instead', async ({ launch }) => {
    const app = await launch(SMALL_STORE);
    const { page } = app;
    await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
    control(app).setShop({ is_customer_signup: false });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Contact the store by email' }).click();
    await expect.poll(() => app.openedExternal).toEqual(['mailto:orders@harbour-wholesale.test']);
    await app.screenshot('auth-login-signup-off');

    await app.goto('/signup');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });
});
