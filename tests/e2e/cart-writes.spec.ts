/**
 * Place order counted at a proxy between the app and the store (not by what the store ends up
 * holding: the reference store answers a placed cart with its order again): one place_order per
 * click storm, Cancel on a stuck one (which may have been placed), a lost answer found, an
 * unanswerable check said plainly.
 */
import { expect, test } from './harness';
import { buyerBehindProxy, closeProxied, orderCount, PLACE_ORDER } from './proxied-buyer';
import { openReview, placeFromReview } from './place-review';

test.afterEach(closeProxied);

test('a double click on Place order sends one place_order request', async ({ launch }) => {
  // Held a little at the proxy, so the second click lands while the first is out.
  const { app, page, proxy } = await buyerBehindProxy(launch, { placeOrderDelayMs: 400 });
  const before = await orderCount(app);
  await app.goto('/cart');
  const review = await openReview(page);
  await review.getByRole('button', { name: 'Place order', exact: true }).dblclick();
  await page.waitForURL(/#\/order\/[^/]+$/, { timeout: 10_000 });
  expect(proxy.count(...PLACE_ORDER)).toBe(1);
  expect(await orderCount(app)).toBe(before + 1);
});

test('Enter held down on Place order sends one place_order request', async ({ launch }) => {
  const { app, page, proxy } = await buyerBehindProxy(launch, { placeOrderDelayMs: 400 });
  await app.goto('/cart');
  const review = await openReview(page);
  await review.getByRole('button', { name: 'Place order', exact: true }).focus();
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Enter', { delay: 5 });
  await page.waitForURL(/#\/order\/[^/]+$/, { timeout: 10_000 });
  expect(proxy.count(...PLACE_ORDER)).toBe(1);
});

test('a stuck Place order offers Cancel after 3 s; cancelling says the order may have been placed, and once the store shows none, placing again works', async ({ launch }) => {
  const { app, page, proxy } = await buyerBehindProxy(launch, { placeOrderDelayMs: 120_000 }, { timeouts: { placeSettle: 1_000, placeCommitWindow: 6_000 } });
  const before = await orderCount(app);
  await app.goto('/cart');
  await placeFromReview(page);
  const cancel = page.getByRole('button', { name: 'Cancel placing the order' });
  await expect(page.getByRole('button', { name: 'Placing order…' })).toBeDisabled();
  await expect(cancel).toBeHidden();
  await expect(cancel).toBeVisible({ timeout: 6_000 });
  await expect(page.getByText('The store is taking longer than usual to place your order.')).toBeVisible();
  await cancel.scrollIntoViewIfNeeded();
  await app.screenshot('place-order-cancel');

  // From the keyboard: the next stop after the busy button.
  await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  // The request had gone out: whether the store is making the order cannot be known yet.
  await expect(page.getByRole('status').filter({ hasText: 'Your order may have been placed' })).toBeVisible();
  await expect(cancel).toBeHidden();
  expect(proxy.forwarded.filter((r) => r === PLACE_ORDER.join(' '))).toHaveLength(0);
  expect(await orderCount(app)).toBe(before);

  // The store's commit window (6 s here) passes since the send with no order made: placing again sends.
  proxy.faults.placeOrderDelayMs = 0;
  await page.waitForTimeout(6_500);
  await placeFromReview(page);
  await page.waitForURL(/#\/order\/[^/]+$/, { timeout: 15_000 });
  expect(proxy.count(...PLACE_ORDER)).toBe(2);
  expect(await orderCount(app)).toBe(before + 1);
});

test('an order whose answer is lost on the way back is found, and the screen goes to it', async ({ launch }) => {
  const { app, page, proxy } = await buyerBehindProxy(launch, { placeOrderLoseAnswer: true });
  const before = await orderCount(app);
  await app.goto('/cart');
  await placeFromReview(page);
  await expect(page.getByText('Your order has been placed.')).toBeVisible();
  await page.waitForURL(/#\/order\/[^/]+$/, { timeout: 10_000 });
  expect(proxy.count(...PLACE_ORDER)).toBe(1);
  expect(await orderCount(app)).toBe(before + 1);
});

test('when the store cannot be asked after a lost answer, the cart says the order may have been placed and links the order list', async ({ launch }) => {
  const { app, page, proxy } = await buyerBehindProxy(launch, { placeOrderLoseAnswer: true, downAfterLostAnswer: true });
  await app.goto('/cart');
  await placeFromReview(page);
  const warning = page.getByRole('status').filter({ hasText: 'Your order may have been placed' });
  await expect(warning).toContainText('Look in your order list before you place it again');
  const link = warning.getByRole('link', { name: 'Check your orders' });
  await expect(link).toHaveAttribute('href', '#/order');
  // The store cannot be reached: nothing that writes is sent until it is back, and the button says so.
  await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Place order', exact: true })).toHaveAccessibleDescription('Available when the store is back');
  await warning.scrollIntoViewIfNeeded();
  await app.screenshot('place-order-unknown');
  expect(proxy.count(...PLACE_ORDER)).toBe(1);

  proxy.faults.dropAll = false;
  await link.click();
  await expect(page).toHaveURL(/#\/order$/);
});
