import { describe, expect, it } from 'vitest';
import { eventsNamed } from './support/deps';
import { fixtureCores } from './support/fixture-core';
import { globalWithXsrf, type Hit, type Route } from './support/fixture-server';

/**
 * A login or logout replaces the store's session. Answers to calls sent under the session it
 * replaced still carry cookies (a fresh guest session from the reference store, the old id again
 * from Laravel); landing after the switch they must not undo it.
 */
const start = fixtureCores();

const SESSION = 'store_session';
const sessionCookie = (value: string) => `${SESSION}=${value}; Path=/; HttpOnly`;
const sentSession = (hit: Hit) => /(?:^|;\s*)store_session=([^;]+)/.exec(hit.headers.cookie ?? '')?.[1] ?? null;
const answeredWith = (value: string, delayMs = 0): Route => () => ({ headers: { 'set-cookie': sessionCookie(value) }, body: {}, delayMs });
const LOGIN = { email: 'a@b.co', password: 'x', is_remember: false };

const coreOn = (routes: Record<string, Route>) => start({ 'GET /_api/global': globalWithXsrf, ...routes });

describe('the session a login starts', () => {
  it('is kept when an answer to a call sent before the login lands after it with a guest cookie', async () => {
    const { handlers, fixture, deps } = await coreOn({
      'GET /_api/legal': answeredWith('guest', 300),
      'POST /_api/auth/login': () => ({ headers: { 'set-cookie': sessionCookie('signed-in') }, body: { redirect_url: '/' } }),
      'GET /_api/account': () => ({ body: {} }),
    });
    const stale = handlers['legal:list']({});
    expect((await handlers['auth:login'](LOGIN)).ok).toBe(true);
    await stale;
    await handlers['account:get']({});
    expect(sentSession(fixture.hitsOn('GET', '/_api/account')[0]!)).toBe('signed-in');
    expect(eventsNamed(deps.events, 'session:expired')).toHaveLength(0);
  });

  it('carries a call asked for while the login is out, sent once the login has answered', async () => {
    const { handlers, fixture } = await coreOn({
      'POST /_api/auth/login': () => ({ headers: { 'set-cookie': sessionCookie('signed-in') }, body: { redirect_url: '/' }, delayMs: 200 }),
      'GET /_api/account': () => ({ body: {} }),
    });
    await handlers['shop:global']({});
    const login = handlers['auth:login'](LOGIN);
    const account = handlers['account:get']({});
    await Promise.all([login, account]);
    const [hit] = fixture.hitsOn('GET', '/_api/account');
    expect(sentSession(hit!)).toBe('signed-in');
  });

  it('is still the store\'s to take with the login\'s own answer, and a later answer\'s cookie is kept', async () => {
    const { handlers, fixture } = await coreOn({
      'POST /_api/auth/login': () => ({ headers: { 'set-cookie': sessionCookie('signed-in') }, body: { redirect_url: '/' } }),
      'GET /_api/legal': answeredWith('rotated'),
      'GET /_api/account': () => ({ body: {} }),
    });
    await handlers['auth:login'](LOGIN);
    await handlers['legal:list']({});
    await handlers['account:get']({});
    expect(sentSession(fixture.hitsOn('GET', '/_api/account')[0]!)).toBe('rotated');
  });
});

describe('a logout', () => {
  it('is not undone by an answer from before it that names the old session again (as Laravel sends it)', async () => {
    const { handlers, fixture } = await coreOn({
      'POST /_api/auth/login': () => ({ headers: { 'set-cookie': sessionCookie('signed-in') }, body: { redirect_url: '/' } }),
      'GET /_api/legal': answeredWith('signed-in', 300),
      'POST /_api/auth/logout': () => ({ headers: { 'set-cookie': sessionCookie('guest') }, body: {} }),
      'GET /_api/account': () => ({ body: {} }),
    });
    await handlers['auth:login'](LOGIN);
    const stale = handlers['legal:list']({});
    expect((await handlers['auth:logout']({})).ok).toBe(true);
    await stale;
    await handlers['account:get']({});
    // The core drops the store's cookies at a logout; the old session must not come back with it.
    expect(sentSession(fixture.hitsOn('GET', '/_api/account')[0]!)).not.toBe('signed-in');
  });
});
