/** A logged-in demo buyer whose app talks to the store through a counting proxy (owner: cart writes). */
import { startStorefront, type RunningStorefront } from '../../server/index';
import type { App, LaunchOptions } from './harness';
import { logIn } from './commerce-helpers';
import { storeProxy, type ProxyFaults, type StoreProxy } from './store-proxy';

export const PLACE_ORDER = ['POST', '/_api/ws/cart/place_order'] as const;
export const ADD_TO_CART = ['POST', '/_api/ws/cart/create'] as const;
export const UPDATE_CART = ['PUT', '/_api/ws/cart/update'] as const;

const closing: (() => Promise<void>)[] = [];

/** For `test.afterEach`: closes the stores and proxies the test started. */
export async function closeProxied(): Promise<void> {
  for (const close of closing.splice(0).reverse()) await close();
}

/** The demo buyer logged in through a proxy, every cart line stocked so nothing blocks an order. */
export async function buyerBehindProxy(launch: (o?: LaunchOptions) => Promise<App>, faults: ProxyFaults = {}, options: Pick<LaunchOptions, 'timeouts' | 'kiosk' | 'settings' | 'viewport'> = {}) {
  const store: RunningStorefront = await startStorefront({ port: 0, products: 24, testControl: true });
  const proxy: StoreProxy = await storeProxy(store.url, faults);
  closing.push(() => store.close(), () => proxy.close());
  store.control.setShop({ min_purchase_amount: 0 });
  const app = await launch({ ...options, storeUrl: proxy.url, path: '/login' });
  await logIn(app.page);
  const cart = await storeCart(app);
  for (const item of cart.order_item) store.control.setVariant(item.variant_id, { inventory_quantity: 10_000, is_preorder: false });
  return { app, page: app.page, store, proxy, cart };
}

/** The demo customer's open cart as the store has it now. */
export async function storeCart(app: App) {
  const global = await app.core.handlers['shop:global']({});
  if (!global.ok || !global.data.customer?.cart_token) throw new Error('no open cart for the demo customer');
  const cart = await app.core.handlers['cart:retrieve']({ cart_token: global.data.customer.cart_token });
  if (!cart.ok) throw new Error(cart.error.message);
  return cart.data;
}

export async function orderCount(app: App): Promise<number> {
  const account = await app.core.handlers['account:get']({});
  if (!account.ok) throw new Error(account.error.message);
  return account.data.orders.length;
}
