import { axeSerious, expect, test } from './harness';
import { logIn, money } from './commerce-helpers';
import { findOrder, openOrder, pickFile, storeCart, storeOrder, storeOrders, toast } from './orders-helpers';
import { placeFromReview } from './place-review';

const WIDE = { width: 1440, height: 900 };

test('a saved remark is kept by the store and shown again after a reload', async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: WIDE });
  const { page } = app;
  await logIn(page);
  const [first] = await storeOrders(app);
  const order = await storeOrder(app, first!.token);
  await openOrder(app, order);

  const remark = `Deliver to gate 4 (${Date.now()})`;
  const field = page.getByLabel('Remark');
  await expect(field).toHaveValue(order.remark ?? '');
  await field.fill(remark);
  await page.getByRole('button', { name: 'Save remark' }).click();
  await expect(toast(page, 'Remark updated.')).toBeVisible();
  expect((await storeOrder(app, order.token)).remark).toBe(remark);

  await page.reload();
  await expect(page.getByLabel('Remark')).toHaveValue(remark);
});

test('an attachment uploads with its title, downloads, and is removed only after confirmation', async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: WIDE });
  const { page } = app;
  await logIn(page);
  const order = await findOrder(app, (o) => o.attachment.length === 0, 'without attachments');
  await openOrder(app, order);
  await expect(page.getByText('No attachments yet.')).toBeVisible();

  pickFile(app, 'purchase-order.pdf', '%PDF-1.4\n% a tiny purchase order for the e2e test\n');
  await page.getByRole('button', { name: 'Choose file' }).click();
  await expect(page.getByTestId('picked-file')).toContainText('purchase-order.pdf');
  await page.getByLabel('Title').fill('PO 2024-117');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, 'Attachment uploaded.')).toBeVisible();

  const link = page.getByRole('link', { name: 'Download PO 2024-117.pdf' });
  await expect(link).toBeVisible();
  const stored = (await storeOrder(app, order.token)).attachment;
  expect(stored.map((a) => a.title)).toEqual(['PO 2024-117']);
  await expect(page.getByText('No file chosen')).toBeVisible();
  expect(await axeSerious(page)).toEqual([]);
  await app.screenshot('order-attachment-1440', { fullPage: true });

  await link.click();
  await expect(toast(page, 'Attachment saved.')).toBeVisible();

  // Cancel in the dialog keeps it; Remove removes it.
  await page.getByRole('button', { name: 'Remove PO 2024-117.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove attachment' });
  await expect(dialog).toContainText('Are you sure you want to remove this attachment?');
  await app.screenshot('order-attachment-confirm-1440');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await storeOrder(app, order.token)).attachment).toHaveLength(1);

  await page.getByRole('button', { name: 'Remove PO 2024-117.pdf' }).click();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Attachment removed.')).toBeVisible();
  await expect(link).toHaveCount(0);
  await expect(page.getByText('No attachments yet.')).toBeVisible();
  expect((await storeOrder(app, order.token)).attachment).toEqual([]);
});

test("a file over the store's size limit is sent, refused in the store's words, and nothing is attached", async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: WIDE });
  const { page } = app;
  await logIn(page);
  const order = await findOrder(app, (o) => o.attachment.length === 0, 'without attachments');
  await openOrder(app, order);

  // The limit is the reference store's (10 MB), not the app's: another store may take more.
  pickFile(app, 'scan.pdf', { sparseSize: 10 * 1024 * 1024 + 1 });
  await page.getByRole('button', { name: 'Choose file' }).click();
  await expect(page.getByTestId('picked-file')).toContainText('scan.pdf');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, 'The file field must not be greater than 10240 kilobytes.')).toBeVisible();
  expect((await storeOrder(app, order.token)).attachment).toEqual([]);
  await app.screenshot('order-attachment-too-large-1440', { fullPage: true });
});

test("a file the store refuses shows the store's own words, and nothing is attached", async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: WIDE });
  const { page } = app;
  await logIn(page);
  const order = await findOrder(app, (o) => o.attachment.length === 0, 'without attachments');
  await openOrder(app, order);

  pickFile(app, 'installer.exe', 'MZ not really a program');
  await page.getByRole('button', { name: 'Choose file' }).click();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(toast(page, 'The file field must be a file of type:')).toBeVisible();
  expect((await storeOrder(app, order.token)).attachment).toEqual([]);
  await expect(page.getByText('No attachments yet.')).toBeVisible();
});

test('repeat order adds to the cart, or replaces it, and the cart follows', async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: WIDE });
  const { page } = app;
  await logIn(page);
  const before = await storeCart(app);
  expect(before?.subtotal_price ?? 0).toBeGreaterThan(0); // the demo customer starts with a cart
  const order = await findOrder(app, (o) => o.line_items.length >= 2 && o.line_items.every((l) => (l.variant_id ?? l.id) > 0), 'repeatable');
  for (const line of order.line_items) app.store!.control.setVariant(line.variant_id ?? line.id, { inventory_quantity: 10_000, is_preorder: false });
  const lines = new Set(order.line_items.map((l) => l.variant_id ?? l.id)).size;
  const addLabel = `Add ${lines} lines to cart`;
  await openOrder(app, order);
  const header = page.getByTestId('header-cart');

  // Cancel changes nothing.
  await page.getByRole('button', { name: 'Repeat order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Repeat this order' });
  await expect(dialog.getByRole('button')).toHaveText(['Cancel', `Replace cart with ${lines} lines`, addLabel]);
  expect(await axeSerious(page)).toEqual([]);
  await app.screenshot('order-repeat-dialog-1440');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await storeCart(app))?.subtotal_price).toBe(before!.subtotal_price);

  // Add: the order's lines join the cart's, and the cart opens.
  await page.getByRole('button', { name: 'Repeat order' }).click();
  await dialog.getByRole('button', { name: addLabel }).click();
  await expect(toast(page, `${lines} lines added to your cart.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Cart/ })).toBeVisible();
  const added = (await storeCart(app))!;
  expect(added.subtotal_price).toBeGreaterThan(before!.subtotal_price);
  for (const line of order.line_items) expect(added.order_item.some((i) => i.variant_id === (line.variant_id ?? line.id))).toBe(true);
  await expect(header).toContainText(money(added.subtotal_price));

  // Replace: the cart holds exactly the order's lines and quantities.
  await openOrder(app, order);
  await page.getByRole('button', { name: 'Repeat order' }).click();
  await dialog.getByRole('button', { name: `Replace cart with ${lines} lines` }).click();
  await expect(toast(page, `Your cart now holds ${lines} lines from this order.`)).toBeVisible();
  const replaced = (await storeCart(app))!;
  const wanted = new Map<number, number>();
  for (const line of order.line_items) wanted.set(line.variant_id ?? line.id, (wanted.get(line.variant_id ?? line.id) ?? 0) + line.quantity);
  expect(new Map(replaced.order_item.map((i) => [i.variant_id, i.quantity]))).toEqual(wanted);
  await expect(header).toContainText(money(replaced.subtotal_price));
});

test('with no cart, repeat order offers only Cancel and Add', async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: WIDE });
  const { page } = app;
  await logIn(page, { email: 'other@wholesale.test', password: 'other1234' });
  expect(await storeCart(app)).toBeNull();
  const order = await findOrder(app, (o) => o.line_items.length > 0, 'with lines');
  for (const line of order.line_items) app.store!.control.setVariant(line.variant_id ?? line.id, { inventory_quantity: 10_000, is_preorder: false });
  await openOrder(app, order);
  const repeat = page.getByRole('button', { name: 'Repeat order' });
  const dialog = page.getByRole('dialog', { name: 'Repeat this order' });
  // Escape closes the dialog and gives focus back; nothing is added.
  await repeat.click();
  await expect(dialog.getByRole('table', { name: 'Lines to add' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(repeat).toBeFocused();
  expect(await storeCart(app)).toBeNull();

  await repeat.click();
  await expect(dialog.getByRole('button')).toHaveText(['Cancel', /^Add \d+ lines? to cart$/]);
  await dialog.getByRole('button', { name: /^Add \d+ lines? to cart$/ }).click();
  await expect(toast(page, 'added to your cart.')).toBeVisible();
  const cart = (await storeCart(app))!;
  await expect(page.getByTestId('header-cart')).toContainText(money(cart.subtotal_price));
});

test('after Place order the order page shows the new order', async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: WIDE });
  const { page } = app;
  app.store!.control.setShop({ min_purchase_amount: 0 });
  await logIn(page);
  const cart = (await storeCart(app))!;
  for (const item of cart.order_item) app.store!.control.setVariant(item.variant_id, { inventory_quantity: 10_000, is_preorder: false });
  const placed = (await storeCart(app))!;
  await app.goto('/cart');
  await placeFromReview(page);
  await page.waitForURL(/#\/order\/[^/]+$/, { timeout: 10_000 });

  const token = decodeURIComponent(new URL(page.url()).hash.replace(/^#\/order\//, ''));
  const order = await storeOrder(app, token);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.name}` })).toBeVisible();
  const items = page.getByRole('table', { name: 'Items' });
  for (const item of placed.order_item) await expect(items.getByRole('row').filter({ hasText: item.sku ?? item.name })).toHaveCount(1);
  await expect(items.locator('tfoot tr').filter({ hasText: /^Total/ })).toContainText(money(order.total_price));
  await expect(page.getByTestId('order-balance-due')).toContainText(money(order.amount_due));
  const [newest] = await storeOrders(app);
  expect(newest?.token).toBe(token);
});
