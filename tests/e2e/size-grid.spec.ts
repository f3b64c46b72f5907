import { axeSerious, expect, test, type App } from './harness';
import { logIn } from './commerce-helpers';
import { recordCalls } from './account-helpers';

type Control = NonNullable<App['store']>['control'];
type Info = NonNullable<ReturnType<Control['variant']>>;

/**
 * A seeded product whose variants are sizes by colours ("M / Blue") in at least two of each, made
 * orderable one unit at a time with plenty in stock.
 */
function sizeByColourProduct(control: Control): Info[] {
  const byProduct = new Map<number, Info[]>();
  for (let id = 1; id < 3000; id++) {
    const v = control.variant(id);
    if (!v) break;
    byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v]);
  }
  const found = [...byProduct.values()].find((variants) => {
    if (variants.length < 4 || !variants.every((v) => v.product_active && v.name.split(' / ').length === 2)) return false;
    const parts = (i: number) => new Set(variants.map((v) => v.name.split(' / ')[i]));
    return parts(0).size >= 2 && parts(1).size >= 2;
  });
  if (!found) throw new Error('no size-by-colour product in the seed');
  for (const v of found) {
    control.setVariant(v.id, { available: true, inventory_quantity: 500, is_preorder: false, price: 10 });
    control.setTierPrices(v.id, { tiers: [{ min_qty: 1, max_qty: null, price: 10 }], rate: 1, increment_quantity: 1 });
  }
  return found;
}

test('a size-by-colour product takes quantities in three cells and adds them to the cart in one call', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const variants = sizeByColourProduct(app.store!.control);
  const { page } = app;
  await logIn(page);
  await app.goto(`/products/${variants[0]!.product_handle}`);

  // The table until the buyer asks for the grid.
  await expect(page.locator('.variant-table')).toBeVisible();
  await page.getByRole('button', { name: 'Grid' }).click();
  const grid = page.getByRole('table', { name: 'Quantities by option' });
  await expect(grid).toBeVisible();

  const [a, b, c] = variants as [Info, Info, Info];
  const box = (v: Info) => grid.getByRole('textbox', { name: `Quantity of ${v.name}` });
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
  await page.getByRole('button', { name: 'Grid' }).click();
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
