/**
 * A pass-through in front of a reference store for faults the store itself does not offer:
 * a product list that answers with the store's Error_Message; reads slow to answer (the product
 * list, the cart, the order list, one order); a login whose session cookie is lost on the way;
 * writes held before they reach the store, or an order whose answer is lost on the way back.
 * Everything else (cookies, XSRF, images) goes through unchanged. It counts what it was sent,
 * so a test can tell "the app sent one request" from "the store made one order".
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forwardedHeaders } from './forwarded-headers';

export interface ProxyFaults {
  /** Answer GET /_api/ws/products with `{ errors: { Error_Message } }` (HTTP 400). */
  productsError?: string;
  /** Answer PUT orders/update_remark with `{ errors: { Error_Message } }` (HTTP 422), not passing it on. */
  remarkError?: string;
  /** Answer PUT cart/update with `{ errors: { Error_Message } }` (HTTP 422), not passing it on. */
  updateCartError?: string;
  /** Answer POST cart/create with this HTTP status and no cart (a store falling over), not passing it on. */
  createCartStatus?: number;
  /** Hold every product-list answer this long. */
  productsDelayMs?: number;
  /** Hold every GET cart/retrieve answer this long. */
  cartReadDelayMs?: number;
  /** Hold every PUT cart/update answer this long: the store has saved the change, the app does not know yet. */
  cartUpdateAnswerDelayMs?: number;
  /** Hold every GET account answer (the order list) this long. */
  accountDelayMs?: number;
  /** Hold every GET orders/<token> answer (one order) this long. */
  orderReadDelayMs?: number;
  /** Hold POST cart/place_order this long before passing it on; never passed on if the app gives up first. */
  placeOrderDelayMs?: number;
  /**
   * Hold POST cart/place_order this long, then pass it on even if the app gave up meanwhile: a slow
   * store that carries on with an order the app stopped waiting for.
   */
  placeOrderCarriesOnMs?: number;
  /** The same for POST cart/create (Add to cart). */
  addToCartDelayMs?: number;
  /** Pass cart/place_order on, then drop the app's connection instead of handing back the answer. */
  placeOrderLoseAnswer?: boolean;
  /** With placeOrderLoseAnswer: the line goes down at that moment too (sets dropAll). */
  downAfterLostAnswer?: boolean;
  /** Drop every connection without an answer (the store is unreachable). */
  dropAll?: boolean;
  /** Pass POST auth/login's answer on without its Set-Cookie: a session the app cannot keep. */
  loginLosesCookie?: boolean;
}

const PLACE_ORDER = 'POST /_api/ws/cart/place_order';
const ADD_TO_CART = 'POST /_api/ws/cart/create';
const LOGIN = 'POST /_api/auth/login';
const REMARK_UPDATE = 'PUT /_api/orders/update_remark';
const CART_UPDATE = 'PUT /_api/ws/cart/update';
const CART_CREATE = 'POST /_api/ws/cart/create';
export const CART_READ = 'GET /_api/ws/cart/retrieve';
const ACCOUNT_READ = 'GET /_api/account';
const ORDER_READ = /^GET \/_api\/orders\/[^/]+$/;

export interface StoreProxy {
  url: string;
  faults: ProxyFaults;
  /** 'METHOD /path' of every request the app sent, in order. */
  hits: string[];
  /** The same for those the store got. */
  forwarded: string[];
  /** The same for those whose answer reached the app in full. */
  answered: string[];
  count(method: string, path: string): number;
  close(): Promise<void>;
}

export async function storeProxy(target: string, faults: ProxyFaults = {}): Promise<StoreProxy> {
  const upstream = new URL(target);
  const hits: string[] = [];
  const forwarded: string[] = [];
  const answered: string[] = [];
  const count = (method: string, path: string) => hits.filter((h) => h === `${method} ${path}`).length;
  const proxy: StoreProxy = { url: '', faults, hits, forwarded, answered, count, close: () => Promise.resolve() };
  const server: Server = createServer((incoming, outgoing) => {
    const route = `${incoming.method} ${new URL(incoming.url ?? '/', 'http://proxy').pathname}`;
    hits.push(route);
    if (proxy.faults.dropAll) return void incoming.socket.destroy();
    const isProducts = incoming.url?.startsWith('/_api/ws/products') ?? false;
    if (isProducts && proxy.faults.productsError) {
      outgoing.writeHead(400, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ errors: { Error_Message: proxy.faults.productsError } }));
      return;
    }
    if (route === REMARK_UPDATE && proxy.faults.remarkError) {
      outgoing.writeHead(422, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ errors: { Error_Message: proxy.faults.remarkError } }));
      return;
    }
    if (route === CART_CREATE && proxy.faults.createCartStatus) {
      outgoing.writeHead(proxy.faults.createCartStatus, { 'content-type': 'text/html' });
      outgoing.end('<html><body>Internal Server Error</body></html>');
      return;
    }
    if (route === CART_UPDATE && proxy.faults.updateCartError) {
      outgoing.writeHead(422, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ errors: { Error_Message: proxy.faults.updateCartError } }));
      return;
    }
    const carriesOn = route === PLACE_ORDER && proxy.faults.placeOrderCarriesOnMs !== undefined;
    // Kept as it arrives, so it can be passed on after the app has closed its side.
    const body: Buffer[] = [];
    if (carriesOn) incoming.on('data', (chunk: Buffer) => body.push(chunk));
    const forward = () => {
      if (outgoing.destroyed && !carriesOn) return; // the app gave up while the request was held: the store never sees it
      forwarded.push(route);
      const headers = { ...incoming.headers, host: upstream.host, 'x-forwarded-host': incoming.headers['x-forwarded-host'] ?? incoming.headers.host };
      const upstreamCall = request({ host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers }, (answer) => {
        if (route === PLACE_ORDER && proxy.faults.placeOrderLoseAnswer) {
          // The store has made the order; the app never hears so.
          answer.resume();
          answer.on('end', () => {
            if (proxy.faults.downAfterLostAnswer) proxy.faults.dropAll = true;
            outgoing.destroy();
          });
          return;
        }
        const send = () => {
          if (outgoing.destroyed) return void answer.resume();
          const headers = forwardedHeaders(answer.headers);
          if (route === LOGIN && proxy.faults.loginLosesCookie) delete headers['set-cookie'];
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(outgoing);
          outgoing.on('finish', () => answered.push(route));
        };
        const delay = isProducts
          ? proxy.faults.productsDelayMs
          : route === CART_READ
            ? proxy.faults.cartReadDelayMs
            : route === CART_UPDATE
              ? proxy.faults.cartUpdateAnswerDelayMs
              : route === ACCOUNT_READ
              ? proxy.faults.accountDelayMs
              : ORDER_READ.test(route)
                ? proxy.faults.orderReadDelayMs
                : 0;
        if (delay) setTimeout(send, delay);
        else send();
      });
      upstreamCall.on('error', () => outgoing.destroy());
      if (carriesOn) upstreamCall.end(Buffer.concat(body));
      else incoming.pipe(upstreamCall);
    };
    if (carriesOn) return void setTimeout(forward, proxy.faults.placeOrderCarriesOnMs);
    const hold = route === PLACE_ORDER ? proxy.faults.placeOrderDelayMs : route === ADD_TO_CART ? proxy.faults.addToCartDelayMs : 0;
    if (!hold) return forward();
    const timer = setTimeout(forward, hold);
    outgoing.on('close', () => clearTimeout(timer));
  });
  server.keepAliveTimeout = 100;
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = () =>
    new Promise<void>((closed) => {
      server.closeAllConnections();
      server.close(() => closed());
    });
  return proxy;
}
