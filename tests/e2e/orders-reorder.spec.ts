import { expect, test, type App, type LaunchOptions } from './harness';
import { startStorefront, type RunningStorefront } from '../../server/index';
import { logIn, money } from './commerce-helpers';
import { storeProxy, type StoreProxy } from './store-proxy';
import { findOrder, storeCart, storeOrders } from './orders-helpers';
import { indexReady } from './quick-order-helpers';
import type { Order } from '../../contract/schemas/orders';

const ADD_TO_CART = ['POST', '/_api/ws/cart/create'] as const;
const OTHER = { email: 'other@wholesale.test', password: 'other1234' };
const closing: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

/** A store behind a counting proxy, the buyer with no cart logged in. */
async function buyer(launch: (o?: LaunchOptions) => Promise<App>, viewport: LaunchOptions['viewport']) {
  const store: RunningStorefront = await startStorefront({ port: 0, testControl: true });
  const proxy: StoreProxy = await storeProxy(store.url);
  closing.push(() => store.close(), () => proxy.close());
  store.control.setShop({ min_purchase_amount: 0, is_allow_preorder: false });
  const app = await launch({ storeUrl: proxy.url, path: '/login', viewport });
  await logIn(app.page, OTHER);
  return { app, page: app.page, store, proxy };
}

/** An order of the buyer with at least three lines of three different products, each with a SKU. */
async function orderOfThree(app: App, store: RunningStorefront): Promise<Order> {
  return findOrder(
    app,
    (o) => {
      const products = new Set(o.line_items.map((l) => store.control.variant(l.variant_id ?? l.id)?.product_id));
      return o.line_items.length >= 3 && products.size === o.line_items.length && o.line_items.every((l) => l.sku);
    },
    'of three products with SKUs',
  );
}

test("Reorder from the order list previews a price the store changed and a line it no longer sells, then adds only the rest in one call", async ({ launch }) => {
  const { app, page, store, proxy } = await buyer(launch, { width: 1440, height: 900 });
  const order = await orderOfThree(app, store);
  const [raised, gone, ...kept] = order.line_items as [Order['line_items'][number], Order['line_items'][number], ...Order['line_items']];
  // The buyer's kept catalogue already holds the old prices: the preview must ask the store.
  await indexReady(app);
  // Plenty of stock for what is added; one price raised at the store; one product taken off sale.
  for (const line of [raised, ...kept]) store.control.setVariant(line.variant_id!, { inventory_quantity: 10_000, is_preorder: false });
  const newPrice = raised.price + 7.25;
  store.control.setVariant(raised.variant_id!, { price: newPrice });
  store.control.setTierPrices(raised.variant_id!, { tiers: [{ min_qty: 1, max_qty: null, price: newPrice }] });
  for (const line of kept) {
    store.control.setVariant(line.variant_id!, { price: line.price });
    store.control.setTierPrices(line.variant_id!, { tiers: [{ min_qty: 1, max_qty: null, price: line.price }] });
  }
  store.control.setProductActive(store.control.variant(gone.variant_id!)!.product_id, false);

  await app.goto('/order');
  await page.getByRole('button', { name: `Reorder ${order.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Repeat this order' });
  const adding = dialog.getByRole('table', { name: 'Lines to add' });
  await expect(adding).toBeVisible();

  // The raised line shows both amounts and says which way the price went.
  const raisedRow = adding.getByRole('row').filter({ hasText: raised.sku! });
  await expect(raisedRow).toContainText(money(raised.price));
  await expect(raisedRow).toContainText(money(newPrice));
  await expect(raisedRow).toContainText(new RegExp(`Up from ${money(raised.price).source}`));
  for (const line of kept) await expect(adding.getByRole('row').filter({ hasText: line.sku! })).not.toContainText(/Up from|Down from/);
  await expect(dialog).toContainText('1 price has changed since this order.');
  // The line the store no longer sells is listed apart, with why, and not added.
  const left = dialog.getByRole('region', { name: 'Lines not added' });
  await expect(left).toContainText(gone.title);
  await expect(left).toContainText('No longer sold by the store');
  await expect(adding).not.toContainText(gone.sku!);
  await app.screenshot('reorder-preview-1440');

  const before = proxy.count(...ADD_TO_CART);
  const count = 1 + kept.length;
  await dialog.getByRole('button', { name: `Add ${count} lines to cart` }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Cart/ })).toBeVisible();
  expect(proxy.count(...ADD_TO_CART)).toBe(before + 1);
  const cart = (await storeCart(app))!;
  expect(new Map(cart.order_item.map((i) => [i.variant_id, i.quantity]))).toEqual(new Map([raised, ...kept].map((l) => [l.variant_id!, l.quantity])));
});

test('the order list narrows by status and by date, keeps the filters through Back, and says when none match', async ({ launch }) => {
  const { app, page } = await buyer(launch, { width: 1440, height: 900 });
  const orders = await storeOrders(app);
  const statuses = [...new Set(orders.map((o) => o.financial_status))];
  expect(statuses.length, 'the buyer has orders of more than one payment status').toBeGreaterThan(1);
  const status = statuses[0]!;
  const wanted = orders.filter((o) => o.financial_status === status);

  await app.goto('/order');
  const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
  await expect(rows).toHaveCount(orders.length);
  const payment = page.getByRole('search', { name: 'Filter orders' }).getByLabel('Payment status');
  const label = (await payment.locator(`option[value="${status}"]`).textContent())!;
  await payment.selectOption(status);
  await expect(rows).toHaveCount(wanted.length);
  for (const order of wanted) await expect(page.getByRole('link', { name: order.order_number, exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `${wanted.length} of ${orders.length} orders` })).toBeVisible();
  await app.screenshot('reorder-list-filtered-1440');

  // Back from an order comes back to the same narrowed list.
  await page.getByRole('link', { name: wanted[0]!.order_number, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${wanted[0]!.order_number}` })).toBeVisible();
  await page.goBack();
  await expect(payment).toHaveValue(status);
  await expect(rows).toHaveCount(wanted.length);
  expect(label.length).toBeGreaterThan(0);

  // A date range with no orders says so, and Clear filters brings every order back.
  const date = page.getByRole('search', { name: 'Filter orders' }).getByLabel('Date');
  await date.selectOption('custom');
  await page.getByLabel('From').fill('2099-01-01');
  await expect(page.getByText('No orders match these filters.')).toBeVisible();
  await app.screenshot('reorder-list-none-1440');
  await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(rows).toHaveCount(orders.length);
});

test('at 420 px the order list, its filters and the Reorder preview fit the window', async ({ launch }) => {
  const { app, page, store } = await buyer(launch, { width: 420, height: 860 });
  const order = await orderOfThree(app, store);
  const raised = order.line_items[0]!;
  store.control.setVariant(raised.variant_id!, { price: raised.price + 3, inventory_quantity: 10_000 });
  store.control.setTierPrices(raised.variant_id!, { tiers: [{ min_qty: 1, max_qty: null, price: raised.price + 3 }] });
  store.control.setVariant(order.line_items[1]!.variant_id!, { inventory_quantity: 0, is_preorder: false });
  await app.goto('/order');
  await expect(page.getByRole('button', { name: `Reorder ${order.name}` })).toBeVisible();
  await app.screenshot('reorder-list-420', { fullPage: true });
  await page.getByRole('button', { name: `Reorder ${order.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Repeat this order' });
  await expect(dialog.getByRole('table', { name: 'Lines to add' })).toBeVisible();
  await expect(dialog).toContainText(/Up from/);
  const width = await dialog.evaluate((d) => ({ scroll: d.scrollWidth, client: d.clientWidth }));
  expect(width.scroll).toBeLessThanOrEqual(width.client);
  await app.screenshot('reorder-preview-420');
});
