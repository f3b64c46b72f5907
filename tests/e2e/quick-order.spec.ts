import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeSerious, expect, test, type App } from './harness';
import { money } from './commerce-helpers';
import { ADD_TO_CART, closeQuickOrderStores, indexReady, openQuickOrder, quantityBoxes, quickOrderBuyer, rowValues, skuBoxes } from './quick-order-helpers';
import { chooseExport } from './export-menu';

// These read the variant table (Enter down its rows, a row's price and tiers): the buyer chose the table over a size-by-colour product's grid.
test.use({ variantLayout: 'table' });

test.afterEach(closeQuickOrderStores);

async function storeCart(app: App) {
  const global = await app.core.handlers['shop:global']({});
  if (!global.ok || !global.data.customer?.cart_token) throw new Error('no open cart');
  const cart = await app.core.handlers['cart:retrieve']({ cart_token: global.data.customer.cart_token });
  if (!cart.ok) throw new Error(cart.error.message);
  return cart.data;
}

function csvFile(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'quick-order-csv-')), 'order.csv');
  writeFileSync(path, text);
  return path;
}

test('a buyer types, pastes and imports lines, fixes them and adds everything in one call; the cart exports back to the same lines', async ({ launch }) => {
  const { app, page, proxy, variants, carton } = await quickOrderBuyer(launch, 8);
  const [typedA, typedB, pastedA, pastedB, pastedC, fixer, importedA, importedB] = variants as [
    (typeof variants)[0], (typeof variants)[0], (typeof variants)[0], (typeof variants)[0], (typeof variants)[0], (typeof variants)[0], (typeof variants)[0], (typeof variants)[0],
  ];
  await openQuickOrder(page);

  // Typed: the start of a SKU, a suggestion chosen with the arrow keys, Enter in the quantity goes on.
  const first = skuBoxes(page).first();
  await first.fill(typedA.sku.slice(0, -1));
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.getByRole('listbox', { name: 'Matching products' });
  await expect(listbox.getByRole('option').filter({ hasText: typedA.sku })).toBeVisible();
  const position = (await listbox.getByRole('option').allTextContents()).findIndex((text) => text.includes(typedA.sku));
  for (let i = 0; i <= position; i += 1) await first.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-activedescendant', /.+/);
  await first.press('Enter');
  await expect(first).toHaveValue(typedA.sku);
  await expect(quantityBoxes(page).first()).toBeFocused();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(skuBoxes(page).nth(1)).toBeFocused();
  await page.keyboard.type(typedB.sku, { delay: 80 }); // a person's pace: a burst at machine speed ending in Enter is a scanner's
  await page.keyboard.press('Enter');
  await expect(quantityBoxes(page).nth(1)).toBeFocused();
  await page.keyboard.type('3');
  await expect(page.getByRole('row').filter({ hasText: typedB.product_title }).first()).toBeVisible();

  // Pasted: five lines in four spellings, one unknown SKU and one quantity off the carton.
  await page.getByLabel('Paste lines').fill([`${pastedA.sku}\t1`, `${pastedB.sku},2`, 'NO-SUCH-SKU;1', `4 x ${carton.sku}`, `${pastedC.sku} 1`].join('\n'));
  await page.getByRole('button', { name: 'Add lines' }).click();
  await expect(page.getByText('SKU not found')).toBeVisible();
  await expect(page.getByText('Sold in multiples of 6')).toBeVisible();

  // Fixed: the nearest carton quantity, and a right SKU in place of the unknown one.
  await page.getByRole('button', { name: 'Use 6' }).click();
  await expect(page.getByText('Sold in multiples of 6')).toHaveCount(0);
  const unknown = skuBoxes(page).nth((await rowValues(page)).findIndex(([sku]) => sku === 'NO-SUCH-SKU'));
  await unknown.fill(fixer.sku);
  await unknown.press('Tab');
  await expect(page.getByText('SKU not found')).toHaveCount(0);

  // Imported: a CSV with a header row, through the (stand-in) open dialog.
  app.setPickedCsv(csvFile(`sku,quantity\r\n${importedA.sku},5\r\n${importedB.sku},1\r\n`));
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(page.getByText('Lines imported from order.csv: 2.')).toBeVisible();
  await expect.poll(() => rowValues(page)).toHaveLength(9);

  // Everything in ONE cart/create; the cart then holds every line.
  const before = proxy.count(...ADD_TO_CART);
  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lines added to cart: 9.' })).toBeVisible();
  expect(proxy.count(...ADD_TO_CART)).toBe(before + 1);
  expect(await rowValues(page)).toEqual([]);
  const expected = new Map([
    [typedA.id, 2], [typedB.id, 3], [pastedA.id, 1], [pastedB.id, 2], [carton.id, 6], [pastedC.id, 1], [fixer.id, 1], [importedA.id, 5], [importedB.id, 1],
  ]);
  const cart = await storeCart(app);
  for (const [id, quantity] of expected) expect(cart.order_item.find((item) => item.variant_id === id)?.quantity, `variant ${id}`).toBe(quantity);
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  for (const variant of [typedA, typedB, pastedA, pastedB, pastedC, fixer, importedA, importedB, carton]) {
    await expect(page.getByRole('cell', { name: variant.sku, exact: true })).toBeVisible();
  }

  // The cart's CSV re-imports to the same lines.
  await chooseExport(page, 'Export CSV');
  await expect(page.getByText('CSV file saved.')).toBeVisible();
  const saved = app.savedFiles.at(-1)!;
  expect(readFileSync(saved, 'utf8')).toContain(typedA.sku);
  await openQuickOrder(page);
  app.setPickedCsv(saved);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect.poll(() => rowValues(page)).toHaveLength(cart.order_item.length);
  expect((await rowValues(page)).sort()).toEqual(cart.order_item.map((item): [string, string] => [item.sku ?? '', String(item.quantity)]).sort());
});

test('keys everywhere an order is built, header suggestions, and the quick-order screen at 1440 and 420 px', async ({ launch }) => {
  const { app, page, proxy, variants, carton } = await quickOrderBuyer(launch, 2, { width: 1440, height: 900 });
  const [variant] = variants as [(typeof variants)[0]];

  // `/` from the page goes to the search box; a suggestion chosen with the keys opens its product.
  await indexReady(app);
  await page.locator('body').press('/');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await expect(search).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^Catalogue/ })).toHaveCount(0); // the list screen has no index line
  await page.keyboard.type(variant.sku, { delay: 80 }); // a person's pace, not a scanner's burst
  const option = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').filter({ hasText: variant.sku }).first();
  await expect(option).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: variant.product_title })).toBeVisible();

  // Product page: Enter goes from one variant's quantity to the next; on the last it adds to cart.
  const quantities = page.locator('.variant-table .qty-stepper__input:not(:disabled)');
  await quantities.first().fill('6');
  await quantities.first().press('Enter');
  await expect(quantities.nth(1)).toBeFocused();
  const before = proxy.count(...ADD_TO_CART);
  await quantities.last().focus();
  await quantities.last().press('Enter');
  await expect(page.getByText('Added to cart.')).toBeVisible();
  expect(proxy.count(...ADD_TO_CART)).toBe(before + 1);

  // Ctrl+K reaches the search box even from a field; `?` (outside fields) opens the keyboard help.
  await quantities.first().focus();
  await page.keyboard.press('Control+k');
  await expect(search).toBeFocused();
  await page.locator('h1').click();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  expect(await axeSerious(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // Cart: Up and Down move a quantity by one step.
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  const cartQuantity = page.locator('.cart-row .qty-stepper__input').first();
  const start = Number(await cartQuantity.inputValue());
  await cartQuantity.press('ArrowUp');
  await expect(cartQuantity).not.toHaveValue(String(start));
  const up = Number(await cartQuantity.inputValue());
  await cartQuantity.press('ArrowDown');
  await expect(cartQuantity).toHaveValue(String(start));
  expect(up).toBeGreaterThan(start);

  // The quick-order screen with a valid line and each kind of problem, at both widths.
  await openQuickOrder(page);
  await page.getByLabel('Paste lines').fill([`${variant.sku}\t12`, `${variants[1]!.sku}\t3`, 'NO-SUCH-SKU\t1', `${carton.sku}\t4`].join('\n'));
  await page.getByRole('button', { name: 'Add lines' }).click();
  await expect(page.getByText('Sold in multiples of 6')).toBeVisible();
  await expect(page.getByText('SKU not found')).toBeVisible();
  await skuBoxes(page).last().fill(variant.sku.slice(0, 5));
  await expect(page.getByRole('listbox', { name: 'Matching products' }).getByRole('option').first()).toBeVisible();
  await app.screenshot('quick-order-1440');
  expect(await axeSerious(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 420, height: 800 });
  await app.screenshot('quick-order-420', { fullPage: true });
  expect(await axeSerious(page)).toEqual([]);

  // Lines not yet added survive a reload of the window.
  const typed = await rowValues(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();
  await expect.poll(() => rowValues(page)).toEqual(typed);
  // Checked again: the unknown SKU and the half-typed one.
  await expect(page.getByText('SKU not found')).toHaveCount(2);
  // The keyboard starts in the blank line's SKU box, below the kept lines, and Ctrl+Enter adds every
  // ready line in one call.
  await expect(skuBoxes(page).last()).toBeFocused();
  const added = proxy.count(...ADD_TO_CART);
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText(/^Lines added to cart: 2\./)).toBeVisible();
  expect(proxy.count(...ADD_TO_CART)).toBe(added + 1);
});

/** The app's one money format in English: the sign, a (no-break) space, the amount ('RM 1,234.50'). */
const MONEY = /^-?RM\s[\d,]+\.\d{2}$/;

test('a line over the stock is refused on its row as it is typed, the next tier is offered, and money reads the same on the product page and the order list', async ({ launch }) => {
  const { app, page, proxy, variants } = await quickOrderBuyer(launch, 2, { width: 1440, height: 900 }, (store, [low, tiered]) => {
    store.control.setVariant(low!.id, { inventory_quantity: 3 });
    store.control.setVariant(tiered!.id, { price: 25, inventory_quantity: 500 });
    store.control.setTierPrices(tiered!.id, { tiers: [{ min_qty: 12, max_qty: 47, price: 23 }, { min_qty: 48, max_qty: null, price: 21.6 }] });
  });
  const [low, tiered] = variants as [(typeof variants)[0], (typeof variants)[0]];
  await openQuickOrder(page);

  // Over the stock: said on the row while typing, before anything is added, with a fix.
  await skuBoxes(page).first().fill(low.sku);
  await skuBoxes(page).first().press('Enter');
  await quantityBoxes(page).first().fill('5');
  // Rows by place: two picked variants may be of one product.
  const lowRow = page.locator('.qo-table__body .qo-row').nth(0);
  await expect(lowRow).toContainText('3 in stock');
  await expect(lowRow).toContainText('Only 3 in stock; the store takes no pre-orders.');
  await expect(quantityBoxes(page).first()).toHaveAttribute('aria-invalid', 'true');
  await expect(lowRow.getByRole('button', { name: 'Use 3' })).toBeVisible();

  // The price at the typed quantity, and how many more reach the next tier.
  await skuBoxes(page).nth(1).fill(tiered.sku);
  await skuBoxes(page).nth(1).press('Enter');
  await quantityBoxes(page).nth(1).fill('2');
  const tieredRow = page.locator('.qo-table__body .qo-row').nth(1);
  const price = tieredRow.locator('.qo-row__price');
  await expect(price).toHaveText(money(25));
  await expect(price).toHaveText(MONEY);
  const hint = tieredRow.getByRole('button', { name: /^10 more for RM\s23\.00 each$/ });
  await expect(hint).toBeVisible();
  await app.screenshot('quick-order-stock-1440');
  await page.setViewportSize({ width: 420, height: 900 });
  await app.screenshot('quick-order-stock-420', { fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await hint.click();
  await expect(quantityBoxes(page).nth(1)).toHaveValue('12');
  await expect(price).toHaveText(money(23));
  await expect(tieredRow.getByRole('button', { name: /^36 more for RM\s21\.60 each$/ })).toBeVisible();
  // The total counts the ready line only: the one over the stock is not sent.
  await expect(page.locator('.quick-order__total strong')).toHaveText(money(276));
  await expect(page.locator('.quick-order__total strong')).toHaveText(MONEY);

  // Add all sends the ready line only; the one over the stock stays with its reason.
  const before = proxy.count(...ADD_TO_CART);
  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lines added to cart: 1.' })).toBeVisible();
  expect(proxy.count(...ADD_TO_CART)).toBe(before + 1);
  await expect(lowRow).toContainText('Only 3 in stock; the store takes no pre-orders.');
  const cart = await storeCart(app);
  expect(cart.order_item.find((item) => item.variant_id === tiered.id)?.quantity).toBe(12);
  expect(cart.order_item.find((item) => item.variant_id === low.id)).toBeUndefined();

  // One money format: the product page's price and tiers and the order list's totals read as quick order's.
  await app.goto(`/products/${tiered.product_handle}`);
  const variantRow = page.getByRole('row').filter({ hasText: tiered.sku });
  await expect(variantRow.locator('.variant-row__price')).toHaveText(MONEY);
  await expect(variantRow.locator('.tier-list')).toContainText(/12–47: RM\s23\.00 each/);
  await app.goto('/order');
  const totals = page.locator('.orders-table__total');
  await expect(totals.first()).toBeVisible();
  for (const total of await totals.allTextContents()) expect(total).toMatch(MONEY);
});
