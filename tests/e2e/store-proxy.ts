/**
 * A pass-through in front of a reference store for faults the store itself does not offer:
 * a product list that answers with the store's Error_Message, or one that is slow to answer.
 * Everything else (cookies, XSRF, images) goes through unchanged.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProxyFaults {
  /** Answer GET /_api/ws/products with `{ errors: { Error_Message } }` (HTTP 400). */
  productsError?: string;
  /** Hold every product-list answer this long. */
  productsDelayMs?: number;
}

export interface StoreProxy {
  url: string;
  faults: ProxyFaults;
  close(): Promise<void>;
}

export async function storeProxy(target: string, faults: ProxyFaults = {}): Promise<StoreProxy> {
  const upstream = new URL(target);
  const proxy: StoreProxy = { url: '', faults, close: () => Promise.resolve() };
  const server: Server = createServer((incoming, outgoing) => {
    const isProducts = incoming.url?.startsWith('/_api/ws/products') ?? false;
    if (isProducts && proxy.faults.productsError) {
      outgoing.writeHead(400, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify({ errors: { Error_Message: proxy.faults.productsError } }));
      return;
    }
    const headers = { ...incoming.headers, host: upstream.host };
    const forward = request({ host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers }, (answer) => {
      const send = () => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      };
      if (isProducts && proxy.faults.productsDelayMs) setTimeout(send, proxy.faults.productsDelayMs);
      else send();
    });
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
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
