/**
 * The desktop settings screen. "Open at login" writes and removes the Linux autostart
 * entry (the harness points the autostart folder at a temp dir); a bad value saves nothing; a
 * kiosk keeps its settings behind the PIN from the settings file, and takes a barcode scanner's codes on any screen.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { axeSerious, expect, test } from './harness';
import { invalidFieldText, logIn } from './auth-helpers';
import { keysAt } from './scanner-helpers';
import { compose } from './ime-helpers';

const OPEN_AT_LOGIN = 'Open Wholesale Desk when I sign in to this computer';

/** The settings file without the saved sessions, whose encryption changes whenever a store refreshes a cookie. */
const settingsOf = (file: string) => {
  const { sessions: _sessions, ...rest } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return rest;
};

test('open at login writes and removes the autostart entry; a bad idle time is refused and nothing is saved', async ({ launch }) => {
  const app = await launch({ products: 6, viewport: { width: 1440, height: 900 } });
  const { page } = app;
  const entry = join(app.autostartDir, 'wholesale-desk.desktop');
  const settingsFile = join(app.settingsDir, 'settings.json');
  await logIn(page);

  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Stores' }).getByText(app.storeUrl)).toBeVisible();
  const save = page.getByRole('button', { name: 'Save settings' });

  await page.getByLabel(OPEN_AT_LOGIN).check();
  await page.getByLabel('Start in kiosk mode').check();
  await save.click();
  await expect(page.locator('.toast').filter({ hasText: 'Settings saved.' })).toBeVisible();
  expect(readFileSync(entry, 'utf8')).toContain('\nExec="/opt/Wholesale Desk/wholesale-desk" --kiosk\n');

  await app.screenshot('settings-1440', { fullPage: true });
  expect(await axeSerious(page)).toEqual([]);

  await page.getByLabel(OPEN_AT_LOGIN).uncheck();
  await save.click();
  await expect.poll(() => existsSync(entry)).toBe(false);

  const saved = settingsOf(settingsFile);
  await page.getByLabel('Log out after this many idle minutes').fill('0');
  await page.getByLabel('Tell me when an order is paid, shipped or cancelled').uncheck();
  await save.click();
  await expect(page.getByText('Nothing was saved: check the settings marked below.')).toBeVisible();
  expect(await invalidFieldText(page, 'Log out after this many idle minutes')).toContain('Enter a whole number of minutes from 1 to 1,440.');
  expect(settingsOf(settingsFile)).toEqual(saved);

  await page.setViewportSize({ width: 420, height: 800 });
  await app.screenshot('settings-420-error', { fullPage: true });
  expect(await axeSerious(page)).toEqual([]);

  // Full-width digits through an IME: the Enter that commits "１５" saves nothing; the field says it
  // reads 15, and the buyer's own Enter saves 15. Text that is no whole number is flagged at its field and nothing is saved.
  await page.setViewportSize({ width: 1440, height: 900 });
  const idle = page.getByLabel('Log out after this many idle minutes');
  await idle.click();
  await idle.selectText();
  await compose(page, '１５');
  await expect(idle).toHaveValue('１５');
  await expect(page.getByText('Read as 15')).toBeVisible();
  await page.waitForTimeout(500);
  expect(settingsOf(settingsFile)).toEqual(saved);
  await app.screenshot('settings-ime-read-as');
  await page.keyboard.press('Enter');
  await expect(page.locator('.toast').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await expect.poll(() => (settingsOf(settingsFile).kiosk as { idleMinutes: number }).idleMinutes).toBe(15);
  const fifteen = settingsOf(settingsFile);
  const gap = page.getByLabel("Longest pause between a scanner's keys (milliseconds)");
  await gap.fill('2.5');
  await idle.selectText();
  await compose(page, '１５分');
  await save.click();
  expect(await invalidFieldText(page, 'Log out after this many idle minutes')).toContain('Type digits only: “１５分” is not a number.');
  expect(await invalidFieldText(page, "Longest pause between a scanner's keys (milliseconds)")).toContain('Type a whole number: “2.5” has a fraction.');
  await app.screenshot('settings-ime-unread', { fullPage: true });
  await page.waitForTimeout(300);
  expect(settingsOf(settingsFile)).toEqual(fifteen);
});

test('a kiosk hides its settings until the kiosk PIN unlocks them', async ({ launch }) => {
  const app = await launch({ products: 6, kiosk: true, settings: { kiosk: { enabled: true, idleMinutes: 10, pin: '4821' } } });
  const { page } = app;
  await logIn(page);
  const accountNav = page.getByRole('navigation', { name: 'Account' });
  await expect(accountNav.getByRole('link', { name: 'Contact us' })).toBeVisible();
  await expect(accountNav.getByRole('link', { name: 'Settings' })).toHaveCount(0);

  // At the counter a scan works on any screen: a burst on the product list puts one carton step of
  // a variant not in the cart yet on a new line of the store's cart.
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  const cartLines = async () => {
    const global = await app.core.handlers['shop:global']({});
    const token = global.ok ? global.data.customer?.cart_token : null;
    const cart = token ? await app.core.handlers['cart:retrieve']({ cart_token: token }) : null;
    return cart?.ok ? cart.data.order_item : [];
  };
  const inCart = new Set((await cartLines()).map((item) => item.variant_id));
  const listed = await app.core.handlers['catalog:products']({});
  if (!listed.ok) throw new Error(listed.error.message);
  const variant = listed.data.products.flatMap((product) => product.variants).find((v) => v.sku && !inCart.has(v.id) && v.inventory_quantity >= 100);
  if (!variant?.sku) throw new Error('no stocked variant outside the cart');
  // The kiosk's scanner comes with the screen's code a moment after the login: scanned again until it answers.
  await expect(async () => {
    await keysAt(page, variant.sku!, 8);
    await expect(page.getByText(/added to the cart \(\d+\)\.$/)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 15_000 });
  await expect.poll(async () => (await cartLines()).some((item) => item.variant_id === variant.id)).toBe(true);

  await page.keyboard.press('Control+Alt+s');
  await expect(page.getByRole('heading', { level: 2, name: 'Settings are locked' })).toBeVisible();
  await page.getByLabel('Kiosk PIN').fill('1111');
  await page.getByRole('button', { name: 'Unlock' }).click();
  expect(await invalidFieldText(page, 'Kiosk PIN')).toContain('That PIN is not right.');
  await page.getByLabel('Kiosk PIN').fill('4821');
  await page.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByLabel('Kiosk mode', { exact: true })).toBeChecked();
  await expect(accountNav.getByRole('link', { name: 'Settings' })).toBeVisible();
});
