import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { redirectRefusal } from '../../electron/core/http/redirects';
import { fixtureCores } from './support/fixture-core';
import { globalBody, globalWithXsrf, startFixture, xsrfCookie, XSRF_RAW, type Fixture, type Route } from './support/fixture-server';

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

/** The buyer's session on the store, as the store sets it beside the XSRF cookie. */
const SESSION = 'sess10n-of-the-buyer';
const withSession: Route = () => ({ headers: { 'set-cookie': [xsrfCookie(), `laravel_session=${SESSION}; Path=/; HttpOnly`] }, body: globalBody() });

/** An order with one attachment, kept at `url`. */
const orderWith = (url: string) => ({
  name: '#1', token: 'ord1', created_at: '2024-01-01T00:00:00Z', cancelled: 0, currency: 'MYR', line_items: [],
  subtotal_price: 0, total_price: 0, financial_status: 'paid', fulfillment_status: 'fulfilled',
  financial_status_label: 'Paid', fulfillment_status_label: 'Fulfilled', attachment: [{ id: 4, title: 'PO', extension: 'pdf', url }],
});

/** An order whose attachment is kept on "evil", another port of the store's host (127.0.0.1), which answers with `headers`. */
async function fileOnAnotherPort(headers: Record<string, string | string[]> = {}) {
  evil = await startFixture({ 'GET /steal': () => ({ headers: { 'content-type': 'application/pdf', ...headers }, body: '%PDF-1.4' }) });
  const order = orderWith(`${evil.url}/steal`);
  const { handlers, fixture } = await start(
    { 'GET /_api/global': withSession, 'GET /_api/orders/ord1': () => ({ body: { order } }) },
    { saveFile: async () => join(dir, 'po.pdf') },
  );
  expect(new URL(evil.url).hostname).toBe(new URL(fixture.url).hostname);
  return { handlers, store: fixture, evil };
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

  it('never sends the session or the XSRF token, in any encoding, to a file kept on another port of the store\'s host', async () => {
    const { handlers, store, evil } = await fileOnAnotherPort();
    await handlers['shop:global']({}); // the session and XSRF cookies, kept for 127.0.0.1 whatever the port
    expect(await handlers['orders:downloadAttachment']({ order_token: 'ord1', id: 4 })).toMatchObject({ ok: true });
    expect(store.hits.length).toBeGreaterThan(0);
    expect(evil.hitsOn('GET', '/steal')).toHaveLength(1);
    const sent = evil.hits[0]!.headers;
    expect(sent.cookie).toBeUndefined();
    expect(sent['x-xsrf-token']).toBeUndefined();
    const everything = Object.entries(sent).join('\n');
    for (const secret of [XSRF_RAW, encodeURIComponent(XSRF_RAW), SESSION]) expect(everything).not.toContain(secret);
  });

  it('refuses an attachment of the store redirected to another port: nothing reaches it', async () => {
    const { handlers, evil } = await storeAndEvil((evilUrl) => ({
      'GET /_api/orders/ord1': () => ({ body: { order: orderWith(`/_api/orders/attachment/4/download`) } }),
      'GET /_api/orders/attachment/4/download': redirectTo(`${evilUrl}/steal`, 302),
    }), async () => join(dir, 'moved.pdf'));
    await handlers['shop:global']({});
    expect(await handlers['orders:downloadAttachment']({ order_token: 'ord1', id: 4 })).toMatchObject({ ok: false, error: { kind: 'redirect' } });
    expect(evil.hits).toHaveLength(0);
  });

  it('keeps no cookie a file on another port of the store\'s host sets: the store never receives it', async () => {
    const { handlers, store, evil } = await fileOnAnotherPort({ 'set-cookie': ['laravel_session=planted; Path=/', 'XSRF-TOKEN=planted; Path=/'] });
    await handlers['shop:global']({});
    expect(await handlers['orders:downloadAttachment']({ order_token: 'ord1', id: 4 })).toMatchObject({ ok: true });
    expect(evil.hits).toHaveLength(1);
    await handlers['shop:global']({});
    const last = store.hitsOn('GET', '/_api/global').at(-1)!;
    expect(last.headers.cookie).toContain(`laravel_session=${SESSION}`);
    expect(last.headers.cookie).not.toContain('planted');
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
