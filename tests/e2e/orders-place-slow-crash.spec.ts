/**
 * Placed once across a crash: a slow store holds Place order 14 s, the app is gone 1 s after the
 * send, and the buyer, back in the app, presses Place order again about 7 s after the first send.
 * Nothing is sent again: the cart says it is checking whether the last order went through, and
 * looking again once the store has made it finds that one order.
 */
import { expect, test } from './harness';
import { buyerBehindProxy, closeProxied, orderCount, PLACE_ORDER } from './proxied-buyer';
import { placeFromReview } from './place-review';
import { logIn } from './commerce-helpers';

test.afterEach(closeProxied);

test('a crash while a slow store makes the order: one order at the store, "Checking…" meanwhile, and the order found afterwards', async ({ launch }) => {
  test.setTimeout(90_000);
  const { app, page, proxy } = await buyerBehindProxy(launch, { placeOrderCarriesOnMs: 14_000 });
  const before = await orderCount(app);
  await app.goto('/cart');
  await placeFromReview(page);
  await expect.poll(() => proxy.count(...PLACE_ORDER)).toBe(1);
  const sentAt = Date.now();
  await page.waitForTimeout(1_000);

  // The app is gone with the order out; the buyer starts it again on the same data folder.
  const again = await app.relaunch({ path: '/cart' });
  if (await again.page.getByRole('button', { name: 'Log in' }).isVisible()) await logIn(again.page);
  await again.goto('/cart');
  await again.page.waitForTimeout(Math.max(0, sentAt + 7_000 - Date.now()));
  await placeFromReview(again.page);
  const checking = again.page.getByRole('status').filter({ hasText: 'Checking whether your last order went through' });
  await expect(checking).toBeVisible();
  await expect(checking.getByRole('button', { name: 'Look again' })).toBeVisible();
  await checking.scrollIntoViewIfNeeded();
  await again.screenshot('place-order-checking-1440');
  await again.page.setViewportSize({ width: 420, height: 800 });
  await again.screenshot('place-order-checking-420');
  expect(proxy.count(...PLACE_ORDER)).toBe(1);

  // The store finishes the order it was holding; looking again finds it, and sends nothing.
  await expect.poll(() => orderCount(again), { timeout: 20_000 }).toBe(before + 1);
  await checking.getByRole('button', { name: 'Look again' }).click();
  await expect(again.page.getByText('Your order has been placed.')).toBeVisible();
  expect(proxy.count(...PLACE_ORDER)).toBe(1);
  expect(await orderCount(again)).toBe(before + 1);
});
