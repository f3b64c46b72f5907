import { expect, test } from './harness';
import { pdfText, renderPdfPage, requirePoppler, savedPdf } from './document-helpers';
import { storeCart, storeOrder } from './orders-helpers';
import { closeQuickOrderStores, indexReady, openQuickOrder, quickOrderBuyer, rowValues, skuBoxes } from './quick-order-helpers';

const WIDE = { width: 1440, height: 900 };

test.afterEach(closeQuickOrderStores);

test('an Indonesian buyer pastes "SKU;1.000" and orders one thousand, priced in whole rupiah', async ({ launch }) => {
  const { app, page, variants } = await quickOrderBuyer(launch, 1, WIDE, (store, [variant]) => {
    store.control.setShop({ locale: 'id_ID', currency: 'IDR' });
    store.control.setVariant(variant!.id, { inventory_quantity: 5000 });
    store.control.setTierPrices(variant!.id, { tiers: [{ min_qty: 1, max_qty: null, price: 12_500 }] });
  });
  const [variant] = variants as [(typeof variants)[0]];
  await openQuickOrder(page);

  await page.getByLabel('Paste lines').fill(`${variant.sku};1.000`);
  await page.getByRole('button', { name: 'Add lines' }).click();
  await expect.poll(() => rowValues(page)).toEqual([[variant.sku, '1000']]);
  const row = page.getByRole('row').filter({ hasText: variant.product_title }).first();
  // Indonesian groups thousands with dots; rupiah carry no cents: 1,000 x Rp 12,500.
  await expect(row).toContainText(/Rp\s12\.500\.000(?![,\d])/);
  await expect(row).not.toContainText('Please check your quantity');
  await app.screenshot('languages-id-quick-order-1440');

  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Lines added to cart: 1.' })).toBeVisible();
  const cart = await storeCart(app);
  expect(cart?.order_item.find((item) => item.variant_id === variant.id)?.quantity).toBe(1000);
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
  await openQuickOrder(page);

  // "螺絲" is in the middle of the name: suggested all the same.
  const first = skuBoxes(page).first();
  await first.fill('螺絲');
  const option = page.getByRole('listbox', { name: 'Matching products' }).getByRole('option').filter({ hasText: name }).first();
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
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.name}` })).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: false }).first()).toBeVisible();
  await app.screenshot('languages-zh-order-1440');

  await page.getByRole('button', { name: 'Save as PDF' }).click();
  const path = await savedPdf(app, 1);
  const text = pdfText(path);
  // The name is text in the PDF (a font had its glyphs), and Taiwan dollars are named NT$.
  expect(text).toContain(name);
  expect(text).toMatch(/NT\$[\d,]+/);
  renderPdfPage(path, 1, 'languages-zh-order-pdf-p1');
});
