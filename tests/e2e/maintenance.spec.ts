import type { ShopPatch } from '../../server/shop/settings';
import { axeSerious, expect, test } from './harness';
import { SMALL_STORE, control, logIn, routeOf } from './auth-helpers';
import { DEMO_SHOP_NAME } from '../../server/seed/shop';

const UNDER_MAINTENANCE = `${DEMO_SHOP_NAME} is under maintenance.`;
const UNAVAILABLE = 'This store is currently unavailable.';
/** The seeded store: open, enabled, on plan 6. */
const OPEN: ShopPatch = { is_enabled: true, status: 1, plan_id: 6 };

const CLOSED: Array<{ rule: string; patch: ShopPatch; heading: string }> = [
  { rule: 'store disabled', patch: { is_enabled: false }, heading: UNAVAILABLE },
  { rule: 'status 0', patch: { status: 0 }, heading: UNDER_MAINTENANCE },
  ...[1, 2, 3, 4, 5].map((plan_id) => ({ rule: `plan_id ${plan_id}`, patch: { plan_id }, heading: UNAVAILABLE })),
];

test.describe('maintenance', () => {
  test('every closing rule sends the app to /maintenance with its own heading', async ({ launch }) => {
    const app = await launch(SMALL_STORE);
    const { page } = app;
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    for (const { rule, patch, heading } of CLOSED) {
      await test.step(rule, async () => {
        control(app).setShop({ ...OPEN, ...patch });
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        expect(routeOf(page)).toBe('/maintenance');
      });
    }
    expect(await axeSerious(page)).toEqual([]);
    await app.screenshot('maintenance-unavailable');

    control(app).setShop({ ...OPEN, status: 0 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: UNDER_MAINTENANCE })).toBeVisible();
    await app.screenshot('maintenance');
  });

  test('plan 0 and plan 6 are open, and an open store leaves /maintenance', async ({ launch }) => {
    const app = await launch(SMALL_STORE);
    const { page } = app;
    for (const plan_id of [0, 6]) {
      await test.step(`plan_id ${plan_id}`, async () => {
        control(app).setShop({ ...OPEN, plan_id });
        await app.goto('/maintenance');
        await page.reload();
        await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
        expect(routeOf(page)).toBe('/login');
      });
    }
  });

  test('a signed-in buyer is taken off any screen while the store is closed, and back in when it opens', async ({ launch }) => {
    const app = await launch(SMALL_STORE);
    const { page } = app;
    await logIn(page);
    await app.goto('/cart');
    control(app).setShop({ status: 0 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: UNDER_MAINTENANCE })).toBeVisible();
    expect(routeOf(page)).toBe('/maintenance');

    control(app).setShop({ status: 1 });
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    expect(routeOf(page)).toBe('/');
  });
});
