import { expect, test, type App, type LaunchOptions } from './harness';
import { logIn, money } from './commerce-helpers';
import { demoCartVariantIds } from './quick-order-helpers';

// These read the variant table's rows (SKU, tiers, unit price, steppers, subtotal): the buyer chose the table over a size-by-colour product's grid.
test.use({ variantLayout: 'table' });

test('tiers set the unit price as the quantity crosses each boundary', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const control = app.store!.control;
  const variant = control.firstVariantWith({ tracked: true, minStock: 100, available: true });
  if (!variant) throw new Error('no stocked variant in the seed');
  control.setVariant(variant.id, { price: 10, inventory_quantity: 5000 });
  control.setTierPrices(variant.id, {
    tiers: [
      { min_qty: 5, max_qty: 9, price: 9 },
      { min_qty: 10, max_qty: 19, price: 8 },
      { min_qty: 20, max_qty: null, price: 7 },
    ],
    rate: 1,
    increment_quantity: 1,
  });
  const { page } = app;
  await logIn(page);
  await app.goto(`/products/${variant.product_handle}`);

  const row = page.getByRole('row').filter({ hasText: variant.sku });
  const cells = row.getByRole('cell');
  // cells: SKU, wholesale prices, unit price, quantity, subtotal (the variant name is the row header)
  const unit = cells.nth(2);
  const subtotal = cells.nth(4);
  // Every quantity has its line, in the app's one money format: below the first tier the original price.
  await expect(cells.nth(1)).toHaveText(/^1–4: RM\s10\.00 each5–9: RM\s9\.00 each10–19: RM\s8\.00 each20 or more: RM\s7\.00 each$/);
  await expect(unit).toHaveText(money(10));

  const quantity = row.getByRole('textbox', { name: /^Quantity of/ });
  for (const [qty, price] of [
    [4, 10], // first min - 1: retail price
    [5, 9], // first min
    [9, 9], // max
    [10, 8], // max + 1
    [19, 8],
    [20, 7], // open-ended tier
    [750, 7],
    [1, 10],
  ] as const) {
    await quantity.fill(String(qty));
    await expect(unit).toHaveText(money(price));
    await expect(subtotal).toHaveText(money(qty * price));
  }
  await quantity.fill('');
  await expect(subtotal).toHaveText(money(0));
});

test('plus and minus move by the increment, never below 0, and a rate shows as a discount', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const control = app.store!.control;
  const variant = control.firstVariantWith({ tracked: true, minStock: 100, available: true });
  if (!variant) throw new Error('no stocked variant in the seed');
  control.setVariant(variant.id, { price: 12, inventory_quantity: 1000 });
  control.setTierPrices(variant.id, { tiers: [{ min_qty: 6, max_qty: null, price: 10 }], rate: 0.9, increment_quantity: 6 });
  const { page } = app;
  await logIn(page);
  await app.goto(`/products/${variant.product_handle}`);

  const row = page.getByRole('row').filter({ hasText: variant.sku });
  const quantity = row.getByRole('textbox', { name: /^Quantity of/ });
  const unit = row.getByRole('cell').nth(2);
  // The tier price is shown as paid (10 x 0.9), the rate said as included rather than as a further '- 10%'.
  await expect(row.getByRole('cell').nth(1)).toContainText(/6 or more: RM\s9\.00 each/);
  await expect(row).toContainText('Prices include your 10% discount');
  await expect(row).not.toContainText('- 10%');
  await expect(row).toContainText('Sold in steps of 6');
  await row.getByRole('button', { name: /^Increase .* by 6$/ }).click();
  await expect(quantity).toHaveValue('6');
  await expect(unit).toHaveText(money(9)); // 10 x 0.9
  await row.getByRole('button', { name: /^Increase .* by 6$/ }).click();
  await expect(quantity).toHaveValue('12');
  await row.getByRole('button', { name: /^Decrease .* by 6$/ }).click();
  await expect(quantity).toHaveValue('6');
  await quantity.fill('4');
  await expect(unit).toHaveText(money(12)); // below the tier: the retail price, no rate
  await row.getByRole('button', { name: /^Decrease .* by 6$/ }).click();
  await expect(quantity).toHaveValue('');
  await expect(row.getByRole('button', { name: /^Decrease .* by 6$/ })).toBeDisabled();
});

test('add to cart: no request without quantities, then added with the header following', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const control = app.store!.control;
  const variant = control.firstVariantWith({ tracked: true, minStock: 100, available: true, increment: 1 });
  if (!variant) throw new Error('no stocked variant in the seed');
  control.setVariant(variant.id, { price: 20, inventory_quantity: 1000 });
  control.setTierPrices(variant.id, { tiers: [{ min_qty: 1, max_qty: null, price: 15 }], rate: 1, increment_quantity: 1 });
  const { page } = app;
  await logIn(page);
  const headerCart = page.getByTestId('header-cart');
  const before = await headerCart.textContent();
  await app.goto(`/products/${variant.product_handle}`);

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Please check your quantity.')).toBeVisible();
  await expect(headerCart).toHaveText(before ?? '');

  const row = page.getByRole('row').filter({ hasText: variant.sku });
  await row.getByRole('textbox', { name: /^Quantity of/ }).fill('3');
  await expect(page.getByText(/Selected: 3 units/)).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart.')).toBeVisible();
  await expect(headerCart).not.toHaveText(before ?? '');
  await expect(row.getByRole('textbox', { name: /^Quantity of/ })).toHaveValue('');

  await headerCart.click();
  await expect(page.getByRole('row').filter({ hasText: variant.sku })).toBeVisible();
});

test('a sold-out product without pre-orders cannot be added', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const control = app.store!.control;
  control.setShop({ is_allow_preorder: false });
  const variant = control.firstVariantWith({ tracked: true, minStock: 1, available: true });
  if (!variant) throw new Error('no stocked variant in the seed');
  // Every variant of the product to 0.
  for (let id = variant.id - 20; id < variant.id + 20; id += 1) {
    const other = control.variant(id);
    if (other?.product_id === variant.product_id) control.setVariant(id, { inventory_quantity: 0 });
  }
  const { page } = app;
  await logIn(page);
  await app.goto(`/products/${variant.product_handle}`);
  await expect(page.getByText('Out of stock').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await expect(page.getByRole('row').filter({ hasText: variant.sku }).getByRole('textbox')).toBeDisabled();
});

test('an unknown handle says No record found with a way back', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const { page } = app;
  await logIn(page);
  await app.goto('/products/no-such-product-here');
  await expect(page.getByText('No record found.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to products' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
});

test('a disabled price list: the notice, retail prices and N/A for the tiers', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const control = app.store!.control;
  const variant = control.firstVariantWith({ tracked: true, minStock: 100, minTiers: 1 });
  if (!variant) throw new Error('no tiered variant in the seed');
  control.setShop({ pricelist_is_enabled: false });
  const { page } = app;
  await logIn(page);
  await expect(page.getByText('This pricelist is disabled.')).toBeVisible();
  await app.goto(`/products/${variant.product_handle}`);
  const row = page.getByRole('row').filter({ hasText: variant.sku });
  await expect(row.getByRole('cell').nth(1)).toHaveText('N/A');
  await row.getByRole('textbox', { name: /^Quantity of/ }).fill('500');
  await expect(row.getByRole('cell').nth(2)).toHaveText(money(variant.price));
});

test('a product with a hyphen in its title opens by deep link on a fresh launch', async ({ launch }) => {
  const app = await launch({ path: '/login', products: 600 });
  // The handle's words ('zinc plated ...') are not what its title says ('Zinc-Plated ...'): the core still finds it.
  const product = app.store!.ctx.db
    .prepare<[], { handle: string; title: string }>(
      "SELECT handle, title FROM products WHERE is_active = 1 AND title LIKE '%-%' ORDER BY created_at DESC LIMIT 1",
    )
    .get();
  if (!product) throw new Error('no hyphenated title in the seed');
  await logIn(app.page);
  const again = await app.relaunch({ launchPath: `/products/${product.handle}` });
  await expect(again.page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect(again.page).toHaveURL(new RegExp(`#/products/${product.handle}$`));
});

test('a variant link (an order line without a handle) opens its product page', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const variant = app.store!.control.firstVariantWith({ tracked: true, minStock: 1 });
  if (!variant) throw new Error('no variant in the seed');
  await logIn(app.page);
  await app.goto(`/variant/${variant.id}`);
  await expect(app.page.getByRole('heading', { level: 1, name: variant.product_title })).toBeVisible();
  await expect(app.page).toHaveURL(new RegExp(`#/products/${variant.product_handle}$`));
});

/** How many of a variant the buyer's open cart at the store holds (0 without a cart or line). */
async function inStoreCart(app: App, variantId: number): Promise<number> {
  const global = await app.core.handlers['shop:global']({});
  const token = global.ok ? global.data.customer?.cart_token : null;
  if (!token) return 0;
  const cart = await app.core.handlers['cart:retrieve']({ cart_token: token });
  return cart.ok ? (cart.data.order_item.find((item) => item.variant_id === variantId)?.quantity ?? 0) : 0;
}

/** A variant of 30 in stock at 25, 12–47 at 23, 48 or more at 21.60; the shop takes pre-orders or not. */
async function stockedProduct(launch: (o?: LaunchOptions) => Promise<App>, preorder: boolean, rate = 1, viewport = { width: 1440, height: 900 }) {
  const app = await launch({ path: '/login', viewport });
  const control = app.store!.control;
  control.setShop({ is_allow_preorder: preorder, min_purchase_amount: 0 });
  // None already in the demo cart: what is added is all this test's.
  const variant = control.firstVariantWith({ tracked: true, minStock: 1, available: true, increment: 1, exclude: demoCartVariantIds(app.store!) });
  if (!variant) throw new Error('no stocked variant in the seed');
  control.setVariant(variant.id, { price: 25, inventory_quantity: 30 });
  control.setTierPrices(variant.id, { tiers: [{ min_qty: 12, max_qty: 47, price: 23 }, { min_qty: 48, max_qty: null, price: 21.6 }], rate, increment_quantity: 1 });
  await logIn(app.page);
  await app.goto(`/products/${variant.product_handle}`);
  const row = app.page.getByRole('row').filter({ hasText: variant.sku });
  return { app, page: app.page, variant, row, quantity: row.getByRole('textbox', { name: /^Quantity of/ }) };
}

test('stock, the price at the typed quantity and the next tier are said in the row; over the stock is refused there before adding', async ({ launch }) => {
  const { app, page, variant, row, quantity } = await stockedProduct(launch, false);
  const held = await inStoreCart(app, variant.id);
  await expect(row.getByRole('rowheader')).toContainText('30 in stock');

  // The next tier as the quantity is typed; pressing it sets that quantity.
  await quantity.fill('2');
  const hint = row.getByRole('button', { name: /^10 more for RM\s23\.00 each$/ });
  await expect(hint).toBeVisible();
  await expect(row.locator('.variant-row__price')).toHaveText(money(25));
  await app.screenshot('product-next-tier-1440');
  await hint.click();
  await expect(quantity).toHaveValue('12');
  await expect(row.locator('.variant-row__price')).toHaveText(money(23));
  // 48 is past the 30 in stock and the shop takes no pre-orders: no hint to order what cannot be sent.
  await expect(row.getByRole('button', { name: /more for/ })).toHaveCount(0);

  // Over the stock: warned in the row as typed, and Add to cart sends nothing but points at the row.
  await quantity.fill('50');
  await expect(row).toContainText('Only 30 in stock; the store takes no pre-orders.');
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  // The selection counts only what can be added, and says what it leaves out.
  await expect(page.locator('.add-to-cart-bar__summary')).toHaveText(/^Selected: 0 units, RM\s0\.00\s*1 line to fix is not counted\.$/);
  await app.screenshot('product-stock-1440');
  await page.setViewportSize({ width: 420, height: 900 });
  await row.scrollIntoViewIfNeeded();
  // The row's fix is not under the Add to cart bar.
  const use30 = row.getByRole('button', { name: 'Use 30' });
  await use30.scrollIntoViewIfNeeded();
  expect(await use30.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return el.contains(el.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  })).toBe(true);
  await app.screenshot('product-stock-420');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(quantity).toBeFocused();
  await expect(page.getByText('Added to cart.')).toHaveCount(0);

  // The fix on the row, then the add goes with exactly that: the refused 50 never reached the store.
  await row.getByRole('button', { name: 'Use 30' }).click();
  await expect(quantity).toHaveValue('30');
  await expect(row).not.toContainText('Only 30 in stock');
  await expect(page.locator('.add-to-cart-bar__summary')).toHaveText(/^Selected: 30 units, RM\s690\.00$/);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart.')).toBeVisible();
  expect(await inStoreCart(app, variant.id)).toBe(held + 30);
});

test('where the shop takes pre-orders, a quantity over the stock says how much will be on pre-order and can be added', async ({ launch }) => {
  const { page, row, quantity } = await stockedProduct(launch, true);
  await quantity.fill('50');
  await expect(row).toContainText('Only 30 in stock: 20 units will be on pre-order.');
  await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart.')).toBeVisible();
});

test("the headline price range is made of the variant table's own numbers", async ({ launch }) => {
  // A rate on the tiers: the table shows the prices it gives, as the store's own range counts them.
  const { page, row } = await stockedProduct(launch, false, 0.9);
  const headline = (await page.locator('.product-hero__price').evaluate((node) => node.firstChild?.textContent ?? '')).trim();
  const ends = headline.split(' – ');
  expect(ends.length).toBeGreaterThan(0);
  const table = (await page.locator('.variant-table .tier-list, .variant-table .variant-row__price').allTextContents()).join(' | ');
  for (const end of ends) expect(table, `headline ${headline}`).toContain(end);
  await expect(row.locator('.tier-list')).toContainText(/48 or more: RM\s19\.44 each/);
});
