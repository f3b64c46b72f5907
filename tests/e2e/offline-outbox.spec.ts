import { expect, test, type App } from './harness';
import { logIn, money } from './commerce-helpers';
import { storeCart, storeOrder, storeOrders, toast } from './orders-helpers';
import { OFFLINE_TIMES } from './offline-helpers';

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 420, height: 800 };

/**
 * The order outbox end to end: an order made with the store away is kept through a relaunch,
 * shown as waiting; the store comes back with a line repriced; the change is shown beside what the
 * buyer saw, and exactly one order is placed once they confirm, with their reference as its remark.
 */
test('an order queued offline survives a relaunch and is placed once, after the buyer confirms a changed price', async ({ launch }) => {
  const first = await launch({ path: '/login', viewport: WIDE, products: 12, reachableSwitch: true, timeouts: { retryBackoff: 50, probe: 300 } });
  await logIn(first.page);
  const cart = await storeCart(first);
  if (!cart || cart.order_item.length === 0) throw new Error('the demo customer needs a cart');
  const ordersBefore = (await storeOrders(first)).length;
  await first.goto('/cart');
  await expect(first.page.getByRole('button', { name: 'Place order', exact: true })).toBeEnabled();

  first.setStoreReachable(false);
  await first.page.reload();
  const { page } = first;
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Place order when back online' }).click();
  const review = page.getByRole('dialog', { name: 'Review your order' });
  await review.getByLabel(/Your reference/).fill('PO-OUT-1');
  await review.getByRole('button', { name: 'Keep until back online' }).click();
  await expect(toast(page, 'Order kept on this computer. It is sent when the store is back and you confirm it.')).toBeVisible();
  const outbox = page.getByTestId('outbox');
  await expect(outbox).toContainText('Waiting to be sent');
  await expect(outbox).toContainText('Reference PO-OUT-1');
  await expect(outbox.getByRole('button', { name: 'Review and send' })).toBeDisabled();
  await first.screenshot('outbox-waiting-1440', { fullPage: true });
  await page.setViewportSize(NARROW);
  await first.screenshot('outbox-waiting-420', { fullPage: true });

  // A relaunch with the store still away: the order is still waiting.
  const app = await first.relaunch({ path: '/cart', viewport: WIDE });
  await expect(app.page.getByTestId('outbox')).toContainText('Reference PO-OUT-1');

  // The store repriced the first line meanwhile, then comes back.
  const line = cart.order_item[0]!;
  app.store!.control.setTierPrices(line.variant_id, { tiers: [{ min_qty: 1, max_qty: null, price: 3.33 }] });
  app.setStoreReachable(true);
  await expect(toast(app.page, '1 order is waiting to be sent.')).toBeVisible();
  const send = app.page.getByTestId('outbox').getByRole('button', { name: 'Review and send' });
  await expect(send).toBeEnabled();
  await send.click();
  const dialog = app.page.getByRole('dialog', { name: 'Send the waiting order' });
  await expect(dialog).toContainText('Prices or stock changed since you queued this order.');
  await expect(dialog.getByRole('row').filter({ hasText: line.sku ?? line.name })).toContainText(money(3.33));
  await app.screenshot('outbox-changed-1440');
  await app.page.setViewportSize(NARROW);
  await app.screenshot('outbox-changed-420');
  await app.page.setViewportSize(WIDE);
  expect((await storeOrders(app)).length).toBe(ordersBefore);

  await dialog.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(app.page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
  const orders = await storeOrders(app);
  expect(orders.length).toBe(ordersBefore + 1);
  const placed = await storeOrder(app, orders[0]!.token);
  expect(placed.remark).toBe('PO-OUT-1');
  await app.goto('/cart');
  await expect(app.page.getByTestId('outbox')).toHaveCount(0);
});

test("another buyer signing in on the same computer sees none of the first buyer's waiting orders", async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: WIDE, products: 12, reachableSwitch: true, timeouts: { retryBackoff: 50, probe: 300 } });
  const { page } = app;
  await logIn(page);
  await queueCartOffline(app);

  app.setStoreReachable(true);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Log out' }).click();
  await logIn(page, { email: 'other@wholesale.test', password: 'other1234' });
  await app.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByTestId('outbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Review and send' })).toHaveCount(0);
});

test('a store back but falling over, or closed for maintenance, leaves the order waiting and says why', async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: WIDE, products: 12, reachableSwitch: true, timeouts: { retryBackoff: 50, probe: 300 } });
  const { page } = app;
  await logIn(page);
  const ordersBefore = (await storeOrders(app)).length;
  await queueCartOffline(app);
  const outbox = page.getByTestId('outbox');

  // Back, but its cart call falls over: the order waits, and the dialog says why.
  app.storeFaults().createCartStatus = 500;
  app.setStoreReachable(true);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
  await outbox.getByRole('button', { name: 'Review and send' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the waiting order' });
  await expect(dialog.getByText(/^The order still waits: .+/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Place order' })).toHaveCount(0);
  await app.screenshot('outbox-store-fell-over-1440');
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(outbox).toContainText('Review and send');

  // Closed for maintenance: the maintenance page says so, and the order is still waiting after it.
  app.storeFaults().createCartStatus = undefined;
  app.store!.control.setShop({ status: 0 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /is under maintenance/ })).toBeVisible();
  const kept = await app.core.handlers['outbox:list']({});
  expect(kept.ok && kept.data.orders.map((o) => o.state)).toEqual(['waiting']);
  app.store!.control.setShop({ status: 1 });
  await page.reload();
  // The app opens on the store's last screen first; only then is the cart asked for.
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  await app.goto('/cart');
  await expect(page.getByTestId('outbox')).toContainText('Review and send');
  expect((await storeOrders(app)).length).toBe(ordersBefore);
});

/** The cart seen online, then the store cut off and its order kept with "Place order when back online". */
async function queueCartOffline(app: App): Promise<void> {
  const { page } = app;
  await app.goto('/cart');
  await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeEnabled();
  app.setStoreReachable(false);
  await page.reload();
  await page.getByRole('button', { name: 'Place order when back online' }).click();
  await page.getByRole('dialog', { name: 'Review your order' }).getByRole('button', { name: 'Keep until back online' }).click();
  await expect(page.getByTestId('outbox')).toBeVisible();
}

/**
 * The order kept is the one reviewed: offline, a line typed from 1000 down to 12 is reviewed, kept,
 * shown in the cart and the header at the price of the tier 12 reaches (the app's estimate, said so),
 * one total everywhere; back online, the store prices it the same and "Review and send" says nothing
 * changed; once sent, the header's figure is the store's.
 */
test('a line typed from 1000 to 12 offline is queued at the 12-unit price: one total everywhere, and no false change when sent', async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: WIDE, products: 12, reachableSwitch: true, timeouts: OFFLINE_TIMES });
  const { page } = app;
  await logIn(page);
  const start = await storeCart(app);
  const line = start?.order_item[0];
  if (!start?.cart_token || !line) throw new Error('the demo customer needs a cart');
  // 1-99 at 20.20, 100 and up at 16.20, with the stock for 1000.
  app.store!.control.setTierPrices(line.variant_id, { tiers: [{ min_qty: 1, max_qty: 99, price: 20.2 }, { min_qty: 100, max_qty: null, price: 16.2 }] });
  app.store!.control.setVariant(line.variant_id, { inventory_quantity: 5000 });
  const items = start.order_item.map((i) => ({ id: i.variant_id, quantity: i.variant_id === line.variant_id ? 1000 : i.quantity }));
  expect((await app.core.handlers['cart:update']({ cart_token: start.cart_token, order_items: items })).ok).toBe(true);
  const cart = (await storeCart(app))!;
  const others = cart.order_item.filter((i) => i.variant_id !== line.variant_id).reduce((sum, i) => sum + Math.round(i.item_subtotal * 100), 0);
  const total = (others + 12 * 2020) / 100;
  expect(cart.total_price).not.toBe(total);
  const ordersBefore = (await storeOrders(app)).length;

  await app.goto('/cart');
  const row = page.getByRole('row').filter({ hasText: line.sku ?? line.name });
  const quantity = row.getByRole('textbox', { name: /^Quantity of/ });
  await expect(quantity).toHaveValue('1000');
  await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeEnabled();
  app.setStoreReachable(false);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await quantity.fill('12');
  await expect(row).toContainText(money(242.4));
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText(money(total));
  await expect(summary).toContainText('Total (estimate)');
  await expect(summary).toContainText('Your quantities are kept on this computer');
  await expect(summary).not.toContainText('Press Update cart');
  await expect(page.getByTestId('header-cart')).toContainText(money(total));

  // The review shows what is kept: 12, at the 12-unit price, named as the app's estimate.
  await page.getByRole('button', { name: 'Place order when back online' }).click();
  const review = page.getByRole('dialog', { name: 'Review your order' });
  const reviewed = review.getByRole('row').filter({ hasText: line.sku ?? line.name });
  await expect(reviewed.getByRole('cell', { name: '12', exact: true })).toBeVisible();
  await expect(reviewed).toContainText(money(242.4));
  await expect(reviewed).toContainText('estimate');
  await expect(review).toContainText(money(total));
  await expect(review).not.toContainText(money(cart.total_price));
  await app.screenshot('outbox-estimate-review-1440');
  await page.setViewportSize(NARROW);
  await app.screenshot('outbox-estimate-review-420');
  await page.setViewportSize(WIDE);
  await review.getByRole('button', { name: 'Keep until back online' }).click();
  const outbox = page.getByTestId('outbox');
  await expect(outbox).toContainText(money(total));
  const kept = await app.core.handlers['outbox:list']({});
  expect(kept.ok && kept.data.orders[0]?.lines.find((l) => l.variant_id === line.variant_id)).toMatchObject({ quantity: 12, unit_price: 20.2, item_subtotal: 242.4 });
  expect(kept.ok && kept.data.orders[0]?.total_price).toBe(total);
  await expect(row).toContainText(money(242.4));
  await expect(summary).toContainText(money(total));
  await expect(page.getByTestId('header-cart')).toContainText(money(total));
  await app.screenshot('outbox-estimate-cart-1440', { fullPage: true });
  await page.setViewportSize(NARROW);
  await app.screenshot('outbox-estimate-cart-420', { fullPage: true });
  await page.setViewportSize(WIDE);

  // Back online: the store prices 12 at 20.20 too, so nothing is said to have changed.
  app.setStoreReachable(true);
  const send = outbox.getByRole('button', { name: 'Review and send' });
  await expect(send).toBeEnabled();
  await app.screenshot('outbox-estimate-back-1440');
  await send.click();
  const dialog = page.getByRole('dialog', { name: 'Send the waiting order' });
  await expect(dialog).toContainText('Prices and stock are as you saw them when you queued this order.');
  await expect(dialog).not.toContainText('Prices or stock changed');
  await expect(dialog.getByRole('row').filter({ hasText: line.sku ?? line.name })).toContainText(money(20.2));
  await expect(dialog).toContainText(money(total));
  await app.screenshot('outbox-estimate-send-1440');
  await dialog.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
  const orders = await storeOrders(app);
  expect(orders.length).toBe(ordersBefore + 1);
  const placed = await storeOrder(app, orders[0]!.token);
  expect(placed.total_price).toBe(total);

  // The header's figure is the store's now: no open cart, no figure.
  const after = await storeCart(app);
  if (after && after.order_item.length > 0) await expect(page.getByTestId('header-cart')).toContainText(money(after.subtotal_price));
  else await expect(page.getByTestId('header-cart')).not.toContainText('RM');
});
