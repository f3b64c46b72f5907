/**
 * What a screen reader gives a customer at the trade counter's cart: its headings lead from the
 * lines to the order summary, and every change is said once, politely: a quantity the store saved
 * (typed, or scanned onto its line), a line removed by typing 0 or with Remove, a line a scan
 * added, and a change the store refused. Heard from the page's live regions, as they are given it.
 */
import { expect, test, type App } from './harness';
import { listenToLiveRegions, said, timesSaid } from './harness/liveRegions';
import { buyerBehindProxy, closeProxied } from './proxied-buyer';
import { keysAt } from './scanner-helpers';

test.afterEach(closeProxied);

const KIOSK = { kiosk: true, settings: { kiosk: { enabled: true, idleMinutes: 10, pin: '4821' } }, viewport: { width: 1280, height: 1024 } };

const rowOf = (app: App, sku: string | null) => app.page.getByRole('row').filter({ hasText: sku ?? '' });
const quantityOf = (app: App, sku: string | null) => rowOf(app, sku).getByRole('textbox', { name: /^Quantity of/ });

test('the cart at a kiosk: h1, its lines, then the order summary; each change said once in a polite live region', async ({ launch }) => {
  const { app, page, proxy, store, cart } = await buyerBehindProxy(launch, {}, KIOSK);
  const [first, second, third] = cart.order_item;
  if (!first || !second || !third) throw new Error('the demo cart needs three lines');
  const stepOf = (line: typeof first) => line.wholesale_price[0]?.increment_quantity || 1;
  await app.goto('/cart');
  await expect(quantityOf(app, first.sku)).toBeVisible();

  // Heading keys: the page, its lines, and the summary after them, each an h2.
  const outline = await page.getByRole('heading').evaluateAll((headings) => headings.map((h) => `${h.tagName.toLowerCase()} ${h.textContent?.trim()}`));
  expect(outline[0]).toBe('h1 Cart');
  const lines = outline.indexOf('h2 Items');
  const summary = outline.indexOf('h2 Order summary');
  expect(lines).toBeGreaterThan(0);
  expect(summary).toBeGreaterThan(lines);
  await expect(page.getByRole('region', { name: 'Order summary' })).toBeVisible();

  await listenToLiveRegions(page);
  const saved = () => expect(page.getByText('All changes saved.')).toBeVisible();

  // A quantity typed: said once the store has it, with the new total.
  const typed = first.quantity + stepOf(first);
  await quantityOf(app, first.sku).fill(String(typed));
  const typedSaid = `${first.name}: quantity now ${typed}.`;
  await expect.poll(() => timesSaid(page, typedSaid)).toBe(1);
  expect((await said(page)).find((entry) => entry.includes(typedSaid))).toMatch(/Cart total RM\s?[\d,.]+\.$/);
  await saved();

  // Scanned onto its line: one carton step more, said as a typed change is.
  const scannedUp = typed + stepOf(first);
  await page.evaluate('document.activeElement && document.activeElement.blur()');
  await keysAt(page, first.sku!, 8);
  await expect(quantityOf(app, first.sku)).toHaveValue(String(scannedUp));
  await expect.poll(() => timesSaid(page, `${first.name}: quantity now ${scannedUp}.`)).toBe(1);
  await saved();

  // Removed with Remove: its toast says so, and nothing else does.
  await rowOf(app, second.sku).getByRole('button', { name: /^Remove / }).click();
  await expect(rowOf(app, second.sku)).toHaveCount(0);
  await saved();
  expect(await timesSaid(page, `${second.name} removed from the cart.`)).toBe(1);

  // Removed by typing 0: no toast for it, the cart says it.
  await quantityOf(app, third.sku).fill('0');
  await expect.poll(() => timesSaid(page, `${third.name} removed from the cart.`)).toBe(1);
  await saved();

  // A scan of a variant not in the cart: a new line, said by the scan's toast alone.
  const fresh = store.control.firstVariantWith({ available: true, minStock: 100, exclude: cart.order_item.map((item) => item.variant_id) });
  if (!fresh?.sku) throw new Error('no stocked variant outside the cart');
  await keysAt(page, fresh.sku, 8);
  await expect(page.getByText(/added to the cart \(\d+\)\.$/)).toBeVisible({ timeout: 10_000 });
  expect((await said(page)).filter((entry) => / added to the cart \(\d+\)\./.test(entry))).toHaveLength(1);

  // Refused by the store: its toast, once; the summary's note is shown, not said again.
  proxy.faults.updateCartError = 'The cart is locked for stocktaking.';
  await quantityOf(app, first.sku).fill(String(scannedUp + stepOf(first)));
  await expect(page.getByText('Update cart failed. The cart is locked for stocktaking.')).toBeVisible();
  await expect(page.getByText('Your last change was not saved.', { exact: false })).toBeVisible();
  expect(await timesSaid(page, 'The cart is locked for stocktaking.')).toBe(1);
  expect(await timesSaid(page, 'Your last change was not saved.')).toBe(0);
  proxy.faults.updateCartError = undefined;

  // Still once each after all that (a toast coming while another is up does not say the other
  // again), and "saved" is shown, not said.
  for (const words of [typedSaid, `${second.name} removed from the cart.`, `${third.name} removed from the cart.`, 'The cart is locked for stocktaking.']) {
    expect(await timesSaid(page, words), words).toBe(1);
  }
  expect(await timesSaid(page, 'All changes saved.')).toBe(0);
  await app.screenshot('kiosk-cart-said-1280');
});
