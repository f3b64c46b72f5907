/**
 * The trade counter: a customer left idle is warned, with time to say they are still there, and is
 * signed out with their cart's changes kept; after Place order they see, full screen, what they
 * ordered, and Start over clears it for the next customer; the staff's view of today's orders opens
 * with the settings PIN, and five wrong PINs lock it as the settings are locked.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, type App, type LaunchOptions } from './harness';
import { logIn } from './commerce-helpers';
import { placeFromReview } from './place-review';
import { storeCart } from './proxied-buyer';
import { renderPdfPage, requirePoppler } from './document-helpers';

const PIN = '4821';
const KIOSK: LaunchOptions = { products: 24, kiosk: true, settings: { kiosk: { enabled: true, idleMinutes: 1, pin: PIN } } };

/** Millimetres in PDF points. */
const mm = (millimetres: number) => (millimetres * 72) / 25.4;

/** Where `word` stands on the PDF's first page, in points from the page's top (pdftotext -bbox). */
function wordBox(file: string, word: string): { top: number; height: number } {
  const boxes = execFileSync('/usr/bin/pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
  for (const found of boxes.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
    if (found[3] === word) return { top: Number(found[1]), height: Number(found[2]) - Number(found[1]) };
  }
  throw new Error(`${word} is not on the first page of ${file}`);
}

const loginHeading = (page: Page) => page.getByRole('heading', { name: 'Log in' });
const stillThere = (page: Page) => page.getByRole('dialog', { name: 'Still there?' });

/** The demo customer's cart, every line in stock and no minimum, so Place order goes through. */
async function demoCart(app: App) {
  app.store!.control.setShop({ min_purchase_amount: 0 });
  const cart = await storeCart(app);
  if (!cart.order_item[0]) throw new Error('the demo cart is empty');
  for (const item of cart.order_item) app.store!.control.setVariant(item.variant_id, { inventory_quantity: 10_000, is_preorder: false });
  return cart;
}

test('idleMinutes 1: the warning comes, an input gives the time back, no input signs out and the cart keeps its change', async ({ launch }) => {
  const app = await launch({ ...KIOSK, fakeClock: true, viewport: { width: 1280, height: 1024 } });
  const { page } = app;
  await logIn(page);
  const cart = await demoCart(app);
  const first = cart.order_item[0]!;
  const step = first.wholesale_price[0]?.increment_quantity || 1;
  const changed = first.quantity + step;
  await app.goto('/cart');
  const quantity = page.getByRole('row').filter({ hasText: first.sku ?? first.name }).getByRole('textbox', { name: /^Quantity of/ });
  await quantity.fill(String(changed));

  // 31 s without input: 29 s left, said in the dialog; the one button is "I'm still here".
  await page.clock.fastForward('00:31');
  await expect(stillThere(page)).toBeVisible();
  await expect(stillThere(page)).toContainText(/Signing you out in (29|30) s/);
  await expect(stillThere(page).getByRole('status')).toHaveText('Still there? Signing you out in 30 seconds.');
  await expect(stillThere(page).getByRole('button')).toHaveText(["I'm still here"]);
  await app.screenshot('kiosk-idle-warning-1280');

  // Any input extends: the pointer moves, the warning goes, and the full minute starts again.
  await page.mouse.move(200, 300);
  await page.mouse.move(220, 320);
  await expect(stillThere(page)).toBeHidden();
  await page.clock.fastForward('00:25');
  await expect(stillThere(page)).toBeHidden();
  await expect(loginHeading(page)).toBeHidden();

  // Left alone: warned again, then signed out, the screen cleared to the login.
  await page.clock.fastForward('00:10');
  await expect(stillThere(page)).toBeVisible();
  await page.clock.fastForward('00:31');
  await expect(loginHeading(page)).toBeVisible({ timeout: 10_000 });
  await expect(stillThere(page)).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(first.name);

  // The next login of the same customer finds the quantity they typed in the store's cart.
  await logIn(page);
  const after = await storeCart(app);
  expect(after.order_item.find((item) => item.variant_id === first.variant_id)?.quantity).toBe(changed);
  await app.goto('/cart');
  await expect(quantity).toHaveValue(String(changed));
});

test('after Place order at a kiosk: the number large, the lines and total, a slip for 80 mm paper, and Start over clears it', async ({ launch }) => {
  const app = await launch({ ...KIOSK, viewport: { width: 1080, height: 1920 } });
  const { page } = app;
  await logIn(page);
  const cart = await demoCart(app);
  await app.goto('/cart');
  // Start over is on the kiosk's header on every screen.
  await expect(page.locator('.site-header').getByRole('button', { name: 'Start over' })).toBeVisible();
  await placeFromReview(page);
  await page.waitForURL(/#\/placed\/[^/]+$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Your order is placed' })).toBeVisible();
  const number = page.getByTestId('placed-number');
  await expect(number).toHaveText(/\S+/);
  const shownNumber = (await number.textContent())!.trim();
  const fontSize = await number.evaluate((el) => parseFloat(el.ownerDocument.defaultView!.getComputedStyle(el).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(40);
  for (const line of cart.order_item) await expect(page.locator('.counter-slip__lines tbody')).toContainText(line.name);
  await expect(page.locator('.counter-slip__lines tfoot')).toContainText(/Total\s*RM\s?\d/);
  await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
  await app.screenshot('kiosk-placed-1080x1920');
  await page.setViewportSize({ width: 1280, height: 1024 });
  await app.screenshot('kiosk-placed-1280x1024');
  await page.setViewportSize({ width: 420, height: 900 });
  await app.screenshot('kiosk-placed-420');

  // The slip on a receipt printer's 80 mm roll: one column, every line and the total, nothing cut.
  requirePoppler();
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ width: '80mm', printBackground: true });
  mkdirSync(test.info().outputDir, { recursive: true });
  const file = join(test.info().outputDir, 'counter-slip-80mm.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('/usr/bin/pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(text).toContain(shownNumber);
  expect(text).not.toContain('Start over');
  for (const line of cart.order_item) expect(text).toContain(line.sku ?? line.name);
  // From the top of the roll at its own size: the number under the brand and title, in the first
  // 45 mm and printed at 22 pt, not an A4 page shrunk into the middle of the receipt (80 mm down, 8 pt).
  const number80 = wordBox(file, shownNumber);
  expect(number80.top).toBeLessThan(mm(45));
  expect(number80.height).toBeGreaterThan(16);
  renderPdfPage(file, 1, 'kiosk-slip-80mm');
  const a4 = join(test.info().outputDir, 'counter-slip-a4.pdf');
  writeFileSync(a4, await page.pdf({ format: 'A4', printBackground: true }));
  const numberA4 = wordBox(a4, shownNumber);
  expect(numberA4.top).toBeLessThan(mm(45));
  expect(numberA4.height).toBeGreaterThan(16);
  expect(execFileSync('/usr/bin/pdftotext', ['-layout', a4, '-'], { encoding: 'utf8' })).not.toContain('Start over');
  renderPdfPage(a4, 1, 'kiosk-slip-a4');
  await page.emulateMedia({ media: 'screen' });

  await page.setViewportSize({ width: 1080, height: 1920 });
  const placedAt = page.url();
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(loginHeading(page)).toBeVisible();
  await expect(page.locator('body')).not.toContainText(shownNumber);
  // The confirmation is gone with the customer: its address leads to the login.
  await page.goto(placedAt);
  await expect(loginHeading(page)).toBeVisible();
  await expect(page.locator('body')).not.toContainText(shownNumber);
});

test("the staff view lists today's counter orders with the settings PIN; five wrong PINs lock it", async ({ launch }) => {
  const app = await launch({ ...KIOSK, viewport: { width: 1280, height: 1024 } });
  const { page } = app;
  await logIn(page);
  await demoCart(app);
  await app.goto('/cart');
  await placeFromReview(page);
  await page.waitForURL(/#\/placed\/[^/]+$/, { timeout: 15_000 });
  const number = (await page.getByTestId('placed-number').textContent())!.trim();
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(loginHeading(page)).toBeVisible();

  await app.goto('/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Counter orders today' })).toBeVisible();
  await page.getByLabel('PIN').fill(PIN);
  await page.getByRole('button', { name: "Show today's orders" }).click();
  const today = page.getByRole('region', { name: '1 order placed here today' });
  await expect(today).toBeVisible();
  await expect(today.getByRole('row').filter({ hasText: number })).toContainText('demo@wholesale.test');
  await app.screenshot('kiosk-staff-1280');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(today).toHaveCount(0);

  for (let i = 0; i < 5; i += 1) {
    await page.getByLabel('PIN').fill('0000');
    await page.getByRole('button', { name: "Show today's orders" }).click();
    await expect(page.getByText('That PIN is not right.')).toBeVisible();
  }
  // Locked now: the right PIN too is refused for a while, and nothing of the list shows.
  await page.getByLabel('PIN').fill(PIN);
  await page.getByRole('button', { name: "Show today's orders" }).click();
  await expect(page.getByRole('alert')).toContainText(/try again in/i);
  await expect(page.locator('body')).not.toContainText(number);
  // The settings share the lock.
  const settings = await app.core.handlers['settings:unlock']({ pin: PIN });
  expect(settings.ok).toBe(false);
});

test('"Larger text and buttons" in the kiosk settings: on at a kiosk, off gives the normal sizes at once, on again the 44 px targets', async ({ launch }) => {
  const app = await launch({ ...KIOSK, viewport: { width: 1280, height: 1024 } });
  const { page } = app;
  await logIn(page);
  await app.goto('/settings');
  await page.getByLabel('Kiosk PIN').fill(PIN);
  await page.getByRole('button', { name: 'Unlock' }).click();
  const larger = page.getByLabel('Larger text and buttons');
  await expect(larger).toBeChecked();
  const save = page.getByRole('button', { name: 'Save settings' });
  const heightOf = async () => (await save.boundingBox())?.height ?? 0;
  const textSize = () => page.evaluate<number>('parseFloat(getComputedStyle(document.body).fontSize)');
  expect(await heightOf()).toBeGreaterThanOrEqual(44);
  const largeText = await textSize();
  await app.screenshot('kiosk-settings-larger-1280', { fullPage: true });

  await larger.uncheck();
  await save.click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect.poll(heightOf).toBeLessThan(44);
  expect(await textSize()).toBeLessThan(largeText);
  expect(await app.core.handlers['counter:status']({})).toMatchObject({ ok: true, data: { largerText: false } });
  await app.screenshot('kiosk-settings-normal-1280', { fullPage: true });
  // Every screen follows, not only Settings: the cart's Start over is back to its normal size.
  await app.goto('/cart');
  const startOver = page.locator('.site-header').getByRole('button', { name: 'Start over' });
  await expect.poll(async () => (await startOver.boundingBox())?.height ?? 0).toBeLessThan(44);

  await app.goto('/settings');
  await expect(larger).not.toBeChecked();
  await larger.check();
  await save.click();
  await expect.poll(heightOf).toBeGreaterThanOrEqual(44);
  expect(await textSize()).toBe(largeText);
});
