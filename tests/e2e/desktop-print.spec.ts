import { basename, dirname } from 'node:path';
import { axeSerious, expect, test } from './harness';
import { logIn, money } from './commerce-helpers';
import { fillCart, pdfPages, pdfPageTexts, pdfText, renderPdfPage, requirePoppler, savedPdf } from './document-helpers';
import { storeOrder, toast } from './orders-helpers';
import { chooseExport } from './export-menu';

const WIDE = { width: 1440, height: 900 };
// Past the 40 lines after which the cart on screen renders only the rows in view, and over two A4 pages.
const LINES = 60;

/** Renders every page of a PDF for looking at, as <name>-p<N>.png. */
function renderAll(path: string, name: string): void {
  const pages = pdfPages(path);
  for (let page = 1; page <= pages; page += 1) renderPdfPage(path, page, `${name}-p${page}`);
}

/** The page (0-based) whose text holds `text`, or -1. */
const pageOf = (pages: string[], text: string) => pages.findIndex((page) => page.includes(text));

test('a long cart saved as a quote and its order saved as a PDF are documents to send: every line, the total with the last ones, numbered pages, no screen controls', async ({ launch }) => {
  test.setTimeout(150_000);
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
  await chooseExport(page, 'Save quote as PDF');
  const quotePath = await savedPdf(app, 1);
  expect(quotePath).toMatch(/Quote\.pdf$/);

  // Where it went, with Open and Show in folder, each reaching the desktop with this file.
  const saved = toast(page, `Saved to ${basename(dirname(quotePath))} as Quote.pdf.`);
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('button', { name: 'Show in folder' })).toBeVisible();
  await app.screenshot('desktop-print-saved-toast-1440');
  await saved.getByRole('button', { name: 'Open' }).click();
  await expect.poll(() => app.openedFiles).toEqual([{ how: 'open', path: quotePath }]);
  await expect(saved).toHaveCount(0);

  renderAll(quotePath, 'desktop-print-quote');
  const quote = pdfPageTexts(quotePath);
  expect(quote.length).toBeGreaterThanOrEqual(2);
  const quoteText = quote.join(' ');
  for (const sku of cartSkus) expect(quoteText).toContain(sku);
  // The total on the page of the last line, never alone on a page of its own.
  const lastLinePage = pageOf(quote, cartSkus.at(-1)!);
  expect(quote[lastLinePage]).toMatch(new RegExp(`Total ${money(cart.data.total_price, cart.data.currency).source}`));
  // ... with the last three lines, not one line over the totals.
  for (const sku of cartSkus.slice(-3)) expect(quote[lastLinePage]).toContain(sku);
  // Page 1 carries lines, not half a page of heading.
  expect(cartSkus.filter((sku) => quote[0]!.includes(sku)).length).toBeGreaterThanOrEqual(20);
  quote.forEach((text, index) => {
    expect(text).toContain(`Page ${index + 1} of ${quote.length}`);
    expect(text).toContain('Quote');
    // The column heads again on every page.
    expect(text).toMatch(/Item SKU Unit price Qty Amount/);
  });
  for (const control of ['Add an address', 'Place order', 'Update cart', 'Save quote as PDF', 'Remove']) expect(quoteText).not.toContain(control);
  await app.screenshot('desktop-print-cart-1440');
  // On screen the cart is virtualised again afterwards.
  expect(await page.locator('.cart-table__body .cart-row').count()).toBeLessThan(LINES);

  // The same cart placed: the order's PDF has its number on every page, every SKU and the total.
  const billing = cart.data.billing_addresses.find((a) => a.is_primary) ?? cart.data.billing_addresses[0];
  const placed = await app.core.handlers['cart:placeOrder']({
    order_items: cart.data.order_item.map((item) => ({ id: item.variant_id, quantity: item.quantity })),
    billing_address: { id: billing!.id },
    cart_token: cartToken,
  });
  if (!placed.ok) throw new Error(placed.error.message);
  const order = await storeOrder(app, placed.data.token);
  expect(order.remark ?? '').toBe('');
  await app.goto(`/order/${order.token}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.name}` })).toBeVisible();
  expect(await axeSerious(page)).toEqual([]);
  await page.setViewportSize({ width: 420, height: 800 });
  await app.screenshot('desktop-print-order-420');
  await page.setViewportSize(WIDE);
  await chooseExport(page, 'Save as PDF');
  const orderPath = await savedPdf(app, 2);
  expect(orderPath.endsWith(`Order ${order.name}.pdf`)).toBe(true);
  renderAll(orderPath, 'desktop-print-order');
  const orderPages = pdfPageTexts(orderPath);
  expect(orderPages.length).toBeGreaterThanOrEqual(2);
  const text = orderPages.join(' ');
  expect(order.line_items).toHaveLength(LINES);
  for (const item of order.line_items) if (item.sku) expect(text).toContain(item.sku);
  const lastItemPage = pageOf(orderPages, order.line_items.at(-1)!.sku!);
  expect(orderPages[lastItemPage]).toMatch(new RegExp(`Total ${money(order.total_price, order.currency).source}`));
  for (const item of order.line_items.slice(-3)) expect(orderPages[lastItemPage]).toContain(item.sku!);
  orderPages.forEach((pageText, index) => {
    expect(pageText).toContain(`Order ${order.name}`);
    expect(pageText).toMatch(/Item SKU Unit price Qty Amount/);
    expect(pageText).toContain(`Page ${index + 1} of ${orderPages.length}`);
  });
  // An empty remark is left out; no screen controls.
  expect(text).not.toMatch(/remark/i);
  for (const chrome of ['Back to orders', 'Save as PDF', 'Upload', 'Log out', 'Save remark', 'Repeat']) expect(text).not.toContain(chrome);

  // With a remark (the buyer's PO number), it is printed under its heading.
  const remarked = await app.core.handlers['orders:updateRemark']({ order_token: order.token, remark: 'PO 4471-B' });
  if (!remarked.ok) throw new Error(remarked.error.message);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.name}` })).toBeVisible();
  await expect(page.getByLabel('Remark')).toHaveValue('PO 4471-B');
  await page.setViewportSize({ width: 420, height: 800 });
  await chooseExport(page, 'Save as PDF');
  const remarkPath = await savedPdf(app, 3);
  renderPdfPage(remarkPath, pdfPages(remarkPath), 'desktop-print-order-remark-last');
  expect(pdfText(remarkPath)).toMatch(/Remark PO 4471-B/i);
  const savedOrder = toast(page, `Saved to ${basename(dirname(remarkPath))} as ${basename(remarkPath)}.`);
  await expect(savedOrder).toBeVisible();
  await app.screenshot('desktop-print-saved-toast-420');
  await savedOrder.getByRole('button', { name: 'Show in folder' }).click();
  await expect.poll(() => app.openedFiles.at(-1)).toEqual({ how: 'folder', path: remarkPath });
  await page.setViewportSize(WIDE);

  // Print: the request reaches the printer with this order on screen.
  await page.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => app.printed).toEqual([`/order/${order.token}`]);
});
