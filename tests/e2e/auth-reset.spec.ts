import { axeSerious, expect, test } from './harness';
import { DEMO, SMALL_STORE, control, invalidFieldText, logIn, routeOf } from './auth-helpers';

const NEW_PASSWORD = 'harbour-2025';

test.describe('forgotten password', () => {
  test('asks for the e-mail, mails a link, and the pasted link sets a new password', async ({ launch }) => {
    const app = await launch(SMALL_STORE);
    const { page } = app;
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    const email = page.getByLabel('Email');
    await expect(email).toBeFocused();
    expect(await axeSerious(page)).toEqual([]);
    await app.screenshot('auth-forgot');

    await email.fill(DEMO.email);
    await email.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Check your email for instructions to reset your password.' })).toBeVisible();
    await app.screenshot('auth-forgot-sent');
    const link = control(app).lastLink(DEMO.email, 'reset');
    expect(link).not.toBeNull();

    // On the desktop the link opens in the mail client: the buyer pastes it here.
    await app.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Open your reset link' })).toBeVisible();
    expect(await axeSerious(page)).toEqual([]);
    await app.screenshot('auth-reset-paste');
    await page.getByLabel('Link from the email').fill(link!);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.email);
    await expect(page.getByLabel('New password', { exact: true })).toBeFocused();
    expect(await axeSerious(page)).toEqual([]);
    await app.screenshot('auth-reset');

    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset.' })).toBeVisible();

    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('These credentials do not match our records.');
    await logIn(page, { email: DEMO.email, password: NEW_PASSWORD });
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();

    // The link was single use: opening it again goes to login without a word.
    await app.goto('/logout');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await app.goto(`/reset-password?reset_token=${new URL(link!).searchParams.get('reset_token')}`);
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  // One window for both forms' checks: the forgot screen's, then the reset screen's.
  test('forgot: checks the e-mail on submit and shows the store refusal in a danger alert; reset: new password and confirmation are required, at least 6 long and equal', async ({ launch }) => {
    // Opened there, not navigated to at once: a hash change during boot races the guest gate's redirect.
    const app = await launch({ ...SMALL_STORE, path: '/forgot-password' });
    const { page } = app;

    await test.step('forgot: checks the e-mail on submit and shows the store refusal in a danger alert', async () => {
      await page.getByRole('button', { name: 'Reset password' }).click();
      expect(await invalidFieldText(page, 'Email')).toContain('The email field is required.');
      await page.getByLabel('Email').fill('nobody');
      await page.getByRole('button', { name: 'Reset password' }).click();
      expect(await invalidFieldText(page, 'Email')).toContain('The email field must be a valid email address.');

      await page.getByLabel('Email').fill('nobody@wholesale.test');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByRole('alert')).toContainText("We can't find a user with that email address.");
      await app.screenshot('auth-forgot-error');
      await page.getByRole('link', { name: 'Back to login' }).click();
      await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    });

    await test.step('reset: new password and confirmation are required, at least 6 long and equal', async () => {
      await app.goto('/forgot-password');
      await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
      await page.getByLabel('Email').fill(DEMO.email);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible();
      const link = new URL(control(app).lastLink(DEMO.email, 'reset')!);
      await app.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();

      const submit = page.getByRole('button', { name: 'Reset password' });
      await submit.click();
      expect(await invalidFieldText(page, 'New password')).toContain('The password field is required.');
      expect(await invalidFieldText(page, 'Confirm new password')).toContain('The password confirmation field is required.');
      await app.screenshot('auth-reset-errors');

      await page.getByLabel('New password', { exact: true }).fill('abc');
      await page.getByLabel('Confirm new password', { exact: true }).fill('abc');
      await submit.click();
      expect(await invalidFieldText(page, 'New password')).toContain('The password field must be at least 6 characters.');
      expect(await invalidFieldText(page, 'Confirm new password')).toContain('The password confirmation field must be at least 6 characters.');

      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password', { exact: true }).fill(`${NEW_PASSWORD}!`);
      await submit.click();
      expect(await invalidFieldText(page, 'Confirm new password')).toContain('The password field confirmation does not match.');
      await expect(page.getByLabel('Confirm new password', { exact: true })).toBeFocused();
      expect(routeOf(page)).toMatch(/^\/reset-password\?reset_token=/);

      // A token that expires while the screen is open: the store refusal is shown.
      control(app).expireTokens();
      await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
      await submit.click();
      await expect(page.getByRole('alert')).toContainText('This password reset token is invalid.');
    });
  });
});
