/**
 * An order changed on the store reaches the buyer as one system notification (the
 * harness records them), a count on Orders until seen, and a click that opens the order.
 */
import { expect, test } from './harness';
import { control, logIn } from './auth-helpers';
import { storeOrders } from './orders-helpers';

test('a fulfilment changed on the store: one notification names the order, its click opens it and clears the badge', async ({ launch }) => {
  const app = await launch({ products: 6 });
  const { page } = app;
  await logIn(page);
  await app.goto('/order');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const order = (await storeOrders(app)).find((o) => o.fulfillment_status === 'unfulfilled');
  if (!order) throw new Error('the demo customer has no unfulfilled order');

  await app.focusWindow(); // the check after login only records what the buyer has
  expect(app.notifications).toEqual([]);

  control(app).setOrderStatus(order.token, { fulfillment: 'fulfilled', tracking: { company: 'Ninja Van', number: 'EP2912345' } });
  await app.focusWindow();
  await app.focusWindow(); // nothing new the second time
  expect(app.notifications).toEqual([{ title: `Order ${order.order_number} shipped: Ninja Van EP2912345`, body: '', path: `/order/${order.token}` }]);

  const ordersLink = page.getByTestId('header-orders');
  await expect(ordersLink.locator('.nav-badge')).toHaveText('1');
  await expect(page.getByRole('link', { name: 'Orders (1 changed)' })).toBeVisible();
  await app.screenshot('orders-badge');

  await app.clickNotification(0);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.order_number}` })).toBeVisible();
  await expect(ordersLink.locator('.nav-badge')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
});
