import { axeSerious, expect, test } from './harness';
import type { Product } from '../../contract/schemas/catalog';
import { storeCart } from './orders-helpers';
import { ADD_TO_CART, closeQuickOrderStores, quickOrderBuyer } from './quick-order-helpers';

test.afterEach(closeQuickOrderStores);

/** Two products of the first page, each with at least two variants the buyer may order plenty of, by the unit. */
function twoProductsOfPage(products: readonly Product[]) {
  const plenty = (product: Product) =>
    product.variants.filter((v) => (v.wholesale_price[0]?.increment_quantity ?? 1) === 1 && (v.inventory_management === 'none' || v.inventory_quantity >= 20));
  const [a, b] = products.flatMap((product) => (plenty(product).length >= 2 ? [{ product, variants: plenty(product) }] : []));
  if (!a || !b) throw new Error('the first page has too few products with two stocked variants');
  return [a, b] as const;
}

test('the list view is an order form: quantities typed for three variants of two products go to the cart in one call, and the view is kept', async ({ launch }) => {
  const { app, page, proxy } = await quickOrderBuyer(launch, 0, { width: 1440, height: 900 });
  // The grid's pictures load though the store is reached through a pass-through (the page takes images only from the store it talks to).
  const picture = page.locator('.product-card__image img').first();
  await expect.poll(() => picture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
  await app.screenshot('product-grid-1440');
  await page.getByRole('button', { name: 'List' }).click();
  const form = page.getByRole('table', { name: /Order form/ });
  await expect(form).toBeVisible();

  const listed = await app.core.handlers['catalog:products']({});
  if (!listed.ok) throw new Error(listed.error.message);
  const [first, second] = twoProductsOfPage(listed.data.products);
  const typed = [
    [first.product, first.variants[0]!, 2],
    [first.product, first.variants[1]!, 3],
    [second.product, second.variants[0]!, 4],
  ] as const;
  for (const [product, variant, quantity] of typed) {
    const group = form.getByRole('rowgroup').filter({ has: page.getByRole('link', { name: product.title, exact: true }) });
    await group.getByRole('textbox', { name: `Quantity of ${variant.variant_name || variant.name}`, exact: true }).fill(String(quantity));
  }
  await expect(page.getByText(/Selected: 9 units/)).toBeVisible();
  await app.screenshot('order-form-1440');
  expect(await axeSerious(page)).toEqual([]);

  const held = await storeCart(app);
  const before = proxy.count(...ADD_TO_CART);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
  expect(proxy.count(...ADD_TO_CART)).toBe(before + 1);
  const cart = await storeCart(app);
  for (const [, variant, quantity] of typed) {
    const had = held?.order_item.find((item) => item.variant_id === variant.id)?.quantity ?? 0;
    expect(cart?.order_item.find((item) => item.variant_id === variant.id)?.quantity, `variant ${variant.id}`).toBe(had + quantity);
  }

  // The buyer's choice of view outlives a reload of the window.
  await page.reload();
  await page.setViewportSize({ width: 420, height: 900 });
  await expect(page.getByRole('table', { name: /Order form/ })).toBeVisible();
  await app.screenshot('order-form-420');
  expect(await axeSerious(page)).toEqual([]);
});
