/**
 * A kiosk serves one customer after another: its login offers no "Remember me", says the login is
 * not kept, and asks no browser to keep the password. A desktop that is no kiosk keeps its box.
 */
import { expect, test } from './harness';

for (const width of [1440, 420]) {
  test(`a kiosk's login at ${width} px: no Remember me, and nothing a browser would keep`, async ({ launch }) => {
    const app = await launch({ path: '/login', kiosk: true, viewport: { width, height: 900 } });
    const { page } = app;
    await expect(page.getByText('This computer is shared: your login is not kept after you leave.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toHaveCount(0);
    await expect(page.locator('form.auth-form')).toHaveAttribute('autocomplete', 'off');
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'off');
    await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'off');
    await app.screenshot(`kiosk-login-${width}`);
  });
}

test("a desktop's login keeps Remember me, ticked, and the fields' usual hints", async ({ launch }) => {
  const app = await launch({ path: '/login' });
  await expect(app.page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await expect(app.page.getByLabel('Password')).toHaveAttribute('autocomplete', 'current-password');
  await expect(app.page.getByText('This computer is shared', { exact: false })).toHaveCount(0);
});
