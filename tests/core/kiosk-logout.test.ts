import { afterEach, describe, expect, it } from 'vitest';
import { createBuyerSession } from '../../electron/core/buyer/buyer-session';
import { createSessionLookups } from '../../electron/core/catalog/session-lookups';
import { catalogueIndex } from './support/catalogue-db';
import { createCore } from '../../electron/core/index';
import { createStoreHolder } from '../../electron/core/store-holder';
import { eventsNamed, savedJar, testDeps } from './support/deps';
import { globalOfSession, globalWithXsrf, startFixture, xsrfCookie, type Fixture } from './support/fixture-server';

/** In main: a kiosk idle logout forgets the buyer at once, whether or not the store answers. */
const SESSION_VALUE = 'lastBuyerSession0123456789';
let fixture: Fixture | null = null;
const cleanups: (() => void)[] = [];
afterEach(async () => {
  cleanups.splice(0).forEach((c) => c());
  await fixture?.close();
  fixture = null;
});

async function loggedIn() {
  const state = { down: false };
  fixture = await startFixture({
    'GET /_api/global': globalOfSession,
    'POST /_api/auth/login': () => ({
      headers: { 'set-cookie': [`wholesale_session=${SESSION_VALUE}; Path=/; HttpOnly`, xsrfCookie()] },
      body: { redirect_url: '/' },
    }),
    'GET /_api/legal': () => (state.down ? { hang: true } : { body: { policies: [] } }),
    'POST /_api/auth/logout': () => (state.down ? { hang: true } : { body: {} }),
  });
  const deps = testDeps({ storeUrlOverride: fixture.url });
  const core = createCore(deps);
  cleanups.push(core.dispose);
  await core.handlers['auth:login']({ email: 'demo@wholesale.test', password: 'demo1234', is_remember: true });
  expect(savedJar(deps.settings)).not.toBeNull();
  return { core, deps, store: fixture, state };
}

const sessionCookieSent = (store: Fixture) => (store.hitsOn('GET', '/_api/global').at(-1)?.headers.cookie ?? '').includes(SESSION_VALUE);

describe('kiosk idle logout (main)', () => {
  it('forgets the session at once while the store hangs, aborts calls still out and tells the page', async () => {
    const { core, deps, store, state } = await loggedIn();
    state.down = true;
    const late = core.handlers['legal:list']({});
    await new Promise((r) => setTimeout(r, 50));

    core.endSession();
    // Synchronous: nothing waited for the store.
    expect(savedJar(deps.settings)).toBeNull();
    expect(eventsNamed(deps.events, 'session:ended')).toHaveLength(1);
    expect(await late).toMatchObject({ ok: false, error: { kind: 'cancelled' } });

    state.down = false;
    await core.handlers['shop:global']({});
    expect(sessionCookieSent(store)).toBe(false);
  });

  it('still ends the session on the store, with the old cookies, in the background', async () => {
    const { core, store } = await loggedIn();
    core.endSession();
    for (let i = 0; i < 100 && store.hitsOn('POST', '/_api/auth/logout').length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(store.hitsOn('POST', '/_api/auth/logout')[0]?.headers.cookie).toContain(SESSION_VALUE);
    await core.handlers['shop:global']({});
    expect(sessionCookieSent(store)).toBe(false);
  });

  it('drops the product lookup index of the last buyer', async () => {
    fixture = await startFixture({ 'GET /_api/global': globalWithXsrf });
    const holder = createStoreHolder(testDeps({ storeUrlOverride: fixture.url }));
    const buyers = createBuyerSession({ holder, emit: () => undefined });
    const lookups = createSessionLookups(holder, buyers, { makeIndex: () => catalogueIndex() });
    cleanups.push(() => (lookups.dispose(), buyers.dispose(), holder.dispose()));
    const before = lookups.current();
    expect(before).not.toBeNull();
    holder.endSession(async () => undefined);
    expect(lookups.current()).not.toBe(before);
  });
});

/** A kiosk serves one customer after another: no login outlives its customer, whatever the page asks. */
async function logInAsking(kiosk: boolean) {
  fixture = await startFixture({
    'GET /_api/global': globalOfSession,
    'POST /_api/auth/login': () => ({ headers: { 'set-cookie': ['wholesale_session=abc0123456789; Path=/; HttpOnly', xsrfCookie()] }, body: { redirect_url: '/' } }),
  });
  const deps = testDeps({ storeUrlOverride: fixture.url, kiosk });
  const core = createCore(deps);
  cleanups.push(core.dispose);
  expect((await core.handlers['auth:login']({ email: 'demo@wholesale.test', password: 'demo1234', is_remember: true })).ok).toBe(true);
  const sent = JSON.parse(fixture.hitsOn('POST', '/_api/auth/login')[0]!.body.toString('utf8')) as { is_remember: boolean };
  return { saved: savedJar(deps.settings), askedStore: sent.is_remember };
}

describe('a login on a kiosk', () => {
  it('is never remembered, here or by the store, even when the page asks', async () => {
    expect(await logInAsking(true)).toEqual({ saved: null, askedStore: false });
  });

  it('is remembered on a desktop that is no kiosk, when the buyer asks', async () => {
    const { saved, askedStore } = await logInAsking(false);
    expect(saved).not.toBeNull();
    expect(askedStore).toBe(true);
  });
});
