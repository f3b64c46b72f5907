import { test } from './harness';
import { logIn } from './commerce-helpers';

test('smoke', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  await app.page.waitForTimeout(1500);
  await app.screenshot('smoke-login');
  await logIn(app.page);
  await app.page.waitForTimeout(500);
  await app.screenshot('smoke-list');
  console.log(app.errors);
});
