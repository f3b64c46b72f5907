import { axeSerious, expect, test } from './harness';
import { logIn } from './commerce-helpers';
import { recordCalls } from './account-helpers';
import type { VariantInfo } from '../../server/commerce/control';
import { plainProduct, sizeByColourProduct } from './size-grid-helpers';

test('a size-by-colour product takes quantities in three cells and adds them to the cart in one call', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const variants = sizeByColourProduct(app.store!.control);
  const { page } = app;
  await logIn(page);
  await app.goto(`/products/${variants[0]!.product_handle}`);

  // The grid until the buyer asks for the table.
  const grid = page.getByRole('table', { name: 'Quantities by option' });
  await expect(grid).toBeVisible();
  await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.variant-table')).toHaveCount(0);

  const [a, b, c] = variants as [VariantInfo, VariantInfo, VariantInfo];
  const box = (v: VariantInfo) => grid.getByRole('textbox', { name: `Quantity of ${v.name}` });
  const calls = await recordCalls(page);
  await box(a).fill('３'); // full width, as a Chinese IME leaves it
  // Arrow to the right, then Tab on: the keyboard walks the cells.
  await box(a).press('ArrowRight');
  await expect(box(variants[1]!)).toBeFocused();
  await box(b).fill('2');
  await box(b).press('Tab');
  await expect(box(c)).toBeFocused();
  await box(c).fill('5');
  await expect(grid.locator('.size-grid__total--all')).toHaveText('10');

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart.')).toBeVisible();
  expect((await calls()).filter((call) => call === 'cart:create')).toHaveLength(1);

  await app.goto('/cart');
  for (const [v, quantity] of [
    [a, '3'],
    [b, '2'],
    [c, '5'],
  ] as const) {
    const line = page.getByRole('row').filter({ hasText: v.sku });
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('textbox')).toHaveValue(quantity);
  }
});

test('the grid screen at both widths, in English and Traditional Chinese, is axe clean', async ({ launch }) => {
  test.setTimeout(90_000);
  const app = await launch({ path: '/login' });
  const variants = sizeByColourProduct(app.store!.control);
  const { page } = app;
  await logIn(page);
  await app.goto(`/products/${variants[0]!.product_handle}`);
  await page.getByRole('textbox', { name: `Quantity of ${variants[0]!.name}` }).fill('12');
  for (const language of ['en_US', 'zh-Hant'] as const) {
    if (language !== 'en_US') expect((await app.core.handlers['language:choose']({ choice: language })).ok).toBe(true);
    for (const width of [1440, 420]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.locator('.size-grid')).toBeVisible();
      await app.screenshot(`size-grid-${language}-${width}`, { fullPage: true });
      expect.soft(await axeSerious(page), `${language} ${width}`).toEqual([]);
    }
  }
});

test('the table, once chosen, is what a size-by-colour product opens on after a reload; a product whose names do not split has the table and no choice', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const control = app.store!.control;
  const variants = sizeByColourProduct(control);
  const { page } = app;
  await logIn(page);
  await app.goto(`/products/${variants[0]!.product_handle}`);
  await page.getByRole('button', { name: 'Table' }).click();
  await expect(page.locator('.variant-table')).toBeVisible();
  await expect(page.locator('.size-grid')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.variant-table')).toBeVisible();
  await expect(page.locator('.size-grid')).toHaveCount(0);

  // Back to the grid: kept too.
  await page.getByRole('button', { name: 'Grid' }).click();
  await page.reload();
  await expect(page.getByRole('table', { name: 'Quantities by option' })).toBeVisible();

  const single = plainProduct(control);
  await app.goto(`/products/${single.product_handle}`);
  await expect(page.getByRole('row').filter({ hasText: single.sku })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Show variants as' })).toHaveCount(0);
  await expect(page.locator('.size-grid')).toHaveCount(0);
});
