import { expect, test, type App } from './harness';
import { logIn, money } from './commerce-helpers';
import type { Cart } from '../../contract/schemas/cart';
import { openReview } from './place-review';

/** The demo customer's cart as the store has it now (after logging in). */
async function storeCart(app: App): Promise<Cart> {
  const global = await app.core.handlers['shop:global']({});
  if (!global.ok || !global.data.customer?.cart_token) throw new Error('no open cart for the demo customer');
  const cart = await app.core.handlers['cart:retrieve']({ cart_token: global.data.customer.cart_token });
  if (!cart.ok) throw new Error(cart.error.message);
  return cart.data;
}

/** Plenty of stock on every line, so nothing blocks the order. */
async function restock(app: App): Promise<Cart> {
  const cart = await storeCart(app);
  for (const item of cart.order_item) app.store!.control.setVariant(item.variant_id, { inventory_quantity: 10_000, is_preorder: false });
  return cart;
}

async function orderCount(app: App): Promise<number> {
  const account = await app.core.handlers['account:get']({});
  if (!account.ok) throw new Error(account.error.message);
  return account.data.orders.length;
}

test('each cart warning is worded from the dictionary', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const { page } = app;
  const control = app.store!.control;
  control.setShop({ is_allow_preorder: false });
  await logIn(page);
  const cart = await restock(app);
  // A fifth line to withdraw.
  const extra = control.firstVariantWith({ tracked: true, minStock: 50, exclude: cart.order_item.map((i) => i.variant_id) });
  if (!extra) throw new Error('no extra variant');
  const added = await app.core.handlers['cart:create']({ order_items: [{ id: extra.id, quantity: 1 }], cart_token: cart.cart_token });
  expect(added.ok).toBe(true);
  const [low, out, preorder, repriced] = cart.order_item;
  if (!low || !out || !preorder || !repriced) throw new Error('the demo cart has fewer than 4 lines');
  control.setVariant(low.variant_id, { inventory_quantity: 1 });
  control.setVariant(out.variant_id, { inventory_quantity: 0 });
  control.setVariant(preorder.variant_id, { is_preorder: true });
  control.setTierPrices(repriced.variant_id, { tiers: [{ min_qty: 1, max_qty: null, price: 3.33 }] });
  control.setVariant(extra.id, { available: false });

  await app.goto('/cart');
  // Each warning sits on the row of its line, the rest in the box above the table.
  const warnings = page.locator('.cart-screen');
  await expect(warnings).toContainText(`${low.name}: only 1 left in stock.`);
  await expect(warnings).toContainText(`${out.name} is out of stock.`);
  await expect(warnings).toContainText(`${preorder.name} is a pre-order item.`);
  await expect(warnings).toContainText(new RegExp(`${escape(repriced.name)}: the price was updated to ${money(3.33).source}\\.`));
  await expect(warnings).toContainText('is no longer available; please remove it from the cart.');

  // Out of stock and short stock stop the order before anything is sent.
  const before = await orderCount(app);
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page.getByText('Some item is out of stock.')).toBeVisible();
  expect(await orderCount(app)).toBe(before);

  // With pre-orders allowed, short stock becomes a pre-order.
  control.setShop({ is_allow_preorder: true });
  await page.reload();
  // ... saying how many are ready (or that none are), not only that the stock is low.
  await expect(warnings).toContainText(`${low.name}: only 1 in ready stock; the rest is on pre-order.`);
  await expect(warnings).toContainText(`${out.name}: none in ready stock, so all of it is on pre-order.`);
});

test('remove, a change saved on its own and kept over a reload, no Update cart once saved; the header follows', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const { page } = app;
  await logIn(page);
  const cart = await restock(app);
  await app.goto('/cart');
  const header = page.getByTestId('header-cart');
  const [first, second] = cart.order_item;
  if (!first || !second) throw new Error('the demo cart has fewer than 2 lines');

  // Change a quantity: it is saved on its own once the typing pauses, no Update cart needed.
  const row = page.getByRole('row').filter({ hasText: first.sku ?? first.name });
  const quantity = row.getByRole('textbox', { name: /^Quantity of/ });
  const newQuantity = first.quantity + (first.wholesale_price[0]?.increment_quantity ?? 1);
  const headerBefore = await header.textContent();
  await quantity.fill(String(newQuantity));
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await expect(header).not.toHaveText(headerBefore ?? '');
  await expect.poll(async () => (await storeCart(app)).order_item.find((i) => i.variant_id === first.variant_id)?.quantity).toBe(newQuantity);
  // Saved at the store: a reload shows it.
  await page.reload();
  await expect(quantity).toHaveValue(String(newQuantity));
  // Nothing waits to be saved, so there is no Update cart to press.
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update cart' })).toHaveCount(0);
  const updated = await storeCart(app);
  expect(updated.order_item.find((i) => i.variant_id === first.variant_id)?.quantity).toBe(newQuantity);
  await expect(page.locator('.cart-totals__line--total')).toContainText(money(updated.total_price));
  await expect(header).toContainText(money(updated.subtotal_price));

  // Remove sets the line to 0 and updates at once.
  await page.getByRole('row').filter({ hasText: second.sku ?? second.name }).getByRole('button', { name: /^Remove / }).click();
  await expect(page.getByRole('row').filter({ hasText: second.sku ?? second.name })).toHaveCount(0);
  const after = await storeCart(app);
  expect(after.order_item.some((i) => i.variant_id === second.variant_id)).toBe(false);
  await expect(header).toContainText(money(after.subtotal_price));
});

test('a total at or below the minimum purchase refuses the order', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const { page } = app;
  app.store!.control.setShop({ min_purchase_amount: 1_000_000 });
  await logIn(page);
  await restock(app);
  const before = await orderCount(app);
  await app.goto('/cart');
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page.getByText(/^Minimum purchase amount is RM\s1,000,000\.00\.$/)).toBeVisible();
  expect(await orderCount(app)).toBe(before);
});

test('no billing address chosen: refused; the primary one is preselected', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const { page } = app;
  await logIn(page);
  await restock(app);
  await app.goto('/cart');
  const select = page.getByLabel('Billing address');
  await expect(select.locator('option:checked')).toContainText('(Primary)');
  await expect(page.getByRole('link', { name: /Add an address/ })).toHaveAttribute('href', '#/account');
  await select.selectOption({ label: 'Choose a billing address' });
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page.getByText('Please select a billing address before you place order.')).toBeVisible();
});

test('a double-clicked Place order makes one order and lands on it', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const { page } = app;
  app.store!.control.setShop({ min_purchase_amount: 0 });
  await logIn(page);
  await restock(app);
  const before = await orderCount(app);
  await app.goto('/cart');
  // The review's Place order is the one that sends: a double click on it makes one order.
  const review = await openReview(page);
  await review.getByRole('button', { name: 'Place order', exact: true }).dblclick();
  await expect(page.getByText('Your order has been placed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeDisabled();
  await page.waitForURL(/#\/order\/[^/]+$/, { timeout: 10_000 });
  expect(await orderCount(app)).toBe(before + 1);
  await expect(page.getByTestId('header-cart').locator('.cart-total')).toHaveCount(0);
});

test('Enter held down on Place order sends one order', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const { page } = app;
  await logIn(page);
  await restock(app);
  const before = await orderCount(app);
  await app.goto('/cart');
  const review = await openReview(page);
  await review.getByRole('button', { name: 'Place order', exact: true }).focus();
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('Enter', { delay: 5 });
  await page.waitForURL(/#\/order\/[^/]+$/, { timeout: 10_000 });
  expect(await orderCount(app)).toBe(before + 1);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('an empty cart says so and leads back to the products', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const { page } = app;
  await logIn(page, { email: 'other@wholesale.test', password: 'other1234' });
  await app.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
});
