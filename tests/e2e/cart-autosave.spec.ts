/**
 * A cart that keeps itself: a changed quantity goes to the store on its own, so
 * Place order needs no Update cart; Remove offers Undo; a change the store refuses says so and the
 * typed quantity stays. Calls are counted at a proxy between the app and the store.
 */
import { axeSerious, expect, test, type App } from './harness';
import { buyerBehindProxy, closeProxied, PLACE_ORDER, UPDATE_CART } from './proxied-buyer';
import { reviewDialog } from './place-review';

test.afterEach(closeProxied);

const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 420, height: 860 };

const rowOf = (app: App, sku: string | null) => app.page.getByRole('row').filter({ hasText: sku ?? '' });
const quantityOf = (app: App, sku: string | null) => rowOf(app, sku).getByRole('textbox', { name: /^Quantity of/ });
const storeQuantity = async (app: App, token: string, id: number) => {
  const cart = await app.core.handlers['cart:retrieve']({ cart_token: token });
  if (!cart.ok) throw new Error(cart.error.message);
  return cart.data.order_item.find((item) => item.variant_id === id)?.quantity ?? 0;
};

test('a changed quantity placed without Update cart: one cart update reaches the store before the place, and the review shows it', async ({ launch }) => {
  const { app, page, proxy, cart } = await buyerBehindProxy(launch);
  const [first] = cart.order_item;
  if (!first) throw new Error('the demo cart is empty');
  const step = first.wholesale_price[0]?.increment_quantity || 1;
  const newQuantity = first.quantity + step * 2;
  await page.setViewportSize(WIDE);
  await app.goto('/cart');
  const updatesBefore = proxy.count(...UPDATE_CART);
  await quantityOf(app, first.sku).fill(String(newQuantity));
  // Straight to Place order, before the pause that would send it on its own.
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  const review = reviewDialog(page);
  await expect(review).toBeVisible();
  await expect(page.getByText('Please update cart first.')).toHaveCount(0);
  await expect(review.getByRole('row').filter({ hasText: first.sku ?? first.name })).toContainText(String(newQuantity));
  expect(proxy.count(...UPDATE_CART) - updatesBefore).toBe(1);
  expect(proxy.count(...PLACE_ORDER)).toBe(0);
  await review.getByRole('button', { name: 'Place order', exact: true }).click();
  await expect(page.getByText('Your order has been placed.', { exact: false })).toBeVisible();
  // Exactly one update, and it came before the place.
  const writes = proxy.hits.filter((hit) => hit === UPDATE_CART.join(' ') || hit === PLACE_ORDER.join(' '));
  expect(writes.slice(-2)).toEqual([UPDATE_CART.join(' '), PLACE_ORDER.join(' ')]);
  expect(proxy.count(...UPDATE_CART) - updatesBefore).toBe(1);
});

test('quantities typed in a row are saved on their own once the typing pauses, in one request; the steppers leave the Tab order to the field', async ({ launch }) => {
  const { app, page, proxy, cart } = await buyerBehindProxy(launch);
  const [first] = cart.order_item;
  if (!first || !cart.cart_token) throw new Error('the demo cart is empty');
  const step = first.wholesale_price[0]?.increment_quantity || 1;
  await page.setViewportSize(WIDE);
  await app.goto('/cart');
  const field = quantityOf(app, first.sku);
  const updatesBefore = proxy.count(...UPDATE_CART);
  await field.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowUp');
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await expect.poll(() => storeQuantity(app, cart.cart_token!, first.variant_id)).toBe(first.quantity + step * 3);
  expect(proxy.count(...UPDATE_CART) - updatesBefore).toBe(1);
  await expect(field).toHaveValue(String(first.quantity + step * 3));
  // Tab leaves the field for the row's Remove, not for its + button.
  await field.focus();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Remove /);
  await app.screenshot('cart-autosave-1440');
  expect(await axeSerious(page)).toEqual([]);
});

test('Remove, then Undo in its toast, puts the line back with its quantity', async ({ launch }) => {
  const { app, page, cart } = await buyerBehindProxy(launch);
  const [, second] = cart.order_item;
  if (!second || !cart.cart_token) throw new Error('the demo cart needs two lines');
  await page.setViewportSize(NARROW);
  await app.goto('/cart');
  await rowOf(app, second.sku).getByRole('button', { name: /^Remove / }).click();
  await expect(rowOf(app, second.sku)).toHaveCount(0);
  await expect.poll(() => storeQuantity(app, cart.cart_token!, second.variant_id)).toBe(0);
  const toast = page.getByText(`${second.name} removed from the cart.`);
  await expect(toast).toBeVisible();
  await app.screenshot('cart-removed-undo-420');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(quantityOf(app, second.sku)).toHaveValue(String(second.quantity));
  await expect.poll(() => storeQuantity(app, cart.cart_token!, second.variant_id)).toBe(second.quantity);
});

test('Undo pressed while the removal is on its way to the store brings the line back, at the store too', async ({ launch }) => {
  const { app, page, proxy, cart } = await buyerBehindProxy(launch);
  const [, second] = cart.order_item;
  if (!second || !cart.cart_token) throw new Error('the demo cart needs two lines');
  await page.setViewportSize(WIDE);
  await app.goto('/cart');
  await expect(quantityOf(app, second.sku)).toHaveValue(String(second.quantity));
  // The store saves the removal at once; its answer reaches the app only later.
  proxy.faults.cartUpdateAnswerDelayMs = 1500;
  await rowOf(app, second.sku).getByRole('button', { name: /^Remove / }).click();
  await expect.poll(() => storeQuantity(app, cart.cart_token!, second.variant_id)).toBe(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  proxy.faults.cartUpdateAnswerDelayMs = undefined;
  await expect.poll(() => storeQuantity(app, cart.cart_token!, second.variant_id), { timeout: 10_000 }).toBe(second.quantity);
  await expect(quantityOf(app, second.sku)).toHaveValue(String(second.quantity));
  await expect(page.getByText('All changes saved.')).toBeVisible();
});

test('a change the store refuses says so with the spec toast, keeps the typed quantity, and Place order asks to update the cart first', async ({ launch }) => {
  const { app, page, proxy, cart } = await buyerBehindProxy(launch);
  const [first] = cart.order_item;
  if (!first || !cart.cart_token) throw new Error('the demo cart is empty');
  const step = first.wholesale_price[0]?.increment_quantity || 1;
  const typed = first.quantity + step;
  await page.setViewportSize(NARROW);
  await app.goto('/cart');
  proxy.faults.updateCartError = 'The cart is locked for stocktaking.';
  await quantityOf(app, first.sku).fill(String(typed));
  await expect(page.getByText('Update cart failed. The cart is locked for stocktaking.')).toBeVisible();
  // Place order tries once more, while that toast is still up; still refused, nothing is placed.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Please update cart first.')).toBeVisible();
  // Refused twice, said once: the second refusal replaced the first toast (counted now, not once the first has timed out).
  expect(await page.getByText('Update cart failed. The cart is locked for stocktaking.').count()).toBe(1);
  await expect(quantityOf(app, first.sku)).toHaveValue(String(typed));
  await expect(page.getByText('Your last change was not saved.', { exact: false })).toBeVisible();
  await app.screenshot('cart-autosave-failed-420');
  expect(await storeQuantity(app, cart.cart_token, first.variant_id)).toBe(first.quantity);
  await expect(reviewDialog(page)).toHaveCount(0);
  expect(proxy.count(...PLACE_ORDER)).toBe(0);
  // The store takes it again: Update cart saves the kept quantity.
  proxy.faults.updateCartError = undefined;
  await page.getByRole('button', { name: 'Update cart' }).click();
  await expect(page.getByText('Cart updated.')).toBeVisible();
  // Nothing waits now, so the button has gone; the keyboard stays in the summary.
  await expect(page.getByRole('button', { name: 'Update cart' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Order summary' })).toBeFocused();
  await expect.poll(() => storeQuantity(app, cart.cart_token!, first.variant_id)).toBe(typed);
});

test('a line over stock says so on its own row and "Lower to" fixes it', async ({ launch }) => {
  const { app, page, store, cart } = await buyerBehindProxy(launch);
  const line = cart.order_item.find((item) => item.quantity >= 2 * (item.wholesale_price[0]?.increment_quantity || 1));
  if (!line || !cart.cart_token) throw new Error('the demo cart needs a line of two steps or more');
  const step = line.wholesale_price[0]?.increment_quantity || 1;
  const left = line.quantity - step;
  store.control.setShop({ is_allow_preorder: false });
  store.control.setVariant(line.variant_id, { inventory_quantity: left, is_preorder: false });
  await page.setViewportSize(WIDE);
  await app.goto('/cart');
  const row = rowOf(app, line.sku);
  await expect(row).toContainText(`only ${left} left in stock.`);
  await app.screenshot('cart-row-problem-1440');
  await page.setViewportSize(NARROW);
  await app.screenshot('cart-row-problem-420');
  // Place order names the line and puts the keyboard on its fix; nothing goes to the store.
  const fix = row.getByRole('button', { name: `Lower to ${left}: ${line.name}` });
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText(`Some item is out of stock. Fix this line first: ${line.name}.`)).toBeVisible();
  await expect(fix).toBeFocused();
  await expect(reviewDialog(page)).toHaveCount(0);
  await fix.click();
  await expect(quantityOf(app, line.sku)).toHaveValue(String(left));
  await expect.poll(() => storeQuantity(app, cart.cart_token!, line.variant_id)).toBe(left);
  await expect(row).not.toContainText('left in stock.');
});

test('Place order refused because stock ran out after the cart was read: the row says what is left, the toast names it, its fix has the focus', async ({ launch }) => {
  const { app, page, store, proxy, cart } = await buyerBehindProxy(launch);
  const line = cart.order_item.find((item) => item.quantity >= 2 * (item.wholesale_price[0]?.increment_quantity || 1));
  if (!line || !cart.cart_token) throw new Error('the demo cart needs a line of two steps or more');
  const step = line.wholesale_price[0]?.increment_quantity || 1;
  const left = line.quantity - step;
  store.control.setShop({ is_allow_preorder: false });
  for (const item of cart.order_item) store.control.setVariant(item.variant_id, { inventory_quantity: 10_000, is_preorder: false });
  await page.setViewportSize(WIDE);
  await app.goto('/cart');
  const row = rowOf(app, line.sku);
  await expect(row).toBeVisible();
  await expect(page.locator('.cart-row__problems')).toHaveCount(0);
  // Sold elsewhere while the buyer reviews the order.
  await page.getByRole('button', { name: 'Place order' }).click();
  const review = reviewDialog(page);
  await expect(review).toBeVisible();
  store.control.setVariant(line.variant_id, { inventory_quantity: left });
  await review.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText(`Place order failed. Some item is out of stock. Fix this line first: ${line.name}.`)).toBeVisible();
  await expect(row).toContainText(`only ${left} left in stock.`);
  const fix = row.getByRole('button', { name: `Lower to ${left}: ${line.name}` });
  await expect(fix).toBeFocused();
  expect(proxy.count(...PLACE_ORDER)).toBe(1);
  await app.screenshot('cart-place-refused-stock-1440');
  await page.keyboard.press('Enter');
  await expect.poll(() => storeQuantity(app, cart.cart_token!, line.variant_id)).toBe(left);
  await expect(row).not.toContainText('left in stock.');
});

test('the summary keeps clear of the rows: the last row\'s fix is not under it at 1440 or 420, and the 420 summary is one compact line', async ({ launch }) => {
  const { app, page, store, cart } = await buyerBehindProxy(launch);
  const last = cart.order_item[cart.order_item.length - 1];
  const step = last?.wholesale_price[0]?.increment_quantity || 1;
  if (!last || last.quantity < 2 * step) throw new Error('the demo cart needs a last line of two steps or more');
  const left = last.quantity - step;
  store.control.setShop({ is_allow_preorder: false });
  store.control.setVariant(last.variant_id, { inventory_quantity: left, is_preorder: false });
  const fix = rowOf(app, last.sku).getByRole('button', { name: `Lower to ${left}: ${last.name}` });
  /** The fix's middle is the fix itself, not a summary drawn over it. */
  const clear = () => fix.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = el.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && el.contains(top);
  });
  for (const [viewport, name] of [[WIDE, '1440'], [NARROW, '420']] as const) {
    await page.setViewportSize(viewport);
    await app.goto('/cart');
    await expect(fix).toBeVisible();
    await fix.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
    expect(await clear()).toBe(true);
    await app.screenshot(`cart-last-row-fix-${name}`);
  }
  // At 420 the summary in view is one line (total and Place order); the rest opens on demand.
  await page.evaluate(() => (globalThis as unknown as { scrollTo: (x: number, y: number) => void }).scrollTo(0, 0));
  const summary = page.locator('.cart-summary');
  const height = await summary.evaluate((el) => el.getBoundingClientRect().height);
  await app.screenshot('cart-top-420');
  expect(height).toBeLessThan(120);
  await expect(summary.getByText('Subtotal')).toBeHidden();
  await summary.getByRole('button', { name: 'Details' }).click();
  await expect(summary.getByText('Subtotal')).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Fewer details' })).toHaveAttribute('aria-expanded', 'true');
  expect(await axeSerious(page)).toEqual([]);
  await app.screenshot('cart-summary-details-420');
});

test('a line with no stock left offers "Remove this line" on its row, which removes it with the usual Undo toast', async ({ launch }) => {
  const { app, page, store, cart } = await buyerBehindProxy(launch);
  const [, line] = cart.order_item;
  if (!line || !cart.cart_token) throw new Error('the demo cart needs two lines');
  store.control.setShop({ is_allow_preorder: false });
  store.control.setVariant(line.variant_id, { inventory_quantity: 0, is_preorder: false });
  await page.setViewportSize(NARROW);
  await app.goto('/cart');
  const row = rowOf(app, line.sku);
  await expect(row).toContainText(`${line.name} is out of stock.`);
  await expect(row.getByRole('button', { name: /^Lower to/ })).toHaveCount(0);
  await app.screenshot('cart-row-remove-fix-420');
  await row.getByRole('button', { name: `Remove this line: ${line.name}` }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(() => storeQuantity(app, cart.cart_token!, line.variant_id)).toBe(0);
  await expect(page.getByText(`${line.name} removed from the cart.`)).toBeVisible();
});
