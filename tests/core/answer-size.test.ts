import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createCore, type CoreDeps } from '../../electron/core/index';
import { testDeps } from './support/deps';
import { globalBody } from './support/fixture-server';

/**
 * A store that answers with an endless body must not take the main process's memory with it:
 * the server counts what it managed to send before the app hung up, which is what the app could
 * have buffered at most.
 */
const MB = 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'x');
const dir = mkdtempSync(join(tmpdir(), 'core-answer-size-'));
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes chunks as fast as the client reads them until `limit` bytes or the client goes away. */
function flood(response: ServerResponse, limit: number, sent: { bytes: number; aborted: boolean }) {
  response.on('close', () => {
    sent.aborted = sent.bytes < limit;
  });
  const pump = () => {
    while (sent.bytes < limit && !response.destroyed) {
      sent.bytes += CHUNK.length;
      if (!response.write(CHUNK)) return void response.once('drain', pump);
    }
    if (!response.destroyed) response.end();
  };
  pump();
}

/** Small JSON answers at `answers`' paths (and /_api/global); everything else floods. */
async function floodingStore(options: { bytes: number; contentLength?: boolean; answers?: Record<string, unknown> }) {
  const sent = { bytes: 0, aborted: false };
  const answers: Record<string, unknown> = { '/_api/global': globalBody(), ...options.answers };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (path in answers) return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers[path]));
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (options.contentLength) headers['content-length'] = options.bytes;
    response.writeHead(200, headers); // no length: chunked, as an endless answer is
    flood(response, options.bytes, sent);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sent };
}

function coreFor(url: string, overrides: Partial<CoreDeps> = {}) {
  const core = createCore(testDeps({ storeUrlOverride: url, timeouts: { request: 20_000 }, ...overrides }));
  cleanups.push(core.dispose);
  return core;
}

describe('answer size', () => {
  it('stops reading a 400 MB JSON answer soon after 8 MB and says why', async () => {
    const store = await floodingStore({ bytes: 400 * MB });
    const result = await coreFor(store.url).handlers['legal:list']({});
    expect(result).toMatchObject({ ok: false, error: { message: 'The store sent an answer too large to read.' } });
    for (let i = 0; i < 100 && !store.sent.aborted; i++) await new Promise((r) => setTimeout(r, 20));
    expect(store.sent.aborted).toBe(true);
    expect(store.sent.bytes).toBeLessThan(20 * MB);
  });

  it('refuses an answer whose Content-Length is already past the limit', async () => {
    const store = await floodingStore({ bytes: 400 * MB, contentLength: true });
    const result = await coreFor(store.url).handlers['legal:list']({});
    expect(result).toMatchObject({ ok: false, error: { message: 'The store sent an answer too large to read.' } });
    expect(store.sent.bytes).toBeLessThan(20 * MB);
  });

  it('stops a download past its limit and deletes the part written', async () => {
    const order = (url: string) => ({
      name: '#1', token: 'ord1', created_at: '2024-01-01T00:00:00Z', cancelled: 0, currency: 'MYR', line_items: [],
      subtotal_price: 0, total_price: 0, financial_status: 'paid', fulfillment_status: 'fulfilled',
      financial_status_label: 'Paid', fulfillment_status_label: 'Fulfilled',
      attachment: [{ id: 4, title: 'PO', extension: 'pdf', url: `${url}/huge.pdf` }],
    });
    // The attachment's address is relative to the store, whatever port it got.
    const store = await floodingStore({ bytes: 400 * MB, answers: { '/_api/orders/ord1': { order: order('') } } });
    const { handlers } = coreFor(store.url, { saveFile: async () => join(dir, 'huge.pdf'), limits: { downloadBytes: 2 * MB } });
    const result = await handlers['orders:downloadAttachment']({ order_token: 'ord1', id: 4 });
    expect(result).toMatchObject({ ok: false, error: { message: 'The store sent an answer too large to read.' } });
    expect(store.sent.bytes).toBeLessThan(20 * MB);
    expect(existsSync(join(dir, 'huge.pdf'))).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });
});
