import type { Page } from '@playwright/test';
import { expect, test } from './harness';
import { logIn } from './commerce-helpers';

const titles = (page: Page) => page.locator('main .product-card__title');

test('the product list sorts, pages from first to last, searches and remembers grid or list', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const { page } = app;
  await logIn(page);
  // The page size is the store's (24 on the default dialect, 20 on alt).
  const first = await app.core.handlers['catalog:products']({ page: 1 });
  if (!first.ok) throw new Error(first.error.message);
  const pageSize = first.data.products.length;
  expect(pageSize).toBeGreaterThan(1);
  await expect(titles(page)).toHaveCount(pageSize);

  // Sort: the titles follow the store's own title.asc order.
  const byTitle = await app.core.handlers['catalog:products']({ sort_by: 'title.asc', page: 1 });
  if (!byTitle.ok) throw new Error(byTitle.error.message);
  await page.getByLabel('Sort by').selectOption({ label: 'Title A-Z' });
  await expect(titles(page).first()).toHaveText(byTitle.data.products[0]!.title);
  await expect(titles(page)).toHaveText(byTitle.data.products.map((p) => p.title));

  // Paging: last and first buttons.
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toBeVisible();
  await pages.getByRole('button', { name: 'Last page' }).click();
  const lastPage = byTitle.data.total_pages;
  await expect(pages.getByRole('button', { name: `Page ${lastPage}` })).toHaveAttribute('aria-current', 'page');
  const last = await app.core.handlers['catalog:products']({ sort_by: 'title.asc', page: lastPage });
  if (!last.ok) throw new Error(last.error.message);
  await expect(titles(page)).toHaveText(last.data.products.map((p) => p.title));
  await expect(pages.getByRole('button', { name: 'Last page' })).toBeDisabled();
  await pages.getByRole('button', { name: 'First page' }).click();
  await expect(pages.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(titles(page).first()).toHaveText(byTitle.data.products[0]!.title);

  // Search from the header: back to page 1, only matches, no page navigation for one page.
  await pages.getByRole('button', { name: 'Page 2', exact: true }).click();
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('glove');
  await search.press('Enter');
  await expect(page.getByText('Results for “glove”')).toBeVisible();
  const found = await app.core.handlers['catalog:products']({ q: 'glove', page: 1 });
  if (!found.ok) throw new Error(found.error.message);
  expect(found.data.products.length).toBeGreaterThan(0);
  await expect(titles(page)).toHaveCount(found.data.products.length);
  for (const title of await titles(page).allTextContents()) expect(title.toLowerCase()).toContain('glove');
  if (found.data.total_pages === 1) await expect(pages).toHaveCount(0);

  await search.fill('no-such-product-anywhere');
  await search.press('Enter');
  await expect(page.getByText('No record found.')).toBeVisible();
  await expect(titles(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(titles(page)).toHaveCount(pageSize);

  // Grid or list (the order form: a heading row for each product of the page), remembered across a reload.
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.order-form')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.order-form__product')).toHaveCount(pageSize);
  await page.getByRole('button', { name: 'Grid' }).click();
  await expect(page.locator('.product-grid--grid')).toBeVisible();
  expect(app.errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
});

test('a card opens its product page by handle', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const { page } = app;
  await logIn(page);
  const firstTitle = await titles(page).first().textContent();
  await titles(page).first().click();
  await expect(page.getByRole('heading', { level: 1, name: firstTitle ?? '' })).toBeVisible();
  expect(page.url()).toMatch(/#\/products\/[a-z0-9-]+$/);
  await expect(page.getByRole('table')).toBeVisible();
});
