import { expect, test, type App } from './harness';
import { logIn } from './commerce-helpers';
import { chooseExport } from './export-menu';
import { storeCart } from './orders-helpers';

/** The demo buyer's cart made exactly three lines, each with stock to spare. */
async function threeLines(app: App) {
  const cart = await storeCart(app);
  if (!cart?.cart_token) throw new Error('the demo customer has no open cart');
  const keep = cart.order_item.slice(0, 3);
  if (keep.length < 3) throw new Error('the demo cart has fewer than 3 lines');
  const order_items = cart.order_item.map((item, i) => ({ id: item.variant_id, quantity: i < 3 ? item.quantity : 0 }));
  const updated = await app.core.handlers['cart:update']({ order_items, cart_token: cart.cart_token });
  if (!updated.ok) throw new Error(updated.error.message);
  for (const item of keep) app.store!.control.setVariant(item.variant_id, { inventory_quantity: 10_000, is_preorder: false });
  return keep.map((item) => ({ id: item.variant_id, quantity: item.quantity, name: item.sku ?? item.name }));
}

test('lines saved as a list, removed one by one, then the list added back: every line with its quantity, no 0, also after a reload', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const { page } = app;
  await logIn(page);
  const lines = await threeLines(app);
  await app.goto('/cart');
  const rows = page.getByRole('table').getByRole('row').filter({ has: page.getByRole('textbox', { name: /^Quantity of/ }) });
  await expect(rows).toHaveCount(3);

  await chooseExport(page, 'Save as order list');
  const dialog = page.getByRole('dialog', { name: 'Save as order list' });
  await dialog.getByLabel('List name').fill('Three lines');
  await dialog.getByRole('button', { name: 'Save list' }).click();
  await expect(page.getByText('Order list “Three lines” saved.')).toBeVisible();

  // Removed one by one, each once the one before has gone.
  for (const [i, line] of lines.entries()) {
    await rows.filter({ hasText: line.name }).getByRole('button', { name: /^Remove / }).first().click();
    if (i < lines.length - 1) await expect(rows).toHaveCount(lines.length - 1 - i);
  }
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect.poll(async () => (await storeCart(app))?.order_item.length ?? 0).toBe(0);

  await app.goto('/lists');
  await page.getByRole('link', { name: 'Three lines' }).click();
  await page.getByRole('button', { name: 'Add list to cart' }).click();
  await page.getByRole('dialog', { name: 'Add to cart' }).getByRole('button', { name: 'Add 3 lines to cart' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Cart/ })).toBeVisible();

  const shown = async () => {
    await expect(rows).toHaveCount(3);
    for (const line of lines) await expect(rows.filter({ hasText: line.name }).getByRole('textbox', { name: /^Quantity of/ })).toHaveValue(String(line.quantity));
    await expect(page.getByText('Quantities changed.')).toHaveCount(0);
  };
  await shown();
  const store = await storeCart(app);
  expect(store?.order_item.map((item) => [item.variant_id, item.quantity]).sort()).toEqual(lines.map((line) => [line.id, line.quantity]).sort());
  // Nothing kept to come back: a reload shows the store's cart as it is.
  await page.waitForTimeout(800);
  await page.reload();
  await shown();
  const drafts = await app.core.handlers['drafts:get']({});
  expect(drafts.ok && drafts.data.drafts.filter((draft) => draft.scope.startsWith('cart:'))).toEqual([]);
});
