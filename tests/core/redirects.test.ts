import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { redirectRefusal } from '../../electron/core/http/redirects';
import { fixtureCores } from './support/fixture-core';
import { globalWithXsrf, startFixture, XSRF_RAW, type Fixture, type Route } from './support/fixture-server';

/**
 * A store that answers with a redirect must not get the app to send anything elsewhere: two
 * loopback servers, the store and "evil" on another port, and every request evil gets counted.
 */
const start = fixtureCores();
let evil: Fixture | null = null;
const dir = mkdtempSync(join(tmpdir(), 'core-redirects-'));
afterEach(async () => {
  await evil?.close();
  evil = null;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LOGIN = { email: 'demo@wholesale.test', password: 'demo1234', is_remember: false };
const POLICIES = { policies: [{ title: 'Refund policy', url: '/legal/refund-policy' }] };

async function storeAndEvil(routes: (evilUrl: string) => Record<string, Route>, saveFile?: () => Promise<string>) {
  evil = await startFixture({ 'POST /steal': () => ({ body: { redirect_url: '/' } }), 'GET /steal': () => ({ body: POLICIES }) });
  const { handlers, fixture, deps } = await start({ 'GET /_api/global': globalWithXsrf, ...routes(evil.url) }, saveFile ? { saveFile } : {});
  return { handlers, store: fixture, evil, deps };
}

const redirectTo = (location: string, status = 307): Route => () => ({ status, headers: { location } });

describe('redirects', () => {
  it('refuses a 307 on login to another site: nothing reaches it and the message names it', async () => {
    const { handlers, evil } = await storeAndEvil((evilUrl) => ({ 'POST /_api/auth/login': redirectTo(`${evilUrl}/steal`) }));
    const result = await handlers['auth:login'](LOGIN);
    expect(result).toMatchObject({ ok: false, error: { kind: 'redirect' } });
    if (result.ok) return;
    expect(result.error.message).toContain(new URL(evil.url).host);
    expect(result.error.message).toContain('Nothing was sent there');
    expect(evil.hits).toHaveLength(0);
  });

  it('refuses a read redirected to another origin (as an https -> http downgrade is)', async () => {
    const { handlers, evil } = await storeAndEvil((evilUrl) => ({ 'GET /_api/legal': redirectTo(`${evilUrl}/steal`, 302) }));
    expect(await handlers['legal:list']({})).toMatchObject({ ok: false, error: { kind: 'redirect' } });
    expect(evil.hits).toHaveLength(0);
  });

  it('follows a read redirected within the store', async () => {
    const { handlers, store } = await storeAndEvil(() => ({
      'GET /_api/legal': redirectTo('/_api/legal-moved', 301),
      'GET /_api/legal-moved': () => ({ body: POLICIES }),
    }));
    expect(await handlers['legal:list']({})).toMatchObject({ ok: true });
    expect(store.hitsOn('GET', '/_api/legal-moved')).toHaveLength(1);
  });

  it('never follows a redirect of a write, even within the store', async () => {
    const { handlers, store } = await storeAndEvil(() => ({
      'POST /_api/contact': redirectTo('/_api/contact-moved'),
      'POST /_api/contact-moved': () => ({ body: { success: 'true' } }),
    }));
    const result = await handlers['contact:send']({ name: 'A', email: 'a@b.co', subject: 's', message: 'm' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'redirect' } });
    expect(store.hitsOn('POST', '/_api/contact-moved')).toHaveLength(0);
  });

  it('never sends the XSRF token to a file kept on another site', async () => {
    const attachment = (evilUrl: string) => ({ id: 4, title: 'PO', extension: 'pdf', url: `${evilUrl}/steal` });
    const order = (evilUrl: string) => ({
      name: '#1', token: 'ord1', created_at: '2024-01-01T00:00:00Z', cancelled: 0, currency: 'MYR', line_items: [],
      subtotal_price: 0, total_price: 0, financial_status: 'paid', fulfillment_status: 'fulfilled',
      financial_status_label: 'Paid', fulfillment_status_label: 'Fulfilled', attachment: [attachment(evilUrl)],
    });
    const { handlers, store, evil } = await storeAndEvil(
      (evilUrl) => ({ 'GET /_api/orders/ord1': () => ({ body: { order: order(evilUrl) } }) }),
      async () => join(dir, 'po.pdf'),
    );
    await handlers['shop:global']({}); // the XSRF cookie, for 127.0.0.1 whatever the port
    expect(await handlers['orders:downloadAttachment']({ order_token: 'ord1', id: 4 })).toMatchObject({ ok: true });
    expect(store.hits.length).toBeGreaterThan(0);
    expect(evil.hitsOn('GET', '/steal')).toHaveLength(1);
    expect(evil.hits[0]!.headers['x-xsrf-token']).toBeUndefined();
    expect(JSON.stringify(evil.hits[0]!.headers)).not.toContain(XSRF_RAW);
  });
});

describe('redirectRefusal', () => {
  const at = (url: string) => new URL(url);

  it('refuses https -> http on the same host, naming it', () => {
    const refusal = redirectRefusal(at('https://shop.example.com/_api/global'), at('http://shop.example.com/_api/global'), 'GET');
    expect(refusal).toMatch(/without encryption \(http:\/\/shop\.example\.com\)/);
  });

  it.each([
    ['another host', 'https://evil.test/x', /another site \(evil\.test\)/],
    ['another port', 'https://shop.example.com:8443/x', /another site \(shop\.example\.com:8443\)/],
    ['a look-alike host', 'https://shop.example.com.evil.test/x', /another site \(shop\.example\.com\.evil\.test\)/],
  ])('refuses a read sent to %s', (_what, to, message) => {
    expect(redirectRefusal(at('https://shop.example.com/a'), at(to), 'GET')).toMatch(message);
  });

  it.each(['POST', 'PUT', 'DELETE', 'patch'])('refuses any redirect of a %s', (method) => {
    expect(redirectRefusal(at('https://shop.example.com/a'), at('https://shop.example.com/b'), method)).toMatch(/not sent again/);
  });

  it('allows a read within the same origin', () => {
    expect(redirectRefusal(at('https://shop.example.com/a'), at('https://shop.example.com/b?c=1'), 'GET')).toBeNull();
  });
});
