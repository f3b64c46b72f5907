import readXlsxFile from 'read-excel-file/node';
import type { Page } from '@playwright/test';
import { expect, test } from './harness';
import { logIn } from './commerce-helpers';
import { openQuickOrder, rowValues } from './quick-order-helpers';
import { allRows, libreOfficeXlsx, orderableVariants, type ShownRow } from './spreadsheet-helpers';

/** All lines once each is checked (no "Checking…" left), 200 of them. */
async function checkedRows(page: Page): Promise<ShownRow[]> {
  let rows: ShownRow[] = [];
  await expect
    .poll(async () => {
      rows = await allRows(page);
      return rows.length === 200 && rows.every((row) => !row.text.includes('Checking'));
    }, { timeout: 30_000 })
    .toBe(true);
  return rows;
}

test('a LibreOffice workbook of 200 lines imports as pasted lines do; the cart exports to Excel and reads back the same; the template downloads', async ({ launch }) => {
  test.setTimeout(240_000);
  const app = await launch({ path: '/login', products: 170 });
  const store = app.store!;
  store.control.setShop({ min_purchase_amount: 0, is_allow_preorder: false });
  const [carton, ...others] = orderableVariants(store);
  store.control.setTierPrices(carton!.id, { tiers: [{ min_qty: 1, max_qty: null, price: 4 }], increment_quantity: 6 });
  const good = others.slice(0, 198);
  expect(good).toHaveLength(198);
  // 200 lines: 198 right, one unknown SKU, one quantity off its carton of 6.
  const lines: [string, number][] = [...good.map((v, i): [string, number] => [v.sku, (i % 3) + 1]), ['NO-SUCH-SKU', 2], [carton!.sku, 4]];
  const csv = `SKU,Quantity,Note\r\n${lines.map(([sku, quantity], i) => `${sku},${quantity},line ${i + 1}`).join('\r\n')}\r\n`;
  const workbook = libreOfficeXlsx(csv);

  const { page } = app;
  await logIn(page);
  await openQuickOrder(page);

  // The template: SKU, Quantity and Note, through the save dialog.
  await page.getByRole('button', { name: 'Download template' }).click();
  await expect(page.getByText(/^Template saved\./)).toBeVisible();
  await app.screenshot('spreadsheet-template-saved');
  expect((await readXlsxFile(app.savedFiles.at(-1)!))[0]!.data).toEqual([['SKU', 'Quantity', 'Note']]);

  // The workbook through the (stand-in) open dialog: 200 rows, the two problems on their rows.
  app.setPickedCsv(workbook);
  await page.getByRole('button', { name: 'Import CSV or Excel' }).click();
  await expect(page.getByText('Lines imported from order.xlsx: 200.')).toBeVisible();
  const imported = await checkedRows(page);
  expect(imported.map((row) => [row.sku, row.quantity])).toEqual(lines.map(([sku, quantity]) => [sku, String(quantity)]));
  expect(imported.filter((row) => row.text.includes('SKU not found')).map((row) => row.sku)).toEqual(['NO-SUCH-SKU']);
  expect(imported.filter((row) => row.text.includes('Sold in multiples of 6')).map((row) => row.sku)).toEqual([carton!.sku]);
  expect(imported.filter((row) => row.text.includes(good[0]!.product_title))).not.toHaveLength(0);
  await page.locator('.qo-table__body--virtual').evaluate((body) => ((body as unknown as { scrollTop: number }).scrollTop = 1e6));
  await expect(page.getByText('Sold in multiples of 6')).toBeVisible();
  await app.screenshot('spreadsheet-import-result');

  // What is ready goes in one call; the two lines to fix stay, then go.
  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lines added to cart: 198.' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => rowValues(page)).toEqual([['NO-SUCH-SKU', '2'], [carton!.sku, '4']]);
  await page.getByRole('button', { name: /^Remove line/ }).first().click();
  await page.getByRole('button', { name: /^Remove line/ }).first().click();
  await expect.poll(() => rowValues(page)).toEqual([]);

  // The same lines pasted read exactly as imported, row for row.
  await page.getByLabel('Paste lines').fill(csv);
  await page.getByRole('button', { name: 'Add lines' }).click();
  expect(await checkedRows(page)).toEqual(imported);

  // The workbook dropped on the window from the desktop: its lines come in as imported ones (added to the same lines).
  await app.dropFiles('main', [workbook]);
  await expect(page.getByText('Lines imported from order.xlsx: 200.')).toBeVisible();
  const doubled = await checkedRows(page);
  expect(doubled.map((row) => [row.sku, row.quantity])).toEqual(lines.map(([sku, quantity]) => [sku, String(quantity * 2)]));

  // The cart as an Excel file: the same SKUs and quantities, as text and numbers.
  const global = await app.core.handlers['shop:global']({});
  const cart = global.ok && global.data.customer?.cart_token ? await app.core.handlers['cart:retrieve']({ cart_token: global.data.customer.cart_token }) : null;
  if (!cart?.ok) throw new Error('no open cart');
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  // The heading's Export menu, by the keyboard: Enter opens it on its first item, Escape closes it
  // back onto the button, ArrowDown opens it again and the arrows move to Excel.
  const exportButton = page.getByRole('button', { name: 'Export', exact: true });
  await exportButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Save quote as PDF' })).toBeFocused();
  await app.screenshot('cart-export-menu-1440');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(exportButton).toBeFocused();
  await page.setViewportSize({ width: 420, height: 860 });
  await expect(exportButton).toBeVisible();
  await app.screenshot('cart-header-420');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Export Excel' })).toBeFocused();
  await app.screenshot('cart-export-menu-420');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Excel file saved.')).toBeVisible();
  const [sheet] = await readXlsxFile(app.savedFiles.at(-1)!);
  const [head, ...rows] = sheet!.data;
  expect(head!.slice(0, 2)).toEqual(['SKU', 'Quantity']);
  const expected = cart.data.order_item.filter((item) => item.sku).map((item) => [item.sku, item.quantity]);
  expect(rows.map((row) => [row[0], row[1]])).toEqual(expected);
  expect(rows.length).toBeGreaterThanOrEqual(198);
});
