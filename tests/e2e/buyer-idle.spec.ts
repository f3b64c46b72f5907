/**
 * A purchaser who keeps the app open: who is signed in is the core's to say, not a cache's. Left
 * alone for half an hour (the page's clock run ahead; the store's session is alive), the buyer
 * comes back to Cart and is still signed in, with their cart.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './harness';
import { logIn } from './commerce-helpers';

// These read a variant's row, found by its SKU: the buyer chose the table over a size-by-colour product's grid.
test.use({ variantLayout: 'table' });

const IDLE = '30:00';
/** A buyer of the reference store whose cart is empty. */
const EMPTY_CART_BUYER = { email: 'other@wholesale.test', password: 'other1234' };

const loginHeading = (page: Page) => page.getByRole('heading', { name: 'Log in' });

async function comeBackToCart(page: Page) {
  await page.getByTestId('header-cart').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
}

test('a buyer left idle for 30 minutes with lines in the cart is still signed in and sees the cart', async ({ launch }) => {
  const app = await launch({ products: 6, fakeClock: true });
  const { page } = app;
  await logIn(page);
  const variant = app.store!.control.firstVariantWith({ tracked: true, minStock: 100, available: true, increment: 1 });
  if (!variant) throw new Error('no stocked variant in the seed');
  await app.goto(`/products/${variant.product_handle}`);
  await page.getByRole('row').filter({ hasText: variant.sku }).getByRole('textbox', { name: /^Quantity of/ }).fill('5');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('.toast', { hasText: 'Added to cart.' })).toBeVisible();
  await comeBackToCart(page);
  await expect(page.locator('.cart-row').filter({ hasText: variant.sku })).toBeVisible();
  await app.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();

  await page.clock.fastForward(IDLE);
  await comeBackToCart(page);
  await expect(page.locator('.cart-row').filter({ hasText: variant.sku })).toBeVisible();
  await expect(loginHeading(page)).toBeHidden();
  // The cart's own answer is in: it did not take the buyer to the login either.
  await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeEnabled();
  await expect(loginHeading(page)).toBeHidden();
});

test('a buyer left idle for 30 minutes with an empty cart is still signed in and sees the cart', async ({ launch }) => {
  const app = await launch({ products: 6, fakeClock: true });
  const { page } = app;
  await logIn(page, EMPTY_CART_BUYER);
  await comeBackToCart(page);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await app.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();

  await page.clock.fastForward(IDLE);
  await comeBackToCart(page);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(loginHeading(page)).toBeHidden();
  await app.goto('/account');
  await expect(page.getByRole('heading', { name: 'Account Details' })).toBeVisible();
  await expect(loginHeading(page)).toBeHidden();
});
