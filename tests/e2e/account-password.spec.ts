import { expect, test } from './harness';
import { logIn } from './commerce-helpers';
import { SMALL, openAs, recordCalls } from './account-helpers';

test.describe('password change', () => {
  // One signed-in window for the form's three ways out: caught before sending, refused by the store, changed.
  test('a mismatched confirmation is caught before anything is sent; a wrong current password shows the store message; a successful change closes the form, and the new password logs in', async ({ launch }) => {
    const app = await launch(SMALL);
    const { page } = app;
    await openAs(app, '/account', 'Account Details');

    await test.step('a mismatched confirmation is caught before anything is sent', async () => {
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByLabel('Current password')).toBeFocused();

      const calls = await recordCalls(page);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('The current password field is required.')).toBeVisible();
      await expect(page.getByText('The new password field is required.')).toBeVisible();

      await page.getByLabel('Current password').fill('demo1234');
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('newpass99');
      await page.getByLabel('Confirm new password').fill('newpass98');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('Confirm password not matching.')).toBeVisible();
      expect(await calls()).not.toContain('account:updatePassword');

      // Cancel closes the form and gives focus back to the button that opened it.
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('button', { name: 'Change password' })).toBeFocused();
    });

    await test.step('a wrong current password shows the store message', async () => {
      await page.getByRole('button', { name: 'Change password' }).click();
      const calls = await recordCalls(page);
      await page.getByLabel('Current password').fill('not-my-password');
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('newpass99');
      await page.getByLabel('Confirm new password').fill('newpass99');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('alert')).toHaveText('!The password is incorrect.');
      await expect(page.getByTestId('toast').filter({ hasText: 'Update password failed.' })).toBeVisible();
      await expect(page.getByLabel('Current password')).toBeVisible();
      expect(await calls()).toContain('account:updatePassword');
      await page.getByRole('button', { name: 'Cancel' }).click();
    });

    await test.step('a successful change closes the form, and the new password logs in', async () => {
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByLabel('Current password').fill('demo1234');
      await page.getByRole('textbox', { name: 'New password', exact: true }).fill('newpass99');
      await page.getByLabel('Confirm new password').fill('newpass99');
      await app.screenshot('account-password-form');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByTestId('toast').filter({ hasText: 'Update password success.' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
      await expect(page.getByLabel('Current password')).toHaveCount(0);

      await app.goto('/logout');
      await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
      await logIn(page, { email: 'demo@wholesale.test', password: 'newpass99' });
    });
  });
});
