/**
 * The price and stock watch: a buyer watches an out-of-stock variant on its product page; when the
 * store has it again, the next catalogue refresh tells it once (one notification, a count on the
 * Workspace), and a refresh that finds nothing new tells nothing; a price move past the threshold is
 * told the same way. The watch screen lists both, new ones marked; axe clean at both widths, in
 * English and Traditional Chinese.
 */
import { axeSerious, expect, test, type App } from './harness';
import { control, logIn } from './auth-helpers';

test.describe.configure({ timeout: 180_000 });

// Watch stands on each variant's row: the buyer chose the table over a size-by-colour product's grid.
test.use({ variantLayout: 'table' });

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 420, height: 900 };

/** A refresh of the catalogue asked for and run to its end (a newer pass finished). */
async function refreshCatalogue(app: App): Promise<void> {
  const before = await app.core.handlers['catalog:indexStatus']({});
  const from = before.ok ? before.data.updated_at : null;
  await app.core.handlers['catalog:refreshIndex']({});
  await expect
    .poll(async () => {
      const status = await app.core.handlers['catalog:indexStatus']({});
      return status.ok && status.data.state === 'ready' && !status.data.refreshing && status.data.updated_at !== from;
    })
    .toBe(true);
}

async function catalogueReady(app: App): Promise<void> {
  await expect
    .poll(async () => {
      const status = await app.core.handlers['catalog:indexStatus']({});
      return status.ok && status.data.state === 'ready' && !status.data.refreshing;
    })
    .toBe(true);
}

/** The price the buyer is asked for the variant, wholesale or not. */
function priced(app: App, variantId: number, price: number): void {
  control(app).setVariant(variantId, { price });
  control(app).setTierPrices(variantId, { tiers: [{ min_qty: 1, max_qty: null, price }], rate: 1, increment_quantity: 1 });
}

/** Both widths, axe clean, a shot of each, in the language in force. */
async function lookAt(app: App, name: string, language: string, ready: () => Promise<void>): Promise<void> {
  for (const viewport of [WIDE, NARROW]) {
    await app.page.setViewportSize(viewport);
    await ready();
    expect(await axeSerious(app.page)).toEqual([]);
    await app.screenshot(`watch-${name}-${language}-${viewport.width}`, { fullPage: true });
  }
  await app.page.setViewportSize(WIDE);
}

async function speak(app: App, choice: 'en' | 'zh-Hant'): Promise<void> {
  expect((await app.core.handlers['language:choose']({ choice })).ok).toBe(true);
  await app.page.reload();
}

test('a watched variant back in stock after a refresh is told once; a price move past the threshold too', async ({ launch }) => {
  const app = await launch({ products: 6, viewport: WIDE, timeouts: { firstIndexWalk: 0, catalogueRefreshRate: 1000 } });
  const { page } = app;
  const variant = control(app).firstVariantWith({ tracked: true, available: true, increment: 1 });
  if (!variant) throw new Error('no tracked variant');
  control(app).setVariant(variant.id, { inventory_quantity: 0, is_preorder: false });
  priced(app, variant.id, 20);
  const name = `${variant.product_title} - ${variant.name}`;
  await logIn(page);
  await catalogueReady(app);

  // The product page: Watch on the variant's row, which is out of stock.
  await app.goto(`/products/${variant.product_handle}`);
  const row = page.locator('.variant-row', { hasText: variant.sku });
  await row.getByRole('button', { name: `Watch ${name}` }).click();
  const watching = row.getByRole('button', { name: `Watching ${name}` });
  await expect(watching).toHaveAttribute('aria-pressed', 'true');
  await lookAt(app, 'product', 'en', () => expect(watching).toBeVisible());
  await app.goto('/watch');
  await expect(page.locator('.watched-table tr', { hasText: variant.sku })).toContainText('Out of stock');
  await app.goto('/lists');
  await expect(page.getByRole('heading', { level: 1, name: 'Order lists' })).toBeVisible();

  // A refresh that finds nothing new tells nothing.
  await refreshCatalogue(app);
  expect(app.notifications).toEqual([]);

  // The store has it again: the next refresh tells it, once.
  control(app).setVariant(variant.id, { inventory_quantity: 40 });
  await refreshCatalogue(app);
  expect(app.notifications).toEqual([{ title: `Back in stock: ${variant.sku} ${name}`, body: '', path: '/watch' }]);
  await refreshCatalogue(app);
  expect(app.notifications).toHaveLength(1);

  // The Workspace counts it until the watch screen is looked at.
  await expect(page.getByRole('link', { name: 'Watch 1 new change' })).toBeVisible();
  await app.clickNotification(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Price and stock watch' })).toBeVisible();
  const change = page.locator('.watch-change').first();
  await expect(change).toContainText('Back in stock');
  await expect(change).toContainText('New');
  await expect(page.getByRole('table', { name: 'Watched variants with their price and stock when last seen' }).locator('tr', { hasText: variant.sku })).toContainText('In stock');
  await expect(page.getByRole('link', { name: 'Watch', exact: true })).toBeVisible();
  await lookAt(app, 'screen', 'en', () => expect(change).toBeVisible());

  // A price down past the threshold (5 %): told once, in the buyer's language.
  await speak(app, 'zh-Hant');
  priced(app, variant.id, 17);
  await refreshCatalogue(app);
  await refreshCatalogue(app);
  expect(app.notifications.map((n) => n.title)).toEqual([`Back in stock: ${variant.sku} ${name}`, `降價 15 %：${variant.sku} ${name}`]);
  await app.goto('/watch');
  await expect(page.getByRole('heading', { level: 1, name: '價格與庫存追蹤' })).toBeVisible();
  await expect(page.locator('.watch-change--new')).toContainText('降價 15 %');
  await lookAt(app, 'screen', 'zh-Hant', () => expect(page.locator('.watch-change').first()).toBeVisible());
  await app.goto(`/products/${variant.product_handle}`);
  await lookAt(app, 'product', 'zh-Hant', () => expect(row.getByRole('button', { name: `追蹤中 ${name}` })).toBeVisible());
  await speak(app, 'en');

  // Stop watching: the screen says there is nothing watched.
  await app.goto('/watch');
  await page.getByRole('button', { name: `Stop watching ${name}` }).click();
  await expect(page.getByText('You are not watching anything yet')).toBeVisible();
  await lookAt(app, 'empty', 'en', () => expect(page.getByText('You are not watching anything yet')).toBeVisible());
});

test('buy again and an order list mark a line whose price changed since the last order, and watch it', async ({ launch }) => {
  const app = await launch({ products: 6, viewport: WIDE, timeouts: { firstIndexWalk: 0, catalogueRefreshRate: 1000 } });
  const { page } = app;
  await logIn(page);
  await catalogueReady(app);
  await app.core.handlers['history:sync']({});
  await expect
    .poll(async () => {
      const kept = await app.core.handlers['history:orders']({});
      return kept.ok && kept.data.status.state === 'idle' && kept.data.orders.length > 0;
    })
    .toBe(true);
  const kept = await app.core.handlers['history:orders']({});
  if (!kept.ok) throw new Error(kept.error.message);
  const newest = [...kept.data.orders].filter((order) => !order.cancelled).sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0]!;
  const line = newest.line_items.find((item) => item.sku && item.variant_id)!;
  const lastPrice = line.price;
  // Today the store asks more than at the buyer's last order.
  priced(app, line.variant_id!, Math.round((lastPrice + 7.5) * 100) / 100);
  await refreshCatalogue(app);
  const amount = lastPrice.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/[.]/g, '\\.');
  const was = new RegExp(`^Was RM\\s?${amount} at your last order$`);

  await app.goto('/buy-again');
  const bought = page.locator('.bought-table tbody tr', { hasText: line.sku! });
  await expect(bought.getByText(was)).toBeVisible();
  await bought.getByRole('button', { name: /^Watch / }).click();
  await expect(bought.getByRole('button', { name: /^Watching / })).toHaveAttribute('aria-pressed', 'true');
  await lookAt(app, 'buy-again', 'en', () => expect(bought.getByText(was)).toBeVisible());

  const made = await app.core.handlers['lists:create']({
    name: 'Weekly stock order',
    currency: 'MYR',
    lines: [{ variant_id: line.variant_id!, sku: line.sku, name: line.title, quantity: line.quantity, unit_price: lastPrice }],
  });
  if (!made.ok) throw new Error(made.error.message);
  await app.goto(`/lists/${made.data.id}`);
  const listed = page.locator('.list-lines tbody tr').first();
  // The list shows the price it was saved at: the mark says today's too.
  const today = (lastPrice + 7.5).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/[.]/g, '\\.');
  const todayWas = new RegExp(`^Today RM\\s?${today}; was RM\\s?${amount} at your last order$`);
  await expect(listed.getByText(todayWas)).toBeVisible();
  // Watched from buy again: the list's line says so too.
  await expect(listed.getByRole('button', { name: /^Watching / })).toHaveAttribute('aria-pressed', 'true');
  await lookAt(app, 'order-list', 'en', () => expect(listed.getByText(todayWas)).toBeVisible());
});
