/**
 * Writes the buyer starts on the product page and in the cart, counted at a proxy: a stuck Add to
 * cart can be cancelled, and a quantity that is not a whole number of cartons is refused in its row
 * with nothing sent.
 */
import { expect, test } from './harness';
import { ADD_TO_CART, buyerBehindProxy, closeProxied, UPDATE_CART } from './proxied-buyer';

// These read a variant's row, found by its SKU: the buyer chose the table over a size-by-colour product's grid.
test.use({ variantLayout: 'table' });

test.afterEach(closeProxied);

test('a stuck Add to cart offers Cancel after 3 s', async ({ launch }) => {
  const { app, page, store, proxy } = await buyerBehindProxy(launch, { addToCartDelayMs: 120_000 });
  const variant = store.control.firstVariantWith({ tracked: true, minStock: 100, increment: 1 });
  if (!variant) throw new Error('no stocked variant sold by the piece');
  await app.goto(`/products/${variant.product_handle}`);
  await page.getByRole('row').filter({ hasText: variant.sku }).getByRole('textbox', { name: /^Quantity of/ }).fill('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const cancel = page.getByRole('button', { name: 'Cancel adding to cart' });
  await expect(cancel).toBeVisible({ timeout: 6_000 });
  await app.screenshot('add-to-cart-cancel');
  await cancel.click();
  await expect(page.getByText('Add to cart cancelled.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  expect(proxy.forwarded.filter((r) => r === ADD_TO_CART.join(' '))).toHaveLength(0);
});

test('product page: 7 where the carton is 6 is refused in the row and nothing is sent', async ({ launch }) => {
  const { app, page, store, proxy } = await buyerBehindProxy(launch);
  const variant = store.control.firstVariantWith({ tracked: true, minStock: 100, available: true });
  if (!variant) throw new Error('no stocked variant in the seed');
  store.control.setTierPrices(variant.id, { tiers: [{ min_qty: 6, max_qty: null, price: 10 }], increment_quantity: 6 });
  await app.goto(`/products/${variant.product_handle}`);
  const quantity = page.getByRole('row').filter({ hasText: variant.sku }).getByRole('textbox', { name: /^Quantity of/ });
  await quantity.fill('7');
  await quantity.blur();
  const error = page.getByRole('row').filter({ hasText: variant.sku }).getByText('Please check your quantity.');
  await expect(error).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toHaveAttribute('aria-describedby', (await error.getAttribute('id')) ?? 'missing');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(quantity).toBeFocused();
  await app.screenshot('product-row-error');
  expect(proxy.count(...ADD_TO_CART)).toBe(0);

  await quantity.fill('12');
  await expect(error).toBeHidden();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart.')).toBeVisible();
  expect(proxy.count(...ADD_TO_CART)).toBe(1);
});

test('cart: 7 where the carton is 6 is refused in the row and Update cart sends nothing', async ({ launch }) => {
  const { app, page, store, proxy, cart } = await buyerBehindProxy(launch);
  const line = cart.order_item[0];
  if (!line || !cart.cart_token) throw new Error('the demo cart is empty');
  store.control.setTierPrices(line.variant_id, { tiers: [{ min_qty: 6, max_qty: null, price: 10 }], increment_quantity: 6 });
  const items = cart.order_item.map((i) => ({ id: i.variant_id, quantity: i.variant_id === line.variant_id ? 6 : i.quantity }));
  expect((await app.core.handlers['cart:update']({ cart_token: cart.cart_token, order_items: items })).ok).toBe(true);
  await app.goto('/cart');
  const row = page.getByRole('row').filter({ hasText: line.sku ?? line.name });
  const quantity = row.getByRole('textbox', { name: /^Quantity of/ });
  await expect(quantity).toHaveValue('6');
  const updatesBefore = proxy.count(...UPDATE_CART);
  await quantity.fill('7');
  await page.getByRole('button', { name: 'Update cart' }).click();
  await expect(row.getByText('Please check your quantity.')).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toBeFocused();
  await app.screenshot('cart-row-error');
  expect(proxy.count(...UPDATE_CART)).toBe(updatesBefore);

  await quantity.fill('12');
  await page.getByRole('button', { name: 'Update cart' }).click();
  await expect(page.getByText('Cart updated.')).toBeVisible();
  expect(proxy.count(...UPDATE_CART)).toBe(updatesBefore + 1);
});
