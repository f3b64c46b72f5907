import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventsNamed } from './support/deps';
import { fixtureCores } from './support/fixture-core';
import { globalWithXsrf, XSRF_RAW, type Route } from './support/fixture-server';

// Registered first so it runs last (after hooks run in reverse): mocks outlive the teardown.
afterEach(() => vi.restoreAllMocks());
const start = fixtureCores();

const coreOn = (routes: Record<string, Route>, timeouts?: { request?: number }) =>
  start({ 'GET /_api/global': globalWithXsrf, ...routes }, { timeouts });

const CART = { cart_token: 'c1', currency: 'MYR', order_item: [], subtotal_price: 0, total_price: 0, total_line_items_price: 0 };
const cartInput = { order_items: [{ id: 1, quantity: 2 }], cart_token: 'c1' };

describe('XSRF', () => {
  it('sends the decoded XSRF-TOKEN cookie as X-XSRF-TOKEN on every mutating call', async () => {
    const { handlers, fixture } = await coreOn({
      'PUT /_api/ws/cart/update': () => ({ body: { cart: CART } }),
      'POST /_api/contact': () => ({ body: { success: 'true' } }),
      'DELETE /_api/account/addresses/3': () => ({ body: { success: 1 } }),
    });
    await handlers['shop:global']({});
    expect((await handlers['cart:update'](cartInput)).ok).toBe(true);
    expect((await handlers['contact:send']({ name: 'A', email: 'a@b.co', subject: 's', message: 'm' })).ok).toBe(true);
    expect((await handlers['account:deleteAddress']({ address_id: 3 })).ok).toBe(true);
    const writes = fixture.hits.filter((h) => h.method !== 'GET');
    expect(writes).toHaveLength(3);
    for (const hit of writes) expect(hit.headers['x-xsrf-token']).toBe(XSRF_RAW);
  });

  it('refreshes the token and replays a call once after a 419', async () => {
    const { handlers, fixture } = await coreOn({
      'PUT /_api/ws/cart/update': (_hit, n) => (n === 1 ? { status: 419, body: { message: 'CSRF token mismatch.' } } : { body: { cart: CART } }),
    });
    await handlers['shop:global']({});
    const result = await handlers['cart:update'](cartInput);
    expect(result.ok).toBe(true);
    expect(fixture.hitsOn('PUT', '/_api/ws/cart/update')).toHaveLength(2);
    expect(fixture.hitsOn('GET', '/_api/global')).toHaveLength(2); // boot, then one refresh
  });

  it('fetches a token before the first write of a session instead of spending a 419', async () => {
    const { handlers, fixture } = await coreOn({ 'POST /_api/auth/login': () => ({ body: { redirect_url: '/' } }) });
    expect((await handlers['auth:login']({ email: 'a@b.co', password: 'x', is_remember: false })).ok).toBe(true);
    expect(fixture.hits.slice(0, 2).map((h) => `${h.method} ${h.path}`)).toEqual(['GET /_api/global', 'POST /_api/auth/login']);
    expect(fixture.hits[1]!.headers['x-xsrf-token']).toBe(XSRF_RAW);
  });

  it('gives up with kind csrf when the replay gets a 419 too, and sends the buyer to log in', async () => {
    const { handlers, fixture, deps } = await coreOn({ 'POST /_api/ws/cart/create': () => ({ status: 419, body: {} }) });
    const result = await handlers['cart:create']({ order_items: [{ id: 1, quantity: 1 }] });
    expect(result).toMatchObject({ ok: false, error: { kind: 'csrf' } });
    expect(fixture.hitsOn('POST', '/_api/ws/cart/create')).toHaveLength(2);
    expect(eventsNamed(deps.events, 'session:expired')).toHaveLength(1);
  });

  it('does not send the buyer away after a 419 the replay got past', async () => {
    const { handlers, deps } = await coreOn({
      'PUT /_api/ws/cart/update': (_hit, n) => (n === 1 ? { status: 419, body: {} } : { body: { cart: CART } }),
    });
    expect((await handlers['cart:update'](cartInput)).ok).toBe(true);
    expect(eventsNamed(deps.events, 'session:expired')).toHaveLength(0);
  });
});

describe('401', () => {
  it('fails with unauthenticated and emits session:expired', async () => {
    const { handlers, deps } = await coreOn({ 'GET /_api/account': () => ({ status: 401, body: { message: 'Unauthenticated.' } }) });
    expect(await handlers['account:get']({})).toMatchObject({ ok: false, error: { kind: 'unauthenticated' } });
    expect(eventsNamed(deps.events, 'session:expired')).toHaveLength(1);
  });

  it('does not end the new session for a 401 to a call sent before a login, answered after it', async () => {
    const { handlers, deps } = await coreOn({
      'GET /_api/account': () => ({ status: 401, body: { message: 'Unauthenticated.' }, delayMs: 300 }),
      'POST /_api/auth/login': () => ({ body: { redirect_url: '/' } }),
    });
    const stale = handlers['account:get']({});
    expect((await handlers['auth:login']({ email: 'a@b.co', password: 'x', is_remember: false })).ok).toBe(true);
    expect(await stale).toMatchObject({ ok: false, error: { kind: 'unauthenticated' } });
    expect(eventsNamed(deps.events, 'session:expired')).toHaveLength(0);
    // Sent after the login, a 401 is the session now: the buyer is sent to log in.
    await handlers['account:get']({});
    expect(eventsNamed(deps.events, 'session:expired')).toHaveLength(1);
  });

  it('does not emit session:expired for a failed login', async () => {
    const { handlers, deps } = await coreOn({ 'POST /_api/auth/login': () => ({ status: 401, body: { message: 'Bad.' } }) });
    const result = await handlers['auth:login']({ email: 'a@b.co', password: 'x', is_remember: false });
    expect(result.ok).toBe(false);
    expect(eventsNamed(deps.events, 'session:expired')).toHaveLength(0);
  });
});

describe('retries', () => {
  it('retries a read twice on 503, then reports a server error', async () => {
    const { handlers, fixture } = await coreOn({ 'GET /_api/legal': () => ({ status: 503, body: {} }) });
    expect(await handlers['legal:list']({})).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(fixture.hitsOn('GET', '/_api/legal')).toHaveLength(3);
  });

  it('recovers when a retried read succeeds', async () => {
    const { handlers, fixture } = await coreOn({
      'GET /_api/legal': (_h, n) => (n === 1 ? { status: 502 } : { body: { policies: [] } }),
    });
    expect(await handlers['legal:list']({})).toEqual({ ok: true, data: { policies: [] } });
    expect(fixture.hitsOn('GET', '/_api/legal')).toHaveLength(2);
  });

  it('never retries a write, not even on 503', async () => {
    const { handlers, fixture } = await coreOn({ 'POST /_api/ws/cart/place_order': () => ({ status: 503, body: {} }) });
    const result = await handlers['cart:placeOrder']({ ...cartInput, billing_address: { id: 1 } });
    expect(result).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(fixture.hitsOn('POST', '/_api/ws/cart/place_order')).toHaveLength(1);
  });

  it('waits as long as Retry-After says before retrying a read', async () => {
    const { handlers, fixture } = await coreOn({
      'GET /_api/legal': (_h, n) => (n === 1 ? { status: 429, headers: { 'retry-after': '1' } } : { body: { policies: [] } }),
    });
    expect((await handlers['legal:list']({})).ok).toBe(true);
    const [first, second] = fixture.hitsOn('GET', '/_api/legal');
    // A lower bound only: the retry must not come before the store said it may.
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(900);
  });

  it('does not wait for a Retry-After longer than the app will hold the user', async () => {
    const { handlers, fixture } = await coreOn({ 'GET /_api/legal': () => ({ status: 503, headers: { 'retry-after': '3600' } }) });
    expect(await handlers['legal:list']({})).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(fixture.hitsOn('GET', '/_api/legal')).toHaveLength(1);
  });
});

describe('slow and broken answers', () => {
  it('turns a store that never answers into a timeout', async () => {
    const { handlers } = await coreOn({ 'POST /_api/contact': () => ({ hang: true }) }, { request: 300 });
    const result = await handlers['contact:send']({ name: 'A', email: 'a@b.co', subject: 's', message: 'm' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });

  it('does not retry a read that timed out, so the wait stays bounded', async () => {
    const { handlers, fixture } = await coreOn({ 'GET /_api/legal': () => ({ hang: true }) }, { request: 300 });
    expect(await handlers['legal:list']({})).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(fixture.hitsOn('GET', '/_api/legal')).toHaveLength(1);
  });

  it('retries a read whose connection was reset', async () => {
    let first = true;
    const { handlers, fixture } = await coreOn({
      'GET /_api/legal': () => {
        if (!first) return { body: { policies: [] } };
        first = false;
        return { reset: true };
      },
    });
    expect(await handlers['legal:list']({})).toEqual({ ok: true, data: { policies: [] } });
    expect(fixture.hitsOn('GET', '/_api/legal')).toHaveLength(2);
  });

  it('reports malformed JSON as malformed and logs the call name', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handlers } = await coreOn({ 'GET /_api/legal': () => ({ body: '{"policies": [' }) });
    expect(await handlers['legal:list']({})).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    expect(String(log.mock.calls[0]?.[0])).toContain('legal:list');
  });

  it('reports an answer of the wrong shape as malformed, logging the call and the first failing path', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handlers } = await coreOn({ 'GET /_api/legal': () => ({ body: { policies: [{ title: 'Terms' }, { title: 'Refunds', url: 7 }] } }) });
    expect(await handlers['legal:list']({})).toMatchObject({ ok: false, error: { kind: 'malformed' } });
    expect(log.mock.calls[0]?.[0]).toMatch(/^\[legal:list\] .* at policies\.0\.url: /);
  });

  it('turns a 5xx into a server error with a plain message', async () => {
    const { handlers } = await coreOn({ 'POST /_api/contact': () => ({ status: 500, body: '<h1>Oops</h1>' }) });
    const result = await handlers['contact:send']({ name: 'A', email: 'a@b.co', subject: 's', message: 'm' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'server', status: 500 } });
    expect(result.ok || result.error.message).not.toContain('<h1>');
  });
});
