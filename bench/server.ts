/**
 * `npm run bench:server`: the reference storefront's product list under load (quality.md goal:
 * p99 <= 50 ms at 50 concurrent clients on loopback).
 *
 * Starts the store in-process on a 5,000-product catalogue in a temp dir, logs the demo customer in, then
 * runs autocannon (in a worker thread, so the load generator does not share the server's event loop)
 * with 50 connections for ~10 s against GET /_api/ws/products?page=N, cycling through every page.
 * Options: --products N, --connections N, --duration S, --no-cache (build every page from the database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { setPageCacheEnabled } from '../server/commerce/page-cache';
import { startStorefront } from '../server/index';
import { DEMO_CUSTOMER } from '../server/seed/customers';
import { TestClient } from '../tests/server/support/client';

interface Histogram {
  average: number;
  p50: number;
  p99: number;
  max: number;
}
interface AutocannonResult {
  latency: Histogram;
  requests: Histogram & { total: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

// autocannon ships no types; the few fields read above are all this script relies on.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const GOAL_P99_MS = 50;
const PAGE_SIZE = 24;

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '5000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    'no-cache': { type: 'boolean', default: false },
  },
});
if (values['no-cache']) setPageCacheEnabled(false);
const products = Number(values.products);
const connections = Number(values.connections);
const duration = Number(values.duration);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-storefront-'));
const seedStart = performance.now();
const store = await startStorefront({ dataDir, products, reset: true });
console.log(`store up with ${products} products in ${Math.round(performance.now() - seedStart)} ms at ${store.url}`);

try {
  const client = new TestClient(store.url);
  await client.login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const cookie = ['wholesale_session', 'XSRF-TOKEN']
    .map((name) => `${name}=${client.rawCookie(name) ?? ''}`)
    .join('; ');
  const probe = await client.get<{ total_pages: number }>('/_api/ws/products', { page: 1 });
  if (probe.status !== 200) throw new Error(`product list answered ${probe.status}`);
  const pages = probe.body.total_pages || Math.ceil(products / PAGE_SIZE);

  // Warm-up: the first requests compile statements and JIT the handlers.
  await autocannon({ url: store.url, connections: 10, amount: 500, headers: { cookie }, requests: requestsFor(pages) });

  const result = await autocannon({
    url: store.url,
    connections,
    duration,
    workers: 1,
    headers: { cookie, accept: 'application/json' },
    requests: requestsFor(pages),
  });
  const pass = result.latency.p99 <= GOAL_P99_MS && result.non2xx === 0 && result.errors === 0;
  console.log(`GET /_api/ws/products?page=1..${pages}  ${connections} connections, ${duration} s, page cache ${values['no-cache'] ? 'off' : 'on'}`);
  console.log(`  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`);
  console.log(`  throughput ${Math.round(result.requests.average)} req/s (${result.requests.total} requests)`);
  console.log(`  non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`);
  console.log(`  goal p99 <= ${GOAL_P99_MS} ms: ${pass ? 'MET' : 'NOT MET'}`);
  process.exitCode = pass ? 0 : 1;
} finally {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/** One request per page, spread so consecutive requests hit different pages. */
function requestsFor(pages: number): { method: string; path: string }[] {
  return Array.from({ length: pages }, (_, i) => ({ method: 'GET', path: `/_api/ws/products?page=${((i * 37) % pages) + 1}` }));
}
