/**
 * Screenshots for review (test-results/screens): the product list as grid and list, a product
 * with tiers, a cart with warnings, and the preview, at a desktop and a phone-sized width.
 * Each screen is also checked with axe-core for serious or critical violations.
 */
import type { Page } from '@playwright/test';
import { axeSerious, expect, test, type App } from './harness';
import { logIn } from './commerce-helpers';

// These read a variant's row of tiers, found by its SKU: the buyer chose the table over a size-by-colour product's grid.
test.use({ variantLayout: 'table' });

const WIDTHS = [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '420', viewport: { width: 420, height: 860 } },
];

async function prepareWarnings(app: App): Promise<void> {
  const control = app.store!.control;
  const global = await app.core.handlers['shop:global']({});
  if (!global.ok || !global.data.customer?.cart_token) throw new Error('no cart');
  const cart = await app.core.handlers['cart:retrieve']({ cart_token: global.data.customer.cart_token });
  if (!cart.ok) throw new Error(cart.error.message);
  const [, out, preorder, repriced] = cart.data.order_item;
  if (out) control.setVariant(out.variant_id, { inventory_quantity: 0 });
  if (preorder) control.setVariant(preorder.variant_id, { is_preorder: true });
  if (repriced) control.setTierPrices(repriced.variant_id, { tiers: [{ min_qty: 1, max_qty: null, price: 3.3 }] });
}

/** Scrolls through the page so lazy images load, then back to the top, before a full-page shot. */
async function loadLazyImages(page: Page): Promise<void> {
  // Strings, because the Node tsconfig (rightly) has no DOM types.
  const height = Number(await page.evaluate('document.documentElement.scrollHeight'));
  for (let y = 0; y < height; y += 600) await page.mouse.wheel(0, 600);
  await page.waitForLoadState('networkidle');
  await page.evaluate('window.scrollTo(0, 0)');
}

for (const { name, viewport } of WIDTHS) {
  test(`screens at ${name} px`, async ({ launch }) => {
    const app = await launch({ path: '/login', viewport });
    const { page } = app;
    const control = app.store!.control;
    control.setShop({ is_allow_preorder: false, is_display_retail_price: true });
    const tiered = control.firstVariantWith({ tracked: true, minStock: 100, minTiers: 3, discounted: true });
    await logIn(page);

    await page.getByRole('button', { name: 'Grid' }).click();
    await expect(page.locator('.product-card')).toHaveCount(24);
    await loadLazyImages(page);
    await app.screenshot(`catalog-grid-${name}`, { fullPage: true });
    expect.soft(await axeSerious(page), 'grid').toEqual([]);
    await page.getByRole('button', { name: 'List' }).click();
    await app.screenshot(`catalog-list-${name}`, { fullPage: true });
    expect.soft(await axeSerious(page), 'list').toEqual([]);

    if (tiered) {
      await app.goto(`/products/${tiered.product_handle}`);
      const row = page.getByRole('row').filter({ hasText: tiered.sku });
      await row.getByRole('textbox', { name: /^Quantity of/ }).fill(String(tiered.tiers[1]?.min_qty ?? 12));
      await page.getByRole('textbox', { name: /^Quantity of/ }).first().focus();
      await app.screenshot(`product-tiers-${name}`);
      await row.scrollIntoViewIfNeeded();
      await app.screenshot(`product-tiers-table-${name}`);
      expect.soft(await axeSerious(page), 'product').toEqual([]);
    }

    await prepareWarnings(app);
    await app.goto('/cart');
    // The store's warnings about lines sit on their rows.
    await expect(page.locator('.cart-row__problems').first()).toBeVisible();
    await app.screenshot(`cart-warnings-${name}`, { fullPage: true });
    expect.soft(await axeSerious(page), 'cart').toEqual([]);

    await app.goto('/preview');
    await expect(page.locator('.preview-card').first()).toBeVisible();
    await loadLazyImages(page);
    await app.screenshot(`preview-${name}`, { fullPage: true });
    expect.soft(await axeSerious(page), 'preview').toEqual([]);
  });
}
