import { axeSerious, expect, test } from './harness';
import { logIn, SMALL_STORE } from './auth-helpers';
import { DEMO_SHOP_NAME } from '../../server/seed/shop';

test.describe('store hours', () => {
  test("shows the store's name and currency to a signed-in buyer", async ({ launch }) => {
    const app = await launch({ ...SMALL_STORE, viewport: { width: 1440, height: 900 }, path: '/login' });
    const { page } = app;
    await logIn(page);
    await page.getByRole('link', { name: 'Store hours' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Store hours' })).toBeVisible();
    await expect(page.getByTestId('store-hours-name')).toHaveText(DEMO_SHOP_NAME);
    await expect(page.getByTestId('store-hours-currency')).toHaveText('MYR');
    expect(await axeSerious(page)).toEqual([]);
    await app.screenshot('store-hours-1440', { fullPage: true });

    await page.setViewportSize({ width: 420, height: 860 });
    await app.goto('/store-hours');
    await expect(page.getByRole('heading', { level: 1, name: 'Store hours' })).toBeVisible();
    expect(await axeSerious(page)).toEqual([]);
    await app.screenshot('store-hours-420', { fullPage: true });
  });

  test('sends a guest to the login and back', async ({ launch }) => {
    const app = await launch({ ...SMALL_STORE, path: '/store-hours' });
    await logIn(app.page);
    await expect(app.page.getByRole('heading', { level: 1, name: 'Store hours' })).toBeVisible();
  });
});
