import { axeSerious, expect, test } from './harness';
import { logIn } from './commerce-helpers';
import { control } from './auth-helpers';

test('a buyer with no orders yet sees No record found instead of an empty table', async ({ launch }) => {
  const app = await launch({ path: '/login', products: 6 });
  const buyer = { email: 'new.buyer@wholesale.test', password: 'fresh-start-1' };

  // A brand-new account, activated through the link the store mailed.
  const signed = await app.core.handlers['auth:signup']({ first_name: 'New', last_name: 'Buyer', ...buyer });
  expect(signed.ok).toBe(true);
  const link = control(app).lastLink(buyer.email, 'activation');
  const token = link ? new URL(link).searchParams.get('token') : null;
  expect(token).toBeTruthy();
  expect((await app.core.handlers['auth:activate']({ token: token ?? '' })).ok).toBe(true);

  await logIn(app.page, buyer);
  await app.goto('/order');
  await expect(app.page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(app.page.getByText('No record found.')).toBeVisible();
  await expect(app.page.getByRole('table')).toHaveCount(0);
  expect(await axeSerious(app.page)).toEqual([]);
});
