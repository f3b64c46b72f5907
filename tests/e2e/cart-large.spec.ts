import { expect, test } from './harness';
import { logIn } from './commerce-helpers';

test('a 1,000-line cart from a 5,000-product catalogue stays virtualised and editable', async ({ launch }) => {
  test.setTimeout(180_000);
  const app = await launch({ path: '/login', products: 5000 });
  const { page } = app;
  await logIn(page);

  // 1,000 variants from the catalogue pages, each at its own step.
  const items: { id: number; quantity: number }[] = [];
  for (let p = 1; items.length < 1000; p += 1) {
    const answer = await app.core.handlers['catalog:products']({ page: p });
    if (!answer.ok) throw new Error(answer.error.message);
    for (const product of answer.data.products) {
      for (const variant of product.variants) {
        if (items.length < 1000) items.push({ id: variant.id, quantity: variant.wholesale_price[0]?.increment_quantity ?? 1 });
      }
    }
  }
  const global = await app.core.handlers['shop:global']({});
  if (!global.ok) throw new Error(global.error.message);
  const created = await app.core.handlers['cart:create']({ order_items: items, cart_token: global.data.customer?.cart_token ?? null });
  if (!created.ok) throw new Error(created.error.message);

  await app.goto('/cart');
  const table = page.getByRole('table', { name: 'Items' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  const lines = Number(await table.getAttribute('aria-rowcount')) - 1;
  expect(lines).toBeGreaterThanOrEqual(1000);
  // Only the rows in view (and a few more) are in the DOM.
  const rendered = await page.locator('.cart-table__body .cart-row').count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThan(60);

  // Scroll to the end: the last line is reachable.
  const body = page.locator('.cart-table__body--virtual');
  await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(page.locator(`.cart-row[aria-rowindex="${lines + 1}"]`)).toBeVisible();

  // Edit one line and save.
  const row = page.locator(`.cart-row[aria-rowindex="${lines + 1}"]`);
  const quantity = row.getByRole('textbox', { name: /^Quantity of/ });
  await row.getByRole('button', { name: /^Increase / }).click();
  const edited = await quantity.inputValue();
  // It saves itself.
  await expect(page.getByText('All changes saved.')).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => {
    const saved = await app.core.handlers['cart:retrieve']({ cart_token: created.data.cart_token });
    return saved.ok ? String(saved.data.order_item.at(-1)?.quantity) : null;
  }, { timeout: 30_000 }).toBe(edited);
  await body.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(page.locator(`.cart-row[aria-rowindex="${lines + 1}"]`).getByRole('textbox', { name: /^Quantity of/ })).toHaveValue(edited);
});
