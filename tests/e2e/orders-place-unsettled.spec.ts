/**
 * A Place order the store has not settled is never called "not placed": the buyer who cancels while
 * a slow store is still making the order is told it may have been placed, is shown the order list,
 * and the next Place order finds the order the store made instead of sending it a second time.
 */
import { expect, test } from './harness';
import { buyerBehindProxy, closeProxied, orderCount, PLACE_ORDER } from './proxied-buyer';
import { placeFromReview } from './place-review';

test.afterEach(closeProxied);

test('cancelling while a slow store is still making the order says it may have been placed; the next Place order finds it', async ({ launch }) => {
  // The store gets the order 7 s after it was sent, whatever the app did meanwhile.
  const { app, page, proxy } = await buyerBehindProxy(launch, { placeOrderCarriesOnMs: 7_000 }, { timeouts: { placeSettle: 1_000 } });
  const before = await orderCount(app);
  await app.goto('/cart');
  await placeFromReview(page);
  const cancel = page.getByRole('button', { name: 'Cancel placing the order' });
  await expect(cancel).toBeVisible({ timeout: 6_000 });
  await cancel.click();

  const warning = page.getByRole('status').filter({ hasText: 'Your order may have been placed' });
  await expect(warning).toContainText('Look in your order list before you place it again; Place order checks with the store first.');
  await expect(warning.getByRole('link', { name: 'Check your orders' })).toHaveAttribute('href', '#/order');
  await expect(page.getByText('No order was placed', { exact: false })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeEnabled();
  await warning.scrollIntoViewIfNeeded();
  await app.screenshot('place-order-unsettled');

  // The store carries on and makes the order; Place order asks first and goes to it.
  await expect.poll(() => orderCount(app), { timeout: 15_000 }).toBe(before + 1);
  await placeFromReview(page);
  await expect(page.getByText('Your order has been placed.')).toBeVisible();
  await page.waitForURL(/#\/order\/[^/]+$/, { timeout: 10_000 });
  expect(proxy.count(...PLACE_ORDER)).toBe(1);
  expect(await orderCount(app)).toBe(before + 1);
});
