/**
 * Place order opens a review before anything is sent: the lines, totals, billing address and
 * warnings, and the buyer's own reference (a PO number) that becomes the order's remark. Calls are
 * counted at a proxy between the app and the store.
 */
import { axeSerious, expect, test } from './harness';
import { money } from './commerce-helpers';
import { escapeRegExp, storeOrder } from './orders-helpers';
import { buyerBehindProxy, closeProxied, orderCount, PLACE_ORDER } from './proxied-buyer';
import { openReview, REMARK_UPDATE, reviewDialog } from './place-review';

test.afterEach(closeProxied);

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 420, height: 860 };
const PO = 'PO-2026-11-0042';

test("the review lists the order; its PO number, placed with Ctrl+Enter, is the order's remark and the confirmation names the order", async ({ launch }) => {
  const { app, page, proxy, store, cart } = await buyerBehindProxy(launch);
  // A day's worth of lines, so the review's list has to scroll inside the dialog.
  let token = cart.cart_token;
  if (!token) throw new Error('the demo customer has no open cart');
  const taken = cart.order_item.map((item) => item.variant_id);
  for (let i = 0; i < 12; i += 1) {
    const extra = store.control.firstVariantWith({ tracked: true, minStock: 50, exclude: taken });
    if (!extra) break;
    taken.push(extra.id);
    store.control.setVariant(extra.id, { inventory_quantity: 10_000, is_preorder: false });
    const added = await app.core.handlers['cart:create']({ order_items: [{ id: extra.id, quantity: Math.max(extra.increment_quantity, extra.tiers[0]?.min_qty ?? 1) }], cart_token: token });
    if (!added.ok) throw new Error(added.error.message);
    token = added.data.cart_token;
  }
  const full = await app.core.handlers['cart:retrieve']({ cart_token: token });
  if (!full.ok) throw new Error(full.error.message);
  const lines = full.data.order_item;
  const address = full.data.billing_addresses.find((a) => a.is_primary);
  // A pre-order line does not stop the order; the review says so as the cart does.
  const preorder = lines[0]!;
  store.control.setShop({ is_allow_preorder: true });
  store.control.setVariant(preorder.variant_id, { is_preorder: true });

  await page.setViewportSize(WIDE);
  await app.goto('/cart');
  const review = await openReview(page);
  for (const item of lines) {
    const row = review.getByRole('row').filter({ hasText: item.sku ?? item.name });
    await expect(row).toContainText(String(item.quantity));
    await expect(row).toContainText(money(item.item_subtotal));
  }
  await expect(review.locator('.cart-totals__line--total')).toContainText(money(full.data.total_price));
  if (address) await expect(review).toContainText(address.name);
  await expect(review.locator('.cart-warnings')).toContainText(`${preorder.name} is a pre-order item.`);
  // The list scrolls inside the review; the reference field and the buttons stay in view.
  const list = review.getByRole('region', { name: 'Lines in this order' });
  expect(await list.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  const reference = review.getByLabel('Your reference (PO number)');
  await expect(reference).toBeFocused();
  await expect(reference).toHaveAttribute('maxlength', '255');
  await expect(review.getByRole('button', { name: 'Place order', exact: true })).toBeInViewport();
  expect(await axeSerious(page)).toEqual([]);
  await app.screenshot('place-order-review-1440');
  await page.setViewportSize(NARROW);
  await expect(review.getByRole('button', { name: 'Place order', exact: true })).toBeInViewport();
  await app.screenshot('place-order-review-420');
  await page.setViewportSize(WIDE);
  expect(proxy.count(...PLACE_ORDER)).toBe(0);

  await reference.fill(PO);
  await page.keyboard.press('Control+Enter');
  await expect(reviewDialog(page)).toBeHidden();
  await page.waitForURL(/#\/order\/[^/]+$/, { timeout: 10_000 });
  const placed = decodeURIComponent(new URL(page.url()).hash.replace(/^#\/order\//, ''));
  const order = await storeOrder(app, placed);
  expect(order.remark).toBe(PO);
  expect(proxy.count(...PLACE_ORDER)).toBe(1);
  expect(proxy.count(...REMARK_UPDATE)).toBe(1);
  // The confirmation names the order: the toast, then the order page it opens.
  await expect(page.getByText(new RegExp(`Your order has been placed\\. Order number: ${escapeRegExp(order.name)}\\.`))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.name}` })).toBeVisible();
  await expect(page.getByLabel('Remark')).toHaveValue(PO);
});

test('Escape and Cancel leave the review without sending anything', async ({ launch }) => {
  const { app, page, proxy } = await buyerBehindProxy(launch);
  const before = await orderCount(app);
  await app.goto('/cart');
  const place = page.getByRole('button', { name: 'Place order', exact: true });

  const review = await openReview(page);
  await review.getByLabel('Your reference (PO number)').fill(PO);
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();
  await expect(place).toBeFocused();

  // Back in the review, the reference typed before is still there; Cancel closes it the same way.
  await openReview(page);
  await expect(review.getByLabel('Your reference (PO number)')).toHaveValue(PO);
  await review.getByRole('button', { name: 'Cancel' }).click();
  await expect(review).toBeHidden();
  await expect(place).toBeEnabled();

  await page.waitForTimeout(500);
  expect(proxy.count(...PLACE_ORDER)).toBe(0);
  expect(proxy.count(...REMARK_UPDATE)).toBe(0);
  expect(await orderCount(app)).toBe(before);
  expect(page.url()).toMatch(/#\/cart$/);
});

test('a reference the store will not take leaves the order placed, and the buyer is told to add it on the order page', async ({ launch }) => {
  const { app, page, proxy } = await buyerBehindProxy(launch, { remarkError: 'The remark could not be saved.' });
  const before = await orderCount(app);
  await app.goto('/cart');
  const review = await openReview(page);
  await review.getByLabel('Your reference (PO number)').fill(PO);
  await review.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page.getByText('Your order has been placed. Order number:')).toBeVisible();
  await expect(page.getByText('Your order was placed, but your reference could not be saved. Add it as the remark on the order page.')).toBeVisible();
  await page.waitForURL(/#\/order\/[^/]+$/, { timeout: 10_000 });
  expect(proxy.count(...PLACE_ORDER)).toBe(1);
  expect(proxy.count(...REMARK_UPDATE)).toBe(1);
  expect(await orderCount(app)).toBe(before + 1);
  await expect(page.getByLabel('Remark')).toHaveValue('');
});
