import { readFileSync } from 'node:fs';
import { axeSerious, expect, test, type App, type LaunchOptions } from './harness';
import { startStorefront, type RunningStorefront } from '../../server/index';
import type { OrderList } from '../../contract/schemas/orderLists';
import type { Order } from '../../contract/schemas/orders';
import { logIn } from './commerce-helpers';
import { storeProxy, type StoreProxy } from './store-proxy';
import { escapeRegExp, findOrder, openOrder, storeCart } from './orders-helpers';
import { ADD_TO_CART } from './quick-order-helpers';
import { chooseExport } from './export-menu';

const OTHER = { email: 'other@wholesale.test', password: 'other1234' };
const closing: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

/** A store behind a counting proxy, the buyer with no cart logged in. */
async function buyer(launch: (o?: LaunchOptions) => Promise<App>) {
  const store: RunningStorefront = await startStorefront({ port: 0, testControl: true });
  const proxy: StoreProxy = await storeProxy(store.url);
  closing.push(() => store.close(), () => proxy.close());
  store.control.setShop({ min_purchase_amount: 0, is_allow_preorder: false });
  const app = await launch({ storeUrl: proxy.url, path: '/login', viewport: { width: 1440, height: 900 } });
  await logIn(app.page, OTHER);
  return { app, page: app.page, store, proxy };
}

async function keptLists(app: App): Promise<OrderList[]> {
  const answer = await app.core.handlers['lists:list']({});
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.data.lists;
}

const skuAndQuantity = (list: OrderList) => list.lines.map((line) => [line.sku, line.quantity]);

test('a list saved from an order is edited, then added to the cart in one call after the store changed a price, the change shown first; exported and imported back the same, as CSV and as Excel', async ({ launch }) => {
  const { app, page, store, proxy } = await buyer(launch);
  const order = await findOrder(app, (o) => o.line_items.length >= 3 && o.line_items.every((l) => l.sku && l.variant_id), 'of three lines with SKUs');
  const [first, second, third] = order.line_items as [Order['line_items'][number], Order['line_items'][number], Order['line_items'][number]];
  for (const line of order.line_items) store.control.setVariant(line.variant_id!, { inventory_quantity: 10_000, is_preorder: false });

  // Saved from the order page.
  await openOrder(app, order);
  await chooseExport(page, 'Save as order list');
  const save = page.getByRole('dialog', { name: 'Save as order list' });
  await save.getByLabel('List name').fill('Weekly restock');
  await save.getByRole('button', { name: 'Save list' }).click();
  await expect(page.getByText('Order list “Weekly restock” saved.')).toBeVisible();

  // Edited: a quantity, the order of the lines, one line taken out.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workspace' }).click();
  await page.getByRole('link', { name: 'Weekly restock' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly restock' })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Lines of this list' });
  const quantity = lines.getByRole('textbox', { name: `Quantity of ${first.title}` });
  await quantity.fill('7');
  await quantity.press('Enter');
  await lines.getByRole('button', { name: `Move ${second.title} up` }).click();
  await lines.getByRole('button', { name: `Remove ${third.title}` }).click();
  await expect(lines.getByRole('row')).toHaveCount(order.line_items.length);
  const edited = (await keptLists(app))[0]!;
  expect(skuAndQuantity(edited).slice(0, 2)).toEqual([[second.sku, second.quantity], [first.sku, 7]]);
  expect(edited.lines.map((l) => l.sku)).not.toContain(third.sku);
  await app.screenshot('order-list-1440');
  expect(await axeSerious(page)).toEqual([]);

  // The store raises the first line's price: the buyer sees it before anything is sent.
  const raised = first.price + 5.5;
  store.control.setVariant(first.variant_id!, { price: raised });
  store.control.setTierPrices(first.variant_id!, { tiers: [{ min_qty: 1, max_qty: null, price: raised }] });
  const before = proxy.count(...ADD_TO_CART);
  await page.getByRole('button', { name: 'Add list to cart' }).click();
  const preview = page.getByRole('dialog', { name: 'Add to cart' });
  await expect(preview.getByText('1 price has changed since this list was saved.')).toBeVisible();
  await expect(preview.getByRole('row').filter({ hasText: first.title })).toContainText(new RegExp(`Up from \\D*${escapeRegExp(first.price.toFixed(2))}`));
  expect(proxy.count(...ADD_TO_CART)).toBe(before);
  await app.screenshot('order-list-preview-1440');
  await preview.getByRole('button', { name: /^Add \d+ lines? to cart$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Cart/ })).toBeVisible();
  expect(proxy.count(...ADD_TO_CART)).toBe(before + 1);
  const cart = await storeCart(app);
  expect(cart?.order_item.find((item) => item.variant_id === first.variant_id)?.quantity).toBe(7);
  expect(cart?.order_item.find((item) => item.variant_id === first.variant_id)?.unit_price).toBe(raised);

  // Exported, then imported back as a new list with the same lines.
  await app.goto(`/lists/${edited.id}`);
  await chooseExport(page, 'Export CSV');
  await expect(page.getByText('CSV file saved.')).toBeVisible();
  const saved = app.savedFiles.at(-1)!;
  expect(readFileSync(saved, 'utf8')).toContain(first.sku!);
  await app.goto('/lists');
  app.setPickedCsv(saved);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(page.getByText(/made from .*: \d+ lines?\./)).toBeVisible();
  const lists = await keptLists(app);
  expect(lists).toHaveLength(2);
  const imported = lists.find((list) => list.id !== edited.id)!;
  expect(skuAndQuantity(imported)).toEqual(skuAndQuantity(edited));
  // The same as an Excel workbook: numbers stay numbers, the list comes back line for line, named as it was
  // with a number of its own (the original and the CSV import already hold that name).
  await app.goto(`/lists/${edited.id}`);
  await chooseExport(page, 'Export Excel');
  await expect(page.getByText('Excel file saved.')).toBeVisible();
  const workbook = app.savedFiles.at(-1)!;
  expect(readFileSync(workbook).subarray(0, 2).toString()).toBe('PK');
  await app.goto('/lists');
  app.setPickedCsv(workbook);
  await page.getByRole('button', { name: 'Import CSV or Excel' }).click();
  await expect(page.getByText(/made from .*\.xlsx: \d+ lines\./)).toBeVisible();
  const fromWorkbook = (await keptLists(app)).filter((list) => list.id !== edited.id && list.id !== imported.id);
  expect(fromWorkbook.map((list) => [list.name, skuAndQuantity(list)])).toEqual([[`${edited.name} (3)`, skuAndQuantity(edited)]]);
  expect(imported.name).toBe(`${edited.name} (2)`);

  await app.goto('/lists');
  await expect(page.getByRole('table', { name: 'Your order lists' })).toBeVisible();
  await app.screenshot('order-lists-1440');
  expect(await axeSerious(page)).toEqual([]);
  await page.setViewportSize({ width: 420, height: 900 });
  await app.screenshot('order-lists-420');
  expect(await axeSerious(page)).toEqual([]);
  await app.goto(`/lists/${edited.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly restock' })).toBeVisible();
  await app.screenshot('order-list-420', { fullPage: true });
  expect(await axeSerious(page)).toEqual([]);
});
