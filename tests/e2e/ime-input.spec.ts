import { expect, test } from './harness';
import { closeQuickOrderStores, indexReady, openQuickOrder, quantityBoxes, quickOrderBuyer, rowValues, skuBoxes } from './quick-order-helpers';
import { buyerBehindProxy, closeProxied, UPDATE_CART } from './proxied-buyer';
import { storeCart } from './orders-helpers';
import { openReview } from './place-review';
import { compose, fullWidth, scanAt, watchFocusAtClose } from './ime-helpers';
import { logIn } from './commerce-helpers';
import { findOrder, openOrder } from './orders-helpers';
import { chooseExport } from './export-menu';
import { startStorefront, type RunningStorefront } from '../../server/index';

// These read a variant's row on the product page, found by its SKU: the buyer chose the table over a size-by-colour product's grid.
test.use({ variantLayout: 'table' });

test.afterEach(closeQuickOrderStores);
test.afterEach(closeProxied);
const closing: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const close of closing.splice(0).reverse()) await close();
});

test('quick order through an IME: the committing Enter does nothing, full-width "１２" is a line of 12, unreadable text is flagged and not added', async ({ launch }) => {
  const { app, page, proxy, variants } = await quickOrderBuyer(launch, 2);
  const [first, second] = variants as [(typeof variants)[0], (typeof variants)[0]];
  await openQuickOrder(page);

  // The SKU in full width, composed: the Enter that commits it neither moves on nor looks the half-typed text up.
  const sku = skuBoxes(page).first();
  await expect(sku).toBeFocused();
  await compose(page, fullWidth(first.sku));
  await expect(sku).toBeFocused();
  await expect(sku).toHaveValue(fullWidth(first.sku));
  await expect(sku).not.toHaveAttribute('aria-invalid', 'true');
  // A plain Enter then does move on, and the full-width SKU is found.
  await page.keyboard.press('Enter');
  const quantity = quantityBoxes(page).first();
  await expect(quantity).toBeFocused();
  await expect(page.getByRole('row').filter({ hasText: first.product_title }).first()).toBeVisible();

  // "１２" composed in the quantity: its committing Enter stays in the box; the box says what it read.
  await compose(page, '１２');
  await expect(quantity).toBeFocused();
  await expect(quantity).toHaveValue('１２');
  await expect(page.getByText('Read as 12')).toBeVisible();
  await app.screenshot('ime-quick-order-read-as');
  await page.keyboard.press('Enter');
  await expect(skuBoxes(page).nth(1)).toBeFocused();
  await expect.poll(() => rowValues(page).then((rows) => rows.map(([, q]) => q))).toEqual(['12']);

  // A quantity that is no number: kept in its box, flagged with the reason, never added.
  await skuBoxes(page).nth(1).fill(second.sku);
  await page.keyboard.press('Enter');
  await compose(page, '１２箱');
  const unreadKey = await quantityBoxes(page).nth(1).getAttribute('data-row-key');
  const unread = page.locator(`input[data-qo-field="quantity"][data-row-key="${unreadKey}"]`);
  await expect(unread).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Type digits only: “１２箱” is not a quantity.')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(unread).toHaveValue('１２箱');

  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect.poll(async () => (await storeCart(app))?.order_item.find((line) => line.variant_id === first.id)?.quantity).toBe(12);
  const cart = (await storeCart(app))!;
  expect(cart.order_item.find((line) => line.variant_id === second.id)).toBeUndefined();
  await expect(unread).toHaveValue('１２箱');
  expect(proxy.count('POST', '/_api/ws/cart/create')).toBeLessThanOrEqual(1);
});

test('the cart through an IME: "３６" saves 36, unreadable text is flagged and nothing is sent, search acts once on the committed words', async ({ launch }) => {
  const { app, page, proxy, cart } = await buyerBehindProxy(launch);
  const line = cart.order_item[0]!;
  await app.goto('/cart');
  const box = page.locator(`input[data-item-id="${line.variant_id}"]`);
  await box.click();
  await box.selectText();
  await compose(page, '３６');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('３６');
  await expect.poll(async () => (await storeCart(app))?.order_item.find((item) => item.variant_id === line.variant_id)?.quantity).toBe(36);
  await expect(page.getByRole('row').filter({ has: box })).toBeVisible();

  // Text that is no quantity: flagged on the field, the line kept, nothing sent.
  const updates = proxy.count(...UPDATE_CART);
  await box.selectText();
  await compose(page, '３６箱');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Type digits only: “３６箱” is not a quantity.')).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await app.screenshot('ime-cart-unread-1440');
  await page.setViewportSize({ width: 420, height: 900 });
  await box.scrollIntoViewIfNeeded();
  await app.screenshot('ime-cart-unread-420');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.waitForTimeout(1500);
  expect(proxy.count(...UPDATE_CART)).toBe(updates);
  expect((await storeCart(app))?.order_item.find((item) => item.variant_id === line.variant_id)?.quantity).toBe(36);
  await expect(box).toHaveValue('３６箱');

  // 36 to 3600 (100 times): asked before it is saved; saved once the buyer says so.
  await box.fill('3600');
  await expect(page.getByText('3,600 is far more than 36 or the stock in hand. A scan or a slip of the keyboard?')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(proxy.count(...UPDATE_CART)).toBe(updates);
  await app.screenshot('ime-cart-jump-1440');
  await page.getByRole('button', { name: 'Use 3,600' }).click();
  await expect.poll(async () => (await storeCart(app))?.order_item.find((item) => item.variant_id === line.variant_id)?.quantity).toBe(3600);

  // The header search: the Enter that commits "螺絲" does not search; the buyer's own Enter does, once.
  const search = page.locator('#header-search');
  await search.click();
  await compose(page, '螺絲');
  await expect(search).toHaveValue('螺絲');
  await expect(page).toHaveURL(/#\/cart$/);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/#\/cart$/);
  await expect(search).toHaveValue('螺絲');
});

test('the product page through an IME: the committing Enter in a quantity neither moves on nor adds to the cart', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const control = app.store!.control;
  const variant = control.firstVariantWith({ tracked: true, minStock: 100, available: true, increment: 1 });
  if (!variant) throw new Error('no stocked variant in the seed');
  const { page } = app;
  await logIn(page);
  const before = await storeCart(app);
  await app.goto(`/products/${variant.product_handle}`);
  const box = page.getByRole('row').filter({ hasText: variant.sku }).getByRole('textbox', { name: /^Quantity of/ });
  await box.click();
  await compose(page, '１２');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('１２');
  await expect(page.getByText(/Selected: 12 units/)).toBeVisible();
  await page.waitForTimeout(500);
  expect((await storeCart(app))?.subtotal_price).toBe(before?.subtotal_price);
});

test('a scanner slowed to 40-70 ms between keys, with a quantity box focused, adds its line and leaves the box as it was', async ({ launch }) => {
  const { page, variants, carton } = await quickOrderBuyer(launch, 1);
  const [single] = variants as [(typeof variants)[0]];
  await openQuickOrder(page);
  await skuBoxes(page).first().fill(single.sku);
  await page.keyboard.press('Enter');
  const quantity = quantityBoxes(page).first();
  await expect(quantity).toBeFocused();
  await quantity.fill('12');
  await scanAt(page, carton.sku, [40, 55, 70, 48, 63, 66]);
  await expect.poll(() => rowValues(page)).toEqual([
    [single.sku, '12'],
    [carton.sku, '6'],
  ]);
  await expect(quantity).toHaveValue('12');
});

test('a dialog gives the keyboard back to its opener the moment it closes, by the app and not the browser', async ({ launch }) => {
  const { app, page } = await buyerBehindProxy(launch);
  await app.goto('/cart');
  const focusAtClose = await watchFocusAtClose(page);
  await openReview(page);
  await page.keyboard.press('Escape');
  await openReview(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(focusAtClose).toEqual(['Place order', 'Place order']);
});

test('an order list through an IME: the committing Enter keeps nothing, the buyer\'s Enter keeps "１２" as 12', async ({ launch }) => {
  const store: RunningStorefront = await startStorefront({ port: 0, testControl: true });
  closing.push(() => store.close());
  const app = await launch({ storeUrl: store.url, path: '/login', viewport: { width: 1440, height: 900 } });
  const { page } = app;
  await logIn(page, { email: 'other@wholesale.test', password: 'other1234' });
  const order = await findOrder(app, (o) => o.line_items.length >= 1 && o.line_items.every((l) => l.sku && l.variant_id), 'with SKUs');
  const first = order.line_items[0]!;
  await openOrder(app, order);
  await chooseExport(page, 'Save as order list');
  const save = page.getByRole('dialog', { name: 'Save as order list' });
  await save.getByLabel('List name').fill('IME list');
  await save.getByRole('button', { name: 'Save list' }).click();
  await expect(page.getByText('Order list “IME list” saved.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workspace' }).click();
  await page.getByRole('link', { name: 'IME list' }).click();
  const quantity = page.getByRole('table', { name: 'Lines of this list' }).getByRole('textbox', { name: `Quantity of ${first.title}` }).first();
  const kept = async () => {
    const answer = await app.core.handlers['lists:list']({});
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.data.lists.find((list) => list.name === 'IME list')?.lines[0]?.quantity;
  };
  const before = await kept();
  await quantity.click();
  await quantity.selectText();
  await compose(page, '１２');
  await expect(quantity).toBeFocused();
  await expect(quantity).toHaveValue('１２');
  await page.waitForTimeout(300);
  expect(await kept()).toBe(before);
  await page.keyboard.press('Enter');
  await expect.poll(kept).toBe(12);
});

test("a scan with the keyboard in a cart line's quantity box leaves each box showing what the store holds, with no false unsaved change, and a quantity typed before it still sent", async ({ launch }) => {
  const { app, page, proxy, variants } = await quickOrderBuyer(launch, 2);
  const [scanned, last] = variants as [(typeof variants)[0], (typeof variants)[0]];
  await app.goto('/cart');
  await indexReady(app);
  const line = (await storeCart(app))!.order_item[0]!;
  const held = async (id: number) => (await storeCart(app))?.order_item.find((item) => item.variant_id === id)?.quantity;
  const boxOf = (id: number) => page.locator(`input[data-item-id="${id}"]`);
  const box = boxOf(line.variant_id);
  const saved = page.getByText('All changes saved.');
  await box.click();

  // A new variant scanned twice into another line's box, the second scan before the first one's
  // line is on screen (the store slow to take an add): the store adds it twice, and its line shows 2.
  proxy.faults.addToCartDelayMs = 1000;
  await scanAt(page, scanned.sku, [8]);
  await page.waitForTimeout(300);
  await scanAt(page, scanned.sku, [8]);
  await expect.poll(() => held(scanned.id)).toBe(2);
  await expect(boxOf(scanned.id)).toHaveValue('2');
  await expect(box).toHaveValue(String(line.quantity));
  await expect(box).toBeFocused();
  await expect(saved).toBeVisible();
  // Nothing waits to be sent, so nothing goes back over the second scan once the autosave's pause is past.
  await page.waitForTimeout(1500);
  await expect(saved).toBeVisible();
  expect(await held(scanned.id)).toBe(2);
  expect(await held(line.variant_id)).toBe(line.quantity);
  proxy.faults.addToCartDelayMs = 0;

  // Its own SKU scanned into its own box, slowed to 40-70 ms a key: one more, shown and saved.
  await boxOf(scanned.id).click();
  await scanAt(page, scanned.sku, [45, 60, 70]);
  await expect(boxOf(scanned.id)).toHaveValue('3');
  await expect.poll(() => held(scanned.id)).toBe(3);
  await expect(saved).toBeVisible();

  // A quantity typed on a line and not yet saved, then a scan into that box: the typed one is kept and sent.
  await box.fill('9');
  await scanAt(page, last.sku, [8]);
  await expect(boxOf(last.id)).toHaveValue('1');
  await expect(box).toHaveValue('9');
  await expect.poll(() => held(line.variant_id)).toBe(9);
  await expect(saved).toBeVisible();
  expect(await held(last.id)).toBe(1);
  await box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await app.screenshot('cart-scan-into-line-box');
});
