/**
 * Standing orders and the spend budget: an order list that repeats comes up on the core's clock,
 * is told by one notification that opens its review, and is placed once, only on confirm; one that
 * came up while the app was closed is shown once at start; a budget warns before an order passes it,
 * counting what the store charged (shipping too), and insights draws it.
 */
import { axeSerious, expect, test, type App } from './harness';
import { control, logIn } from './auth-helpers';
import { storeOrders } from './orders-helpers';

// Each screen is looked at in two languages at two widths.
test.describe.configure({ timeout: 180_000 });

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 420, height: 900 };
const DAY_MS = 86_400_000;
/** Local times: a Wednesday morning, and the Thursday after at 09:00. */
const WEDNESDAY = new Date(2026, 11, 9, 10, 0);
const THURSDAY_NINE = new Date(2026, 11, 10, 9, 0, 30);

/** Both widths, axe clean, a shot of each; then the same in Traditional Chinese. */
async function lookAtBothLanguages(app: App, name: string, ready: () => Promise<void>): Promise<void> {
  for (const language of ['en', 'zh-Hant'] as const) {
    if (language === 'zh-Hant') {
      expect((await app.core.handlers['language:choose']({ choice: 'zh-Hant' })).ok).toBe(true);
      await app.page.reload();
    }
    for (const viewport of [WIDE, NARROW]) {
      await app.page.setViewportSize(viewport);
      await ready();
      expect(await axeSerious(app.page)).toEqual([]);
      // From the top: a whole-page shot taken scrolled down draws the sticky header mid-page.
      await app.page.evaluate(() => (globalThis as unknown as { scrollTo: (x: number, y: number) => void }).scrollTo(0, 0));
      await app.screenshot(`standing-${name}-${language}-${viewport.width}`, { fullPage: true });
    }
  }
  expect((await app.core.handlers['language:choose']({ choice: 'en' })).ok).toBe(true);
  await app.page.reload();
  await app.page.setViewportSize(WIDE);
}

async function weeklyList(app: App, unitPrice: number) {
  const variant = control(app).firstVariantWith({ tracked: true, minStock: 100, available: true, increment: 1 });
  if (!variant) throw new Error('no stocked variant');
  // Above the store's minimum purchase.
  control(app).setVariant(variant.id, { price: 150 });
  const made = await app.core.handlers['lists:create']({
    name: 'Weekly stock order',
    currency: 'MYR',
    lines: [{ variant_id: variant.id, sku: variant.sku, name: variant.name, quantity: 2, unit_price: unitPrice }],
  });
  if (!made.ok) throw new Error(made.error.message);
  return { list: made.data, variant };
}

test('a weekly standing order due while the app runs: one notification, its review marks the repriced line, one order on confirm', async ({ launch }) => {
  const app = await launch({ products: 6, viewport: WIDE, timeouts: { standingCheck: 200 } });
  const { page } = app;
  app.clock.set(WEDNESDAY);
  await logIn(page);
  // Saved at a price the store no longer asks: the review marks it changed.
  const { list, variant } = await weeklyList(app, 1.23);

  await app.goto(`/lists/${list.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Repeat' })).toBeVisible();
  await page.getByLabel('How often').selectOption('weekly');
  await page.getByLabel('Mon', { exact: true }).uncheck();
  await page.getByLabel('Thu', { exact: true }).check();
  await page.locator('.order-lists__repeat input[type="time"]').fill('09:00');
  await page.getByRole('button', { name: 'Save repeat' }).click();
  await expect(page.getByText('Next: 10 December 2026, 9:00 am')).toBeVisible();
  await lookAtBothLanguages(app, 'repeat', () => expect(page.locator('#list-repeat')).toBeVisible());
  expect(app.notifications).toEqual([]);

  app.clock.set(THURSDAY_NINE);
  await expect.poll(() => app.notifications.length, { timeout: 5_000 }).toBe(1);
  await page.waitForTimeout(800); // checked a few times more: told once
  expect(app.notifications).toEqual([{ title: 'Weekly stock order is ready to review', body: '', path: `/lists/${list.id}/review` }]);

  // Not acted on: it waits on the workspace with its date.
  await app.goto('/lists');
  await expect(page.getByRole('link', { name: 'Review Weekly stock order' })).toBeVisible();
  await expect(page.getByText('due 10 December 2026, 9:00 am')).toBeVisible();
  await lookAtBothLanguages(app, 'workspace-due', () => expect(page.locator('.workspace-due')).toBeVisible());

  await app.clickNotification(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Review: Weekly stock order' })).toBeVisible();
  const row = page.locator('.reorder-preview__table tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.first()).toHaveClass(/reorder-preview__row--(up|down)/);
  await expect(page.getByText(/Total at today's prices: RM/)).toBeVisible();
  await lookAtBothLanguages(app, 'review', () => expect(page.locator('.reorder-preview__table')).toBeVisible());

  const before = (await storeOrders(app)).length;
  await page.getByRole('button', { name: 'Place order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place this order?' });
  await expect(dialog).toBeVisible();
  expect((await storeOrders(app)).length).toBe(before); // nothing placed before the buyer confirms
  await dialog.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
  const after = await storeOrders(app);
  expect(after.length).toBe(before + 1);
  const placed = await app.core.handlers['orders:get']({ token: after[0]!.token });
  expect(placed.ok && placed.data.line_items.map((line) => [line.variant_id, line.quantity])).toEqual([[variant.id, 2]]);

  // Placed: no longer due, and no second notification.
  await app.goto('/lists');
  await expect(page.getByRole('heading', { level: 1, name: 'Order lists' })).toBeVisible();
  await expect(page.locator('.workspace-due')).toHaveCount(0);
  expect(app.notifications).toHaveLength(1);
});

test('a standing order that came up while the app was closed is shown once at start', async ({ launch }) => {
  // The usual minute between checks: the clock is moved while the app is closed.
  const app = await launch({ products: 6, viewport: WIDE });
  app.clock.set(WEDNESDAY);
  await logIn(app.page);
  const { list } = await weeklyList(app, 1.23);
  const set = await app.core.handlers['standing:set']({ list_id: list.id, rhythm: { kind: 'weekly', days: [4], every_weeks: 1, time: '09:00' } });
  expect(set.ok).toBe(true);

  // Closed for three weeks: three Thursdays passed (the clock moves as the app starts again).
  const relaunched = app.relaunch({ path: '/lists' });
  app.clock.set(new Date(THURSDAY_NINE.getTime() + 20 * DAY_MS));
  const again = await relaunched;
  await expect(again.page.getByRole('heading', { level: 1, name: 'Order lists' })).toBeVisible();
  await expect.poll(() => again.notifications.length, { timeout: 5_000 }).toBe(1);
  await again.page.waitForTimeout(800);
  expect(again.notifications).toEqual([{ title: 'Weekly stock order is ready to review', body: '', path: `/lists/${list.id}/review` }]);
  const due = again.page.locator('.workspace-due li');
  await expect(due).toHaveCount(1);
  await expect(due).toContainText('due 24 December 2026, 9:00 am');
});

test('a budget of RM 1,000 with RM 900 spent (shipping included) warns on an order of about RM 200, and insights draws it', async ({ launch }) => {
  const app = await launch({ products: 6, viewport: WIDE, timeouts: { catalogueRefreshRate: 50 } });
  const { page } = app;
  // A month of its own, far ahead on both clocks: only the order placed here is in it.
  const ahead = 400 * DAY_MS;
  control(app).advanceTime(ahead);
  app.clock.advance(ahead);
  await logIn(page);

  // RM 900 charged this month: the items and the shipping the store billed after.
  const cheap = control(app).firstVariantWith({ tracked: true, minStock: 100, available: true, increment: 1 })!;
  control(app).setVariant(cheap.id, { price: 300 });
  const created = await app.core.handlers['cart:create']({ order_items: [{ id: cheap.id, quantity: 1 }], is_replace_cart: true });
  if (!created.ok) throw new Error(created.error.message);
  const cart = await app.core.handlers['cart:retrieve']({ cart_token: created.data.cart_token });
  if (!cart.ok) throw new Error(cart.error.message);
  const placed = await app.core.handlers['cart:placeOrder']({
    order_items: cart.data.order_item.map((item) => ({ id: item.variant_id, quantity: item.quantity })),
    billing_address: { id: cart.data.billing_addresses[0]!.id },
    cart_token: created.data.cart_token,
  });
  if (!placed.ok) throw new Error(placed.error.message);
  expect(cart.data.subtotal_price).toBeLessThan(900);
  expect(control(app).setOrderCharges(placed.data.token, { shipping: 900 - cart.data.subtotal_price })).toBe(true);

  await app.goto('/settings');
  await page.getByLabel('Amount (MYR)').fill('1000');
  await page.getByRole('button', { name: 'Save budget' }).click();
  await expect(page.getByText('Budget saved.')).toBeVisible();
  await expect(page.getByText('Spent this month: RM 900.00')).toBeVisible();
  await lookAtBothLanguages(app, 'budget-settings', () => expect(page.locator('#settings-budget')).toBeVisible());

  const dear = control(app).firstVariantWith({ tracked: true, minStock: 100, available: true, increment: 1, exclude: [cheap.id] })!;
  control(app).setVariant(dear.id, { price: 200 });
  const made = await app.core.handlers['lists:create']({
    name: 'Monthly top-up',
    currency: 'MYR',
    lines: [{ variant_id: dear.id, sku: dear.sku, name: dear.name, quantity: 1, unit_price: 200 }],
  });
  if (!made.ok) throw new Error(made.error.message);
  await app.goto(`/lists/${made.data.id}/review`);
  const line = page.getByTestId('budget-line');
  await expect(line).toContainText('RM 900.00 of RM 1,000.00 this month; this order takes you to');
  await expect(line.getByText(/over your budget this month/)).toBeVisible();
  await expect(line.getByLabel("Note the budget warning in the order's remark")).not.toBeChecked();
  await lookAtBothLanguages(app, 'budget-review', () => expect(page.getByTestId('budget-line')).toBeVisible());

  await app.goto('/insights');
  await expect(page.locator('.insights__budget')).toHaveText('Budget: RM 1,000.00 a month (the dashed line)');
  await expect(page.locator('.recharts-reference-line')).toHaveCount(1);
  await lookAtBothLanguages(app, 'insights', () => expect(page.locator('.recharts-reference-line')).toHaveCount(1));

  // In Traditional Chinese the workspace's dates are written in it, not in the store's own language.
  expect((await app.core.handlers['language:choose']({ choice: 'zh-Hant' })).ok).toBe(true);
  await page.reload();
  const chineseDate = /\d{4}年\d{1,2}月\d{1,2}日/;
  await expect(page.getByText(/^訂單紀錄：/)).toContainText(chineseDate);
  await app.goto('/lists');
  await expect(page.getByRole('row').filter({ hasText: 'Monthly top-up' })).toContainText(chineseDate);
});
