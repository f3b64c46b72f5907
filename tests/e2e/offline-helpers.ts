import { expect, type App } from './harness';
import { logIn } from './commerce-helpers';
import { storeCart, storeOrders } from './orders-helpers';

/** The timings the offline specs launch with: the store's return is noticed within a third of a second. */
export const OFFLINE_TIMES = { retryBackoff: 50, probe: 300 };

/**
 * Logged in and online once: the list, a product, the cart, the order list and one order are seen,
 * and the catalogue is walked, so each is kept for the buyer before the store goes away.
 */
export async function seeEverythingOnce(app: App) {
  const { page } = app;
  await logIn(page);
  const cart = await storeCart(app);
  const [order] = await storeOrders(app);
  if (!cart || !order) throw new Error('the demo customer needs a cart and an order');
  const productLink = page.locator('a[href^="#/products/"]').first();
  await expect(productLink).toBeVisible();
  const firstHref = (await productLink.getAttribute('href'))!;
  const handle = decodeURIComponent(firstHref.replace('#/products/', ''));
  await app.goto(`/products/${handle}`);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await app.goto('/cart');
  await expect(page.getByRole('button', { name: 'Place order', exact: true })).toBeEnabled();
  await app.goto('/order');
  await expect(page.getByRole('table', { name: 'Your orders' })).toBeVisible();
  await app.goto(`/order/${order.token}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.order_number}` })).toBeVisible();
  await expect.poll(async () => {
    const status = await app.core.handlers['catalog:indexStatus']({});
    return status.ok && status.data.state === 'ready' && !status.data.refreshing;
  }).toBe(true);
  return { cart, order, handle, firstHref };
}
