import { axeSerious, expect, test } from './harness';
import { NARROW, SMALL, openAs } from './account-helpers';

test.describe('account details', () => {
  test('shows the profile and the address book, the primary address without a delete button, and a missing phone as a dash', async ({ launch }) => {
    const app = await launch(SMALL);
    const { page } = app;
    await openAs(app, '/account', 'Account Details');

    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByRole('definition')).toHaveText(['Mei Ling', 'Tan', 'demo@wholesale.test', '+60 12-345 6789']);

    const cards = page.getByRole('region', { name: 'Addresses' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    const primary = cards.filter({ hasText: 'Primary' });
    await expect(primary).toHaveCount(1);
    await expect(primary).toContainText('Tan Brothers Trading Sdn. Bhd.');
    await expect(primary).toContainText('Kuala Lumpur, Wilayah Persekutuan (Kuala Lumpur) 50400');
    await expect(primary).toContainText('Malaysia');
    await expect(primary.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(cards.filter({ hasText: 'Indonesia' }).getByRole('button', { name: 'Delete address of Budi Santoso' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Taiwan' })).toContainText('Formosa Hardware Co., Ltd.');

    expect(await axeSerious(page)).toEqual([]);
    await app.screenshot('account-1440', { fullPage: true });
    await page.setViewportSize(NARROW);
    await app.screenshot('account-420', { fullPage: true });

    await test.step('shows a missing phone as a dash', async () => {
      app.store!.ctx.db.prepare("UPDATE customers SET phone = NULL WHERE email = 'demo@wholesale.test'").run();
      // Read afresh from the store, as on the next start.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Account Details' })).toBeVisible();
      await expect(profile.getByRole('definition').last()).toHaveText('-');
    });
  });
});
