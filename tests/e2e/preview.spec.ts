import { expect, test } from './harness';

test('a guest previews the catalogue: sort, restriction text, retail price only when shown', async ({ launch }) => {
  const app = await launch({ path: '/preview' });
  const { page } = app;
  const control = app.store!.control;
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('created_at.asc');
  await expect(sort.locator('option')).toHaveText(['Newest first', 'Oldest first', 'Title A-Z', 'Title Z-A']);
  const cards = page.locator('.preview-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText('Log in to see wholesale prices and order.');

  const byTitle = await app.core.handlers['catalog:previewProducts']({ sort_by: 'title.asc', page: 1 });
  if (!byTitle.ok) throw new Error(byTitle.error.message);
  await sort.selectOption({ label: 'Title A-Z' });
  await expect(cards.first().getByRole('heading')).toHaveText(byTitle.data.products[0]!.title);

  control.setShop({ is_display_retail_price: true });
  await page.reload();
  await expect(cards.first().locator('.preview-card__price')).toContainText(/RM\s\d/);
  control.setShop({ is_display_retail_price: false });
  await page.reload();
  await expect(cards.first()).toBeVisible();
  await expect(cards.locator('.preview-card__price')).toHaveCount(0);
  await expect(page.getByText('This pricelist is disabled.')).toHaveCount(0);
});

test('stock badges and the disabled price list notice', async ({ launch }) => {
  const app = await launch({ path: '/preview' });
  const { page } = app;
  const control = app.store!.control;
  const first = await app.core.handlers['catalog:previewProducts']({ sort_by: 'created_at.asc', page: 1 });
  if (!first.ok) throw new Error(first.error.message);
  const tracked = first.data.products.find((p) => p.inventory_management !== 'none');
  if (!tracked) throw new Error('no tracked product on the first page');
  for (const variant of tracked.variants) control.setVariant(variant.id, { inventory_quantity: 0 });

  control.setShop({ is_allow_preorder: false });
  await page.reload();
  const card = page.locator('.preview-card').filter({ hasText: tracked.title });
  await expect(card.getByText('Out of stock')).toBeVisible();

  control.setShop({ is_allow_preorder: true, pricelist_is_enabled: false });
  await page.reload();
  await expect(card.getByText('Pre order')).toBeVisible();
  await expect(page.getByText('This pricelist is disabled.')).toBeVisible();
});

test('pages move with the same numbered navigation as the product list', async ({ launch }) => {
  const app = await launch({ path: '/preview' });
  const { page } = app;
  const second = await app.core.handlers['catalog:previewProducts']({ sort_by: 'created_at.asc', page: 2 });
  if (!second.ok) throw new Error(second.error.message);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('button', { name: 'First page' })).toBeDisabled();

  await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page.locator('.preview-card').first()).toContainText(second.data.products[0]!.title);
  await expect(pages.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');

  await pages.getByRole('button', { name: 'Last page' }).click();
  await expect(pages.getByRole('button', { name: 'Last page' })).toBeDisabled();
  await expect(pages).toContainText(`Page ${second.data.total_pages} of ${second.data.total_pages}`);
});
