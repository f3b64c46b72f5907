import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { globalBody, xsrfCookie } from './fixture-server';

/**
 * A store stand-in for Place order faults that, unlike the reference storefront, WOULD make two
 * orders for one cart: every place_order it lets through makes a new order, placed cart or not.
 * So a test that counts its orders and requests fails when the app sends twice.
 */
export interface PlaceBehaviour {
  /** Make the order on arrival, after the hold, or never. */
  make: 'now' | 'after_hold' | 'never';
  holdMs?: number;
  /**
   * After the hold: answer, drop the connection without an answer, never answer, answer HTTP 500
   * (whether or not it made the order), or refuse it with a 422 and the store's errors.
   */
  then: 'answer' | 'drop' | 'hang' | 'error500' | 'refuse';
  /** The store becomes unreachable at that moment too (the line went down). */
  thenDown?: boolean;
}

export interface StandinOrder {
  token: string;
  processed_at: string;
  lines: { variant_id: number; quantity: number }[];
}

export const CART_TOKEN = 'cart-standin-1';
export const CART_LINES = [{ variant_id: 11, quantity: 6 }, { variant_id: 12, quantity: 2 }];
const PRICE = 5;

export async function startStandinStore() {
  const state = {
    openCart: CART_TOKEN as string | null,
    orders: [] as StandinOrder[],
    place: { make: 'now', then: 'answer' } as PlaceBehaviour,
    /** Every connection is dropped at once (the store is unreachable). */
    down: false,
    /** How long cart/create and the policy list take to answer. */
    slowMs: 0,
    /** How long /_api/global takes to answer. */
    globalDelayMs: 0,
    /** cart/create answers with this HTTP status and no cart (a store falling over), while set. */
    createFailsWith: null as number | null,
    hits: [] as string[],
  };
  const makeOrder = (): StandinOrder => {
    const order = { token: `order-${state.orders.length + 1}`, processed_at: new Date().toISOString(), lines: CART_LINES };
    state.orders.unshift(order);
    state.openCart = null;
    return order;
  };
  const total = (lines: StandinOrder['lines']) => lines.reduce((sum, l) => sum + l.quantity * PRICE, 0);
  const orderDetail = (o: StandinOrder) => ({
    order: {
      name: o.token, token: o.token, created_at: o.processed_at, cancelled: 0, currency: 'MYR',
      line_items: o.lines.map((l, i) => ({ id: i + 1, variant_id: l.variant_id, title: `V${l.variant_id}`, price: PRICE, quantity: l.quantity, subtotal_price: l.quantity * PRICE })),
      subtotal_price: total(o.lines), total_price: total(o.lines),
      financial_status: 'unpaid', fulfillment_status: 'unfulfilled', financial_status_label: 'Unpaid', fulfillment_status_label: 'Unfulfilled',
    },
  });
  const send = (res: ServerResponse, body: unknown, headers: Record<string, string> = {}, status = 200) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  const placeOrder = (req: IncomingMessage, res: ServerResponse) => {
    const { make, holdMs = 0, then, thenDown = false } = state.place;
    let made = make === 'now' ? makeOrder() : null;
    setTimeout(() => {
      // Like a PHP store, it carries on whether or not the app is still listening.
      if (make === 'after_hold') made = makeOrder();
      if (thenDown) state.down = true;
      if (then === 'drop') return void req.socket.destroy();
      if (then === 'hang') return;
      if (then === 'error500') return send(res, { message: 'Server Error' }, {}, 500);
      if (then === 'refuse') return send(res, { errors: { billing_address: ['The billing address is invalid.'] } }, {}, 422);
      send(res, made ? { orders: { token: made.token } } : { errors: { Error_Message: 'Not placed.' } });
    }, holdMs);
  };

  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://standin');
      const route = `${req.method} ${url.pathname}`;
      state.hits.push(route);
      if (state.down) return void req.socket.destroy();
      if (route === 'GET /_api/global') {
        const customer = { first_name: 'A', last_name: 'B', email: 'a@b.co', wholesale_enabled: 1, currency: 'MYR', cart_token: state.openCart };
        return void setTimeout(() => send(res, globalBody(customer), { 'set-cookie': xsrfCookie() }), state.globalDelayMs);
      }
      if (route === 'GET /_api/account') {
        const orders = state.orders.map((o) => ({
          token: o.token, order_number: `#${o.token}`, processed_at: o.processed_at,
          financial_status: 'unpaid', fulfillment_status: 'unfulfilled', total_price: total(o.lines), currency: 'MYR',
        }));
        return send(res, { account: { first_name: 'A', last_name: 'B', email: 'a@b.co', addresses: [] }, orders });
      }
      const order = state.orders.find((o) => route === `GET /_api/orders/${o.token}`);
      if (order) return send(res, orderDetail(order));
      if (route === 'POST /_api/ws/cart/place_order') return placeOrder(req, res);
      if (route === 'GET /_api/ws/cart/retrieve' && state.openCart !== null && url.searchParams.get('cart_token') === state.openCart) {
        // Only whether it is still open is asked of it: its rows are left out.
        const sum = total(CART_LINES);
        return send(res, { cart: { cart_token: state.openCart, currency: 'MYR', order_item: [], inventory_warning: [], item_warning: [], billing_addresses: [], subtotal_price: sum, total_price: sum, total_line_items_price: sum } });
      }
      if (route === 'POST /_api/ws/cart/create') {
        if (state.createFailsWith) return send(res, { message: 'Internal Server Error' }, {}, state.createFailsWith);
        return void setTimeout(() => send(res, { orders: { cart_token: CART_TOKEN, currency: 'MYR', subtotal_price: 1 } }), state.slowMs);
      }
      if (route === 'GET /_api/legal') return void setTimeout(() => send(res, { policies: [] }), state.slowMs);
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: { No_Result_Found: 'No record found.' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    makeOrder,
    placeHits: () => state.hits.filter((h) => h === 'POST /_api/ws/cart/place_order').length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type StandinStore = Awaited<ReturnType<typeof startStandinStore>>;
