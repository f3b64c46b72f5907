import { expect, test } from './harness';
import { closeQuickOrderStores, openQuickOrder, quantityBoxes, quickOrderBuyer, rowValues, skuBoxes } from './quick-order-helpers';
import { countTones, keysAt } from './scanner-helpers';
import { CART_READ } from './store-proxy';

test.afterEach(closeQuickOrderStores);

test('a barcode scanner adds a line and raises it by a carton from any control, typing is never a scan, an unknown code is reported; the cart takes scans too, reading itself once; the thresholds in Settings decide what is a scan', async ({ launch }) => {
  const { app, page, proxy, variants, carton } = await quickOrderBuyer(launch, 1);
  const [single] = variants as [(typeof variants)[0]];
  await openQuickOrder(page);
  const tones = await countTones(page);

  // A burst 5-15 ms apart ending in Enter, with the keyboard in the blank line's SKU box: one
  // carton step (6) of that variant on a new line, and the box is left as it was.
  await expect(skuBoxes(page).first()).toBeFocused();
  await keysAt(page, carton.sku, 8);
  await expect.poll(() => rowValues(page)).toEqual([[carton.sku, '6']]);
  await expect(skuBoxes(page).last()).toHaveValue('');
  await expect(page.getByText('Sold in multiples of 6')).toHaveCount(0);

  // The same scan from the line's quantity box: the line goes up by one carton; the box holds no code.
  await quantityBoxes(page).first().focus();
  await keysAt(page, carton.sku, 12, 'Tab');
  await expect.poll(() => rowValues(page)).toEqual([[carton.sku, '12']]);
  await expect(quantityBoxes(page).first()).toBeFocused();

  // Hand typing at 120 ms a key, then Enter: the letters are in the box, nothing is scanned.
  const typed = skuBoxes(page).nth(1);
  await typed.focus();
  await keysAt(page, single.sku, 120, null);
  await expect(typed).toHaveValue(single.sku);
  await keysAt(page, '', 120);
  await expect(page.getByText(/^No product has the code/)).toHaveCount(0);
  await expect.poll(() => rowValues(page)).toEqual([[carton.sku, '12'], [single.sku, '']]);
  expect(await tones()).toBe(0);

  // An unknown code, scanned with the keyboard in the paste box: a tone and a message; the box stays empty.
  await page.getByLabel('Paste lines').focus();
  await keysAt(page, '0000000000017', 6);
  await expect(page.getByText('No product has the code 0000000000017. Check the label, or type the SKU.')).toBeVisible();
  expect(await tones()).toBe(1);
  await expect(page.getByLabel('Paste lines')).toHaveValue('');
  await app.screenshot('scanner-unknown-code');

  // On the cart: a variant not in it goes to the store's cart; scanned again, its line goes up by one.
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await page.locator('body').focus();
  await keysAt(page, single.sku, 10);
  await expect(page.getByText(`${single.product_title}`).filter({ hasText: 'added to the cart (1)' })).toBeVisible();
  const line = page.getByRole('row').filter({ has: page.getByRole('cell', { name: single.sku, exact: true }) }).getByRole('textbox', { name: /^Quantity of/ });
  await expect(line).toHaveValue('1');
  await keysAt(page, single.sku, 10);
  await expect(line).toHaveValue('2');

  // A quantity typed on that line and not saved yet, then another variant scanned: the cart is read
  // once for the scan (the store slow to answer, as a busy one is: a second read would go out
  // before the first is back), the scanned line shows, and the typed quantity is still there.
  await line.fill('5');
  proxy.faults.cartReadDelayMs = 400;
  const reads = () => proxy.hits.filter((route) => route === CART_READ).length;
  const readsBefore = reads();
  await keysAt(page, carton.sku, 10);
  const scanned = page.getByRole('row').filter({ has: page.getByRole('cell', { name: carton.sku, exact: true }) }).getByRole('textbox', { name: /^Quantity of/ });
  await expect(scanned).toHaveValue('6');
  await expect(line).toHaveValue('5');
  await page.waitForTimeout(800);
  expect(reads() - readsBefore).toBe(1);
  proxy.faults.cartReadDelayMs = 0;
  await expect(line).toHaveValue('5');

  // Settings: a pause out of range is refused at its field and changes nothing; 5 ms is kept, and
  // then a burst 8 ms apart is typing: its letters land in the paste box.
  await app.goto('/settings');
  const gap = page.getByLabel("Longest pause between a scanner's keys (milliseconds)");
  await gap.fill('4');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Enter a whole number of milliseconds from 5 to 60.')).toBeVisible();
  await gap.scrollIntoViewIfNeeded();
  await app.screenshot('settings-scanner-refused');
  expect(await app.core.handlers['app:scanner']({})).toMatchObject({ ok: true, data: { maxGapMs: 30 } });
  await gap.fill('5');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await openQuickOrder(page);
  await page.getByLabel('Paste lines').focus();
  await keysAt(page, carton.sku, 8);
  await expect(page.getByLabel('Paste lines')).toHaveValue(`${carton.sku}\n`);
});
