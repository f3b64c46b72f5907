import { readFileSync } from 'node:fs';
import { axeSerious, expect, test, type App } from './harness';
import type { Order } from '../../contract/schemas/orders';
import { storeOrder, storeOrders } from './orders-helpers';

/** The demo buyer's seeded orders as the store has them, with their lines. */
async function seededHistory(app: App): Promise<Order[]> {
  const orders: Order[] = [];
  for (const item of await storeOrders(app)) orders.push(await storeOrder(app, item.token));
  return orders;
}

/** Each variant's number of (not cancelled) orders that hold it, by SKU. */
function timesBySku(orders: readonly Order[]): Map<string, number> {
  const times = new Map<string, number>();
  for (const order of orders.filter((o) => !o.cancelled)) {
    for (const sku of new Set(order.line_items.map((line) => line.sku).filter((sku): sku is string => Boolean(sku)))) times.set(sku, (times.get(sku) ?? 0) + 1);
  }
  return times;
}

// The history is read at a quick pace here: the test's store answers at once.
const FAST = { catalogueRefreshRate: 200, firstHistoryRead: 600_000 };

test('order search by SKU finds the two orders that hold it; buy again ranks what was ordered by how often; insights sum each month to its orders', async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: { width: 1440, height: 900 }, timeouts: FAST });
  const { page } = app;
  await page.getByLabel('Email').fill('demo@wholesale.test');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  const history = await seededHistory(app);
  const counts = timesBySku(history);
  const inAll = (sku: string) => history.filter((order) => order.line_items.some((line) => line.sku === sku));
  const twice = [...counts.keys()].find((sku) => inAll(sku).length === 2);
  if (!twice) throw new Error('no SKU of the seeded history is in exactly two orders');

  // Order search: by SKU, the two orders that hold it and no other.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workspace' }).click();
  await page.getByRole('navigation', { name: 'Your workspace' }).getByRole('link', { name: 'Order search' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order history: ${history.length} orders, read` })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Search your orders' }).fill(twice);
  const results = page.getByRole('table', { name: 'Orders found' });
  await expect(results.getByRole('row')).toHaveCount(3);
  // The count is of the orders found, beside all that are kept.
  await expect(page.getByRole('status').filter({ hasText: `2 of ${history.length} orders` })).toBeVisible();
  expect((await results.getByRole('rowheader').allTextContents()).sort()).toEqual(inAll(twice).map((order) => order.name).sort());
  await expect(results.getByRole('cell', { name: `SKU ${twice}` }).first()).toBeVisible();
  await app.screenshot('order-search-1440');
  expect(await axeSerious(page)).toEqual([]);

  // Buy again: the pad's rows in order of how many orders held each, every count the store's.
  await page.getByRole('navigation', { name: 'Your workspace' }).getByRole('link', { name: 'Buy again' }).click();
  const pad = page.getByRole('table', { name: 'Products you have ordered' });
  await expect(pad).toBeVisible();
  const rows = await pad.getByRole('row').evaluateAll((trs) =>
    trs.slice(1, 11).map((tr) => [tr.querySelector('td:nth-of-type(1)')?.textContent ?? '', Number(tr.querySelector('td:nth-of-type(2)')?.textContent ?? '')] as [string, number]),
  );
  expect(rows.length).toBeGreaterThan(2);
  expect(rows.map(([sku]) => [sku, counts.get(sku)])).toEqual(rows);
  const top = Math.max(...counts.values());
  expect(rows[0]![1]).toBe(top);
  for (let i = 1; i < rows.length; i += 1) expect(rows[i]![1]).toBeLessThanOrEqual(rows[i - 1]![1]);
  // Keyboard entry: Enter goes to the next quantity; one Add to cart for all typed. The carton steps are
  // today's catalogue's, read once its entries are in (until then today's price says "Shown in the cart").
  await expect(pad.getByRole('row').nth(1).getByRole('cell').nth(4)).not.toHaveText('Shown in the cart');
  const stepOf = async (row: number) => Number((await pad.getByRole('button', { name: /^Increase .* by \d+$/ }).nth(row).getAttribute('aria-label'))?.match(/by (\d+)$/)?.[1]);
  const first = pad.getByRole('textbox', { name: /^Quantity of / }).first();
  await first.fill(String(await stepOf(0)));
  await first.press('Enter');
  await expect(pad.getByRole('textbox', { name: /^Quantity of / }).nth(1)).toBeFocused();
  await page.keyboard.type(String(2 * (await stepOf(1))));
  await page.getByRole('button', { name: 'Add 2 lines to cart' }).click();
  await expect(page.getByText('2 lines added to your cart.')).toBeVisible();
  await app.screenshot('buy-again-1440');
  expect(await axeSerious(page)).toEqual([]);

  // Insights: each month's spend is the sum of that month's seeded orders (cancelled left out).
  await page.getByRole('navigation', { name: 'Your workspace' }).getByRole('link', { name: 'Insights' }).click();
  const months = page.getByRole('table', { name: 'Spend by month' });
  await expect(months).toBeVisible();
  const sums = new Map<string, number>();
  for (const order of history.filter((o) => !o.cancelled)) {
    const at = new Date(order.created_at);
    const month = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}`;
    sums.set(month, (sums.get(month) ?? 0) + Math.round(order.total_price * 100));
  }
  const expected = [...sums].sort((a, b) => a[0].localeCompare(b[0])).map(([, cents]) => (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }));
  const shownAmounts = (await months.getByRole('cell').allTextContents()).map((text) => text.replace(/[^\d.,]/g, ''));
  expect(shownAmounts).toEqual(expected);
  await app.screenshot('insights-1440', { fullPage: true });
  expect(await axeSerious(page)).toEqual([]);
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  await expect(page.getByText('Spreadsheet saved.')).toBeVisible();
  expect(readFileSync(app.savedFiles.at(-1)!).subarray(0, 2).toString()).toBe('PK');

  await page.setViewportSize({ width: 420, height: 900 });
  await app.screenshot('insights-420', { fullPage: true });
  expect(await axeSerious(page)).toEqual([]);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workspace' }).click();
  await page.getByRole('navigation', { name: 'Your workspace' }).getByRole('link', { name: 'Buy again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buy again' })).toBeVisible();
  await app.screenshot('buy-again-420');
  expect(await axeSerious(page)).toEqual([]);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workspace' }).click();
  await page.getByRole('navigation', { name: 'Your workspace' }).getByRole('link', { name: 'Order search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order search' })).toBeVisible();
  await app.screenshot('order-search-420');
  expect(await axeSerious(page)).toEqual([]);
});
