/**
 * A hostile store for the walk's bounds: a pass-through in front of the reference store (login,
 * session, everything else as the store answers) whose catalogue walk pages are all fresh products
 * with 4 KB descriptions, on a list that claims a billion pages. Run as its own process
 * (`tsx bench/hostileStore.ts <store url>`), so the core's memory is measured alone; prints
 * "listening on <url>".
 */
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forwardedHeaders } from '../tests/e2e/forwarded-headers';

const CLAIMED_PAGES = 1_000_000_000;
const PAGE_SIZE = 24;
const DESCRIPTION = `<p>${'Heavy-duty zinc-plated part for wholesale buyers. '.repeat(80)}</p>`.slice(0, 4096);

/** Page `page`'s products: ids never seen on another page, so every page is new to the walk. */
function freshPage(page: number): string {
  const products = Array.from({ length: PAGE_SIZE }, (_, i) => {
    const id = page * PAGE_SIZE + i;
    const title = `Hostile part ${id} grade ${id % 97}`;
    return {
      id, handle: `hostile-part-${id}`, title, body_html: DESCRIPTION, featured_img: null, currency: 'MYR',
      min_price: 10, max_price: 12, ws_min_price: 9, ws_max_price: 11, total_quantity: 50, inventory_management: 'tracked', restriction_text: null,
      variants: [{
        id, name: title, variant_name: 'Default', sku: `HP-${id}`, unit_price: 10, ori_unit_price: 12, inventory_quantity: 50,
        inventory_management: 'tracked', is_preorder: false, item_image: null,
        wholesale_price: [{ rate_type: 'fixed', increment_quantity: 1, rate: 1, price: [{ min_qty: 1, max_qty: null, price: 9 }] }],
      }],
    };
  });
  return JSON.stringify({ products, total_pages: CLAIMED_PAGES, current_pages: page });
}

const upstream = new URL(process.argv[2] ?? 'http://127.0.0.1:8787');
const server = createServer((incoming, outgoing) => {
  const url = new URL(incoming.url ?? '/', upstream);
  // The walk's pages (no search): the store's own answer is replaced; searches and the rest pass through.
  if (incoming.method === 'GET' && url.pathname === '/_api/ws/products' && !url.searchParams.get('q')) {
    outgoing.writeHead(200, { 'content-type': 'application/json' });
    outgoing.end(freshPage(Number(url.searchParams.get('page') ?? 1)));
    return;
  }
  const chunks: Buffer[] = [];
  incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
  incoming.on('end', () => {
    const onward = request(
      { host: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: { ...incoming.headers, host: upstream.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, forwardedHeaders(answer.headers));
        answer.pipe(outgoing);
      },
    );
    onward.on('error', () => outgoing.destroy());
    onward.end(Buffer.concat(chunks));
  });
});
server.listen(0, '127.0.0.1', () => console.log(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`));
