import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny store stand-in for faults the reference storefront cannot produce on demand
 * (timeouts, malformed JSON, 5xx for retry counting, Retry-After, a 419 that never clears).
 */
export interface Hit {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  at: number;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string | string[]>;
  /** An object is sent as JSON; a string is sent as it is. */
  body?: unknown;
  /** Never answer (for timeouts). */
  hang?: boolean;
  /** Drop the connection without an answer (ECONNRESET on the client). */
  reset?: boolean;
  /** Answer this much later (the request is already recorded in `hits`). */
  delayMs?: number;
}

export type Route = (hit: Hit, count: number) => Reply;

export interface Fixture {
  url: string;
  hits: Hit[];
  hitsOn(method: string, path: string): Hit[];
  close(): Promise<void>;
}

export async function startFixture(routes: Record<string, Route>): Promise<Fixture> {
  const hits: Hit[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fixture');
      const hit: Hit = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks),
        at: Date.now(),
      };
      hits.push(hit);
      const route = routes[`${hit.method} ${hit.path}`];
      const count = hits.filter((h) => h.method === hit.method && h.path === hit.path).length;
      const reply: Reply = route ? route(hit, count) : { status: 404, body: { errors: { No_Result_Found: 'No record found.' } } };
      if (reply.hang) return;
      if (reply.reset) return void request.socket.destroy();
      const body = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      const answer = () => {
        if (response.destroyed) return;
        response.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        response.end(body);
      };
      if (reply.delayMs) setTimeout(answer, reply.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    hitsOn: (method, path) => hits.filter((h) => h.method === method && h.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A minimal /_api/global answer that passes the contract's schema. */
export const globalBody = (customer: Record<string, unknown> | null = null) => ({
  wholesale: {
    name: 'Fixture Store',
    email: 'shop@fixture.test',
    status: 1,
    is_enabled: 1,
    plan_id: 6,
    is_allow_preorder: 0,
    is_allow_payment: 0,
    is_customer_signup: 1,
    is_display_retail_price: 0,
  },
  customer,
});

/** Laravel sends the XSRF cookie url-encoded; the header must carry it decoded. */
export const XSRF_RAW = 'tok+en/with=';
export const xsrfCookie = (value = XSRF_RAW) => `XSRF-TOKEN=${encodeURIComponent(value)}; Path=/`;

/** GET /_api/global as a real store answers it: the shop, and the XSRF cookie writes need. */
export const globalWithXsrf: Route = () => ({ headers: { 'set-cookie': xsrfCookie() }, body: globalBody() });

/** GET /_api/global of a store that knows its sessions: a request with a session cookie has its customer. */
export const globalOfSession: Route = (hit) => ({
  headers: { 'set-cookie': xsrfCookie() },
  body: globalBody(
    /wholesale_session=/.test(hit.headers.cookie ?? '')
      ? { first_name: 'Demo', last_name: 'Buyer', email: 'demo@wholesale.test', currency: 'MYR' }
      : null,
  ),
});
