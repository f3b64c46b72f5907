/**
 * The cart shown from its kept copy while it is read again: after an add, the cart is read ahead, so the
 * cart screen opens on it at once, marked as updating, while it asks the store again; nothing is
 * sent from the kept copy, and the store's answer replaces it.
 */
import { expect, test } from './harness';
import { buyerBehindProxy, closeProxied } from './proxied-buyer';
import { CART_READ } from './store-proxy';

// These read a variant's row, found by its SKU: the buyer chose the table over a size-by-colour product's grid.
test.use({ variantLayout: 'table' });

test.afterEach(closeProxied);

test('an added line is on the cart at once, marked as updating until the store answers; orders wait for that answer', async ({ launch }) => {
  const { app, page, store, proxy } = await buyerBehindProxy(launch);
  const variant = store.control.firstVariantWith({ tracked: true, minStock: 100, available: true, increment: 1 });
  if (!variant) throw new Error('no stocked variant in the seed');
  await app.goto(`/products/${variant.product_handle}`);
  await page.getByRole('row').filter({ hasText: variant.sku }).getByRole('textbox', { name: /^Quantity of/ }).fill('5');
  const readsBefore = proxy.answered.filter((route) => route === CART_READ).length;
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('.toast', { hasText: 'Added to cart.' })).toBeVisible();
  // The cart read ahead after the add has its answer; from now on the store is slow with the cart.
  await expect.poll(() => proxy.answered.filter((route) => route === CART_READ).length).toBe(readsBefore + 1);
  proxy.faults.cartReadDelayMs = 3_000;

  await page.getByTestId('header-cart').click();
  await expect(page.locator('.cart-row').filter({ hasText: variant.sku })).toBeVisible({ timeout: 1_000 });
  const updating = page.getByRole('status').filter({ hasText: 'Updating from the store' });
  await expect(updating).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeDisabled();
  // Nothing typed waits to be saved: no Update cart.
  await expect(page.getByRole('button', { name: 'Update cart' })).toHaveCount(0);

  await expect(updating).toBeHidden({ timeout: 6_000 });
  await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeEnabled();
  await expect(page.locator('.cart-row').filter({ hasText: variant.sku })).toBeVisible();
});
