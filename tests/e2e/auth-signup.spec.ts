import type { Page } from '@playwright/test';
import { axeSerious, expect, test } from './harness';
import { SMALL_STORE, appPath, control, invalidFieldText, logIn, routeOf } from './auth-helpers';
import { DEMO_SHOP_NAME } from '../../server/seed/shop';

const BUYER = { first: 'Aisyah', last: 'Rahman', email: 'aisyah@kedai-runcit.test', password: 'kedai2024' };

test.describe('sign-up and activation', () => {
  test('a new buyer signs up, activates from the mailed link and logs in', async ({ launch }) => {
    const app = await launch(SMALL_STORE);
    const { page } = app;
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: DEMO_SHOP_NAME })).toBeVisible();
    await expect(page.getByText(`Register to order from ${DEMO_SHOP_NAME}.`)).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();
    expect(await axeSerious(page)).toEqual([]);
    await app.screenshot('auth-signup');

    await page.getByLabel('First name').fill(BUYER.first);
    await page.getByLabel('Last name').fill(BUYER.last);
    await page.getByLabel('Email').fill(BUYER.email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill(BUYER.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');

    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Check your email for the activation link.' })).toBeVisible();
    // Not active yet: the store says so.
    await logInExpectingFailure(page, BUYER.email, BUYER.password, 'has not been activated');

    const link = control(app).lastLink(BUYER.email, 'activation');
    expect(link).not.toBeNull();
    await app.goto(appPath(link!));
    await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
    await expect(page.getByText('Your email address is confirmed.')).toBeVisible();
    expect(await axeSerious(page)).toEqual([]);
    await app.screenshot('auth-activation');

    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your account is active.' })).toBeVisible();
    await logIn(page, { email: BUYER.email, password: BUYER.password });
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  });

  test('a used or unknown activation token goes to login without a message', async ({ launch }) => {
    const app = await launch({ ...SMALL_STORE, path: '/activation?token=0123456789abcdef0123456789abcdef' }); // opened there: no hash change racing the boot's gates
    const { page } = app;
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('without a token the activation screen takes the link pasted from the e-mail', async ({ launch }) => {
    const app = await launch(SMALL_STORE);
    const { page } = app;
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('First name').fill(BUYER.first);
    await page.getByLabel('Last name').fill(BUYER.last);
    await page.getByLabel('Email').fill(BUYER.email);
    await page.getByLabel('Password', { exact: true }).fill(BUYER.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/#\/login$/);

    await app.goto('/activation');
    await expect(page.getByRole('heading', { name: 'Open your activation link' })).toBeVisible();
    const field = page.getByLabel('Link from the email');
    await expect(field).toBeFocused();
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await invalidFieldText(page, 'Link from the email')).toContain('Paste the link from the email.');
    await field.fill('https://shop.example.com/reset-password?reset_token=0123456789abcdef');
    await field.press('Enter');
    expect(await invalidFieldText(page, 'Link from the email')).toContain('This is not an activation link.');
    expect(await axeSerious(page)).toEqual([]);
    await app.screenshot('auth-activation-paste-error');

    await field.fill(` <${control(app).lastLink(BUYER.email, 'activation')}> `);
    await field.press('Enter');
    await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();
    await page.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your account is active.' })).toBeVisible();
  });

  test('checks every field on submit with the store wording, and shows the store refusal at the field', async ({ launch }) => {
    const app = await launch({ ...SMALL_STORE, path: '/signup' }); // opened there: no hash change racing the boot's gates
    const { page } = app;
    await page.getByRole('button', { name: 'Sign up' }).click();
    expect(await invalidFieldText(page, 'First name')).toContain('The first name field is required.');
    expect(await invalidFieldText(page, 'Last name')).toContain('The last name field is required.');
    expect(await invalidFieldText(page, 'Email')).toContain('The email field is required.');
    expect(await invalidFieldText(page, 'Password')).toContain('The password field is required.');
    await expect(page.getByLabel('First name')).toBeFocused();
    expect(await axeSerious(page)).toEqual([]);
    await app.screenshot('auth-signup-errors');

    await page.getByLabel('First name').fill(BUYER.first);
    await page.getByLabel('Last name').fill(BUYER.last);
    await page.getByLabel('Email').fill('aisyah.kedai-runcit.test');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Sign up' }).click();
    expect(await invalidFieldText(page, 'Email')).toContain('The email field must be a valid email address.');
    await expect(page.getByLabel('Password', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toBeFocused();

    // An address the store already knows: its message at the field and in the alert.
    await page.getByLabel('Email').fill('demo@wholesale.test');
    await page.getByLabel('Password', { exact: true }).fill(BUYER.password);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('alert')).toContainText('The email has already been taken.');
    expect(await invalidFieldText(page, 'Email')).toContain('The email has already been taken.');
    expect(routeOf(page)).toBe('/signup');
  });
});

async function logInExpectingFailure(page: Page, email: string, password: string, text: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText(text);
}
