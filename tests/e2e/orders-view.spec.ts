import { axeSerious, expect, test } from './harness';
import { logIn, money } from './commerce-helpers';
import { escapeRegExp, findOrder, openOrder, orderDate, signedMoney, storeOrders } from './orders-helpers';

const SHOTS = { wide: { width: 1440, height: 900 }, narrow: { width: 420, height: 900 } };

test('the order list shows every seeded order, readable statuses and totals, and opens an order', async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: SHOTS.wide });
  const { page } = app;
  await logIn(page);
  const orders = await storeOrders(app);
  expect(orders.length).toBeGreaterThanOrEqual(25);

  await page.getByRole('link', { name: 'Orders' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Your orders' });
  await expect(table.getByRole('row')).toHaveCount(orders.length + 1);
  for (const header of ['Order', 'Date', 'Payment status', 'Fulfilment status', 'Total']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }

  // Every row: its number links to the order; date, statuses and total as the store has them.
  for (const order of orders) {
    const link = table.getByRole('link', { name: order.order_number, exact: true });
    await expect(link).toHaveAttribute('href', `#/order/${order.token}`);
  }
  for (const order of orders.slice(0, 6)) {
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: order.order_number, exact: true }) });
    await expect(row).toContainText(orderDate(order.processed_at));
    // The app's one money format, as on the product page and in the cart ('RM 1,234.50').
    await expect(row).toContainText(money(order.total_price, order.currency));
  }
  // Status codes become labels ('partially_paid' -> 'Partially paid').
  await expect(table.getByText('partially_paid')).toHaveCount(0);
  await expect(table.locator('[data-status="partially_paid"]').first()).toHaveText('Partially paid');
  await expect(table.locator('[data-status="partially_fulfilled"]').first()).toHaveText('Partially fulfilled');
  expect(await axeSerious(page)).toEqual([]);
  await app.screenshot('orders-list-1440', { fullPage: true });

  await page.setViewportSize(SHOTS.narrow);
  await app.screenshot('orders-list-420');
  expect(await axeSerious(page)).toEqual([]);

  const first = orders[0]!;
  await table.getByRole('link', { name: first.order_number, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${first.order_number}` })).toBeVisible();
});

test('an order shows its lines and figures: subtotal, shipping, tax, total, paid, refunded, tracking', async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: SHOTS.wide });
  const { page } = app;
  await logIn(page);
  const order = await findOrder(
    app,
    (o) => o.tax_lines.length > 0 && o.total_refund_amount > 0 && o.shipping_methods.length > 0 && o.line_items.some((l) => l.fulfillment?.tracking_url),
    'taxed, shipped, tracked and partly refunded',
  );
  await openOrder(app, order);
  await expect(page.getByText(`Placed on ${orderDate(order.created_at)}`)).toBeVisible();

  const items = page.getByRole('table', { name: 'Items' });
  for (const line of order.line_items) {
    const row = items.getByRole('row').filter({ hasText: line.title });
    await expect(row).toContainText(line.sku ?? '');
    await expect(row).toContainText(money(line.price));
    await expect(row).toContainText(money(line.subtotal_price));
    await expect(row.getByRole('cell').nth(3)).toHaveText(String(line.quantity));
  }
  const footer = (label: string | RegExp) => items.locator('tfoot tr').filter({ hasText: label });
  await expect(footer('Subtotal')).toContainText(money(order.subtotal_price));
  for (const shipping of order.shipping_methods) await expect(footer(shipping.title)).toContainText(money(shipping.price));
  for (const tax of order.tax_lines) {
    await expect(footer(`${tax.title} (${Math.round(tax.rate * 10000) / 100}%)`)).toContainText(money(tax.price));
  }
  await expect(footer(/^Total/)).toContainText(money(order.total_price));
  await expect(footer('Discount')).toHaveCount(order.total_discount > 0 ? 1 : 0);

  await expect(page.getByTestId('order-balance-paid')).toContainText(money(order.total_transaction_amount));
  await expect(page.getByTestId('order-balance-refunded')).toContainText(money(order.total_refund_amount));
  await expect(page.getByTestId('order-balance-due')).toContainText(order.overpaid > 0 ? 'Overpaid' : 'Amount due');
  await expect(page.getByTestId('order-balance-due')).toContainText(money(order.overpaid > 0 ? order.overpaid : order.amount_due));

  // A fulfilled line: its date and a tracking link that opens in the system browser.
  const tracked = order.line_items.find((l) => l.fulfillment?.tracking_url)!.fulfillment!;
  await expect(items.getByText(`Fulfilled on ${orderDate(tracked.created_at)}`).first()).toBeVisible();
  const trackName = new RegExp(`Track ${escapeRegExp(`${tracked.tracking_company} ${tracked.tracking_number}`)}`);
  await items.getByRole('link', { name: trackName }).first().click();
  await expect.poll(() => app.openedExternal).toContain(tracked.tracking_url);

  // Billing shows the customer's email; shipping its address.
  await expect(page.getByTestId('billing-address')).toContainText('demo@wholesale.test');
  await expect(page.getByTestId('billing-address')).toContainText(order.billing_address?.street ?? '');
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
  expect(await axeSerious(page)).toEqual([]);
  // The page's parts stand apart: the lines, the addresses and the remark do not touch.
  const bottomOf = async (selector: string) => ((await page.locator(selector).first().boundingBox()) ?? { y: 0, height: 0 }) as { y: number; height: number };
  const lines = await bottomOf('.order-items');
  const addresses = await bottomOf('.order-addresses');
  const extras = await bottomOf('.order-extras');
  expect(addresses.y - (lines.y + lines.height)).toBeGreaterThanOrEqual(16);
  expect(extras.y - (addresses.y + addresses.height)).toBeGreaterThanOrEqual(16);
  await app.screenshot('order-detail-1440', { fullPage: true });
  await page.setViewportSize(SHOTS.narrow);
  await app.screenshot('order-detail-420');
  await items.locator('tfoot').scrollIntoViewIfNeeded();
  await app.screenshot('order-detail-420-totals');
  await page.getByRole('heading', { name: 'Attachments' }).scrollIntoViewIfNeeded();
  await app.screenshot('order-detail-420-attachments');
  expect(await axeSerious(page)).toEqual([]);
});

test('a discounted order shows the discount negative; pickup and cancelled orders say so', async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: SHOTS.wide });
  const { page } = app;
  await logIn(page);

  const discounted = await findOrder(app, (o) => o.total_discount > 0, 'discounted');
  await openOrder(app, discounted);
  await expect(page.locator('tfoot tr').filter({ hasText: 'Discount' })).toContainText(signedMoney(-discounted.total_discount));

  const pickup = await findOrder(app, (o) => o.type === 'pickup', 'a pickup');
  await openOrder(app, pickup);
  await expect(page.getByRole('heading', { name: 'Pickup location' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toHaveCount(0);
  await expect(page.getByTestId('shipping-address')).toContainText(pickup.shipping_address?.name ?? '');

  const cancelled = await findOrder(app, (o) => o.cancelled && o.cancelled_at !== null && o.cancel_reason !== null, 'cancelled');
  await openOrder(app, cancelled);
  await expect(page.getByText('This order was cancelled')).toBeVisible();
  await expect(page.getByText(`Cancelled on ${orderDate(cancelled.cancelled_at!)}`)).toBeVisible();
  await expect(page.getByText(`Reason: ${cancelled.cancel_reason}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payment method' })).toHaveCount(0);
  await app.screenshot('order-cancelled-1440', { fullPage: true });
});

test('an unpaid order toggles the payment instructions; a shop without payment describes it instead', async ({ launch }) => {
  const app = await launch({ path: '/login', viewport: SHOTS.wide });
  const { page } = app;
  await logIn(page);
  const unpaid = await findOrder(app, (o) => o.financial_status === 'unpaid' && !o.cancelled && o.gateways.length > 0, 'unpaid');
  await openOrder(app, unpaid);

  const toggle = page.getByRole('button', { name: 'Payment method' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('heading', { name: 'Payment instructions' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Payment instructions' })).toBeVisible();
  for (const gateway of unpaid.gateways) await expect(page.getByRole('heading', { name: gateway.title, exact: true })).toBeVisible();
  await expect(page.getByText('Maybank: 5140 1234 5678')).toBeVisible();
  expect(await axeSerious(page)).toEqual([]);
  await app.screenshot('order-payment-1440', { fullPage: true });
  await toggle.click();
  await expect(page.getByRole('heading', { name: 'Payment instructions' })).toBeHidden();

  // A paid order has nothing to pay.
  const paid = await findOrder(app, (o) => o.financial_status === 'paid', 'paid');
  await openOrder(app, paid);
  await expect(page.getByRole('button', { name: 'Payment method' })).toHaveCount(0);

  app.store!.control.setShop({ is_allow_payment: false });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${paid.name}` })).toBeVisible();
  await openOrder(app, unpaid);
  await expect(page.getByText('Payment for this order is arranged with the store directly.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payment method' })).toHaveCount(0);
});

test('an unknown order says No record found and leads back to the list', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const { page } = app;
  await logIn(page);
  await app.goto('/order/not-a-real-order-token');
  await expect(page.getByText('No record found.')).toBeVisible();
  expect(await axeSerious(page)).toEqual([]);
  await app.screenshot('order-not-found');
  await page.getByRole('link', { name: 'Back to orders' }).click();
  await expect(page.getByRole('table', { name: 'Your orders' })).toBeVisible();
});
