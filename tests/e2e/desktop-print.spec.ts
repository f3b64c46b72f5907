import { axeSerious, expect, test } from './harness';
import { logIn, money } from './commerce-helpers';
import { fillCart, pdfPages, pdfText, renderPdfPage, requirePoppler, savedPdf } from './document-helpers';
import { storeOrder, toast } from './orders-helpers';

const WIDE = { width: 1440, height: 900 };
// Past the 40 lines after which the cart on screen renders only the rows in view.
const LINES = 60;

test('a long cart saved as a quote and its order saved as a PDF hold every line and the total; Print reaches the printer', async ({ launch }) => {
  test.setTimeout(120_000);
  requirePoppler();
  const app = await launch({ path: '/login', viewport: WIDE });
  const { page } = app;
  await logIn(page);
  const cartToken = await fillCart(app, LINES);
  const cart = await app.core.handlers['cart:retrieve']({ cart_token: cartToken });
  if (!cart.ok) throw new Error(cart.error.message);
  const cartSkus = cart.data.order_item.flatMap((item) => (item.sku ? [item.sku] : []));
  expect(cartSkus).toHaveLength(LINES);

  // The quote: every cart line although the screen renders only some, its total, "Quote".
  await app.goto('/cart');
  await expect(page.getByRole('table', { name: 'Items' })).toBeVisible();
  expect(await page.locator('.cart-table__body .cart-row').count()).toBeLessThan(LINES);
  await page.getByRole('button', { name: 'Save quote as PDF' }).click();
  const quotePath = await savedPdf(app, 1);
  await expect(toast(page, 'PDF saved.')).toBeVisible();
  expect(quotePath).toMatch(/Quote\.pdf$/);
  const quote = pdfText(quotePath);
  expect(quote).toContain('Quote');
  for (const sku of cartSkus) expect(quote).toContain(sku);
  expect(quote).toMatch(money(cart.data.total_price, cart.data.currency));
  expect(quote).not.toContain('Place order');
  renderPdfPage(quotePath, 1, 'desktop-print-quote-page1');
  await app.screenshot('desktop-print-cart-1440');
  // On screen the cart is virtualised again afterwards.
  expect(await page.locator('.cart-table__body .cart-row').count()).toBeLessThan(LINES);

  // The same cart placed: the order's PDF has its number, every SKU and the total.
  const billing = cart.data.billing_addresses.find((a) => a.is_primary) ?? cart.data.billing_addresses[0];
  const placed = await app.core.handlers['cart:placeOrder']({
    order_items: cart.data.order_item.map((item) => ({ id: item.variant_id, quantity: item.quantity })),
    billing_address: { id: billing!.id },
    cart_token: cartToken,
  });
  if (!placed.ok) throw new Error(placed.error.message);
  const order = await storeOrder(app, placed.data.token);
  await app.goto(`/order/${order.token}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.name}` })).toBeVisible();
  expect(await axeSerious(page)).toEqual([]);
  await page.setViewportSize({ width: 420, height: 800 });
  await app.screenshot('desktop-print-order-420');
  await page.setViewportSize(WIDE);
  await page.getByRole('button', { name: 'Save as PDF' }).click();
  const orderPath = await savedPdf(app, 2);
  expect(orderPath.endsWith(`Order ${order.name}.pdf`)).toBe(true);
  const text = pdfText(orderPath);
  expect(text).toContain(order.name);
  for (const item of order.line_items) if (item.sku) expect(text).toContain(item.sku);
  expect(order.line_items).toHaveLength(LINES);
  expect(text).toMatch(money(order.total_price, order.currency));
  for (const chrome of ['Back to orders', 'Save as PDF', 'Upload', 'Log out']) expect(text).not.toContain(chrome);
  const pages = pdfPages(orderPath);
  expect(pages).toBeGreaterThan(1);
  renderPdfPage(orderPath, 1, 'desktop-print-order-page1');
  renderPdfPage(orderPath, pages, 'desktop-print-order-last');

  // Print: the request reaches the printer with this order on screen.
  await page.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => app.printed).toEqual([`/order/${order.token}`]);
});
