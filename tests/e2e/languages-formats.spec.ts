import type { Page } from '@playwright/test';
import { expect, test } from './harness';
import { pdfText, renderPdfPage, requirePoppler, savedPdf } from './document-helpers';
import { storeCart, storeOrder } from './orders-helpers';
import { closeQuickOrderStores, indexReady, quickOrderBuyer } from './quick-order-helpers';
import { wordIn } from './words-helpers';

const WIDE = { width: 1440, height: 900 };

test.afterEach(closeQuickOrderStores);

// These stores speak Indonesian and Chinese: the screens are found by their parts, and the few
// words needed are read from that language's dictionary (English where it has none).
const skuInputs = (page: Page) => page.locator('.qo-row__sku-input');
const quantityInputs = (page: Page) => page.locator('.qo-row__qty-input');

async function openQuickOrder(page: Page, goto: (path: string) => Promise<void>): Promise<void> {
  await goto('/quick-order');
  await expect(page.locator('.qo-paste textarea')).toBeVisible();
}

/** The lines on the pad with a SKU: [SKU, quantity as the box shows it]. */
async function padLines(page: Page): Promise<[string, string][]> {
  const skus = await skuInputs(page).evaluateAll((inputs) => inputs.map((i) => (i as unknown as { value: string }).value));
  const quantities = await quantityInputs(page).evaluateAll((inputs) => inputs.map((i) => (i as unknown as { value: string }).value));
  return skus.flatMap((sku, i): [string, string][] => (sku ? [[sku, quantities[i] ?? '']] : []));
}

test('an Indonesian buyer pastes "SKU;1.000" and orders one thousand, priced in whole rupiah', async ({ launch }) => {
  const { app, page, variants } = await quickOrderBuyer(launch, 1, WIDE, (store, [variant]) => {
    store.control.setShop({ locale: 'id_ID', currency: 'IDR' });
    store.control.setVariant(variant!.id, { inventory_quantity: 5000 });
    store.control.setTierPrices(variant!.id, { tiers: [{ min_qty: 1, max_qty: null, price: 12_500 }] });
  });
  const [variant] = variants as [(typeof variants)[0]];
  await indexReady(app);
  await openQuickOrder(page, (path) => app.goto(path));

  await page.locator('.qo-paste textarea').fill(`${variant.sku};1.000`);
  await page.locator('.qo-paste').getByRole('button', { name: wordIn('id', 'quick_order.add_lines') }).click();
  await expect.poll(() => padLines(page)).toEqual([[variant.sku, '1000']]);
  const row = page.locator('.qo-row').filter({ hasText: variant.product_title }).first();
  // Indonesian groups thousands with dots; rupiah carry no cents: 1,000 x Rp 12,500.
  await expect(row.locator('.qo-row__subtotal')).toHaveText(/^Rp\s12\.500\.000$/);
  await expect(page.locator('.qo-row--problem')).toHaveCount(0);
  await app.screenshot('languages-id-quick-order-1440');

  // Ctrl+Enter adds every line, as the button does.
  await quantityInputs(page).first().press('Control+Enter');
  await expect.poll(async () => (await storeCart(app))?.order_item.find((item) => item.variant_id === variant.id)?.quantity).toBe(1000);
});

test('a Chinese product is suggested by any part of its name, and its order saved as PDF shows the name, not boxes', async ({ launch }) => {
  test.setTimeout(90_000);
  requirePoppler();
  const name = '不鏽鋼螺絲組';
  // Named so before the login, so the catalogue index the login starts holds the name.
  const { app, page, variants } = await quickOrderBuyer(launch, 1, WIDE, (store, [variant]) => {
    store.control.setShop({ locale: 'zh_TW', currency: 'TWD' });
    store.control.setProductTitle(variant!.product_id, name);
  });
  const [variant] = variants as [(typeof variants)[0]];
  await indexReady(app);
  await openQuickOrder(page, (path) => app.goto(path));

  // "螺絲" is in the middle of the name: suggested all the same.
  const first = skuInputs(page).first();
  await first.fill('螺絲');
  const option = page.getByRole('listbox').getByRole('option').filter({ hasText: name }).first();
  await expect(option).toBeVisible();
  await app.screenshot('languages-zh-suggestion-1440');
  await option.click();
  await expect(first).toHaveValue(variant.sku);

  // Its order: this line alone (the demo cart holds lines out of stock), placed through the core.
  const global = await app.core.handlers['shop:global']({});
  if (!global.ok) throw new Error(global.error.message);
  const created = await app.core.handlers['cart:create']({ order_items: [{ id: variant.id, quantity: 1 }], cart_token: global.data.customer?.cart_token ?? null, is_replace_cart: true });
  if (!created.ok) throw new Error(created.error.message);
  const cart = await storeCart(app);
  if (!cart?.cart_token) throw new Error('no cart');
  const billing = cart.billing_addresses.find((a) => a.is_primary) ?? cart.billing_addresses[0];
  const placed = await app.core.handlers['cart:placeOrder']({
    order_items: cart.order_item.map((item) => ({ id: item.variant_id, quantity: item.quantity })),
    billing_address: { id: billing!.id },
    cart_token: cart.cart_token,
  });
  if (!placed.ok) throw new Error(placed.error.message);
  const order = await storeOrder(app, placed.data.token);
  await app.goto(`/order/${order.token}`);
  await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: order.name })).toBeVisible();
  await expect(page.getByRole('cell').filter({ hasText: name }).first()).toBeVisible();
  await app.screenshot('languages-zh-order-1440');

  // The PDF is in the heading's Export menu.
  await page.getByRole('button', { name: wordIn('zh-Hant', 'document.export_menu'), exact: true }).click();
  await page.getByRole('menuitem', { name: wordIn('zh-Hant', 'document.save_pdf') }).click();
  const path = await savedPdf(app, 1);
  const text = pdfText(path);
  // The name is text in the PDF (a font had its glyphs), and Taiwan dollars are named NT$.
  expect(text).toContain(name);
  expect(text).toMatch(/NT\$[\d,]+/);
  renderPdfPage(path, 1, 'languages-zh-order-pdf-p1');

  // The same order in Simplified Chinese, as a buyer in Malaysia reads it.
  expect((await app.core.handlers['language:choose']({ choice: 'zh-Hans' })).ok).toBe(true);
  await page.getByRole('button', { name: wordIn('zh-Hans', 'document.export_menu'), exact: true }).click();
  await page.getByRole('menuitem', { name: wordIn('zh-Hans', 'document.save_pdf') }).click();
  const simplified = pdfText(await savedPdf(app, 2));
  expect(simplified).toContain(name);
  expect(simplified).toContain(wordIn('zh-Hans', 'document.bill_to'));
  renderPdfPage(await savedPdf(app, 2), 1, 'languages-zh-Hans-order-pdf-p1');
});
