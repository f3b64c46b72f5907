import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Cookie } from 'tough-cookie';
import { createCore, createFileSettings, createMemorySettings } from '../../electron/core/index';
import type { RunningStorefront } from '../../server/index';
import { eventsNamed, savedJar, testDeps, testSecretBox } from './support/deps';
import { cookieValue, DEMO, openSavedJar, sealJar, startTestStore } from './support/storefront';

let store: RunningStorefront;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store.close());

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

function coreWith(overrides: Parameters<typeof testDeps>[0] = {}) {
  const deps = testDeps({ storeUrlOverride: store.url, ...overrides });
  const core = createCore(deps);
  cleanups.push(core.dispose);
  return { handlers: core.handlers, deps, dispose: core.dispose };
}

const login = (is_remember: boolean) => ({ ...DEMO, is_remember });

describe('against the reference storefront', () => {
  it('logs in, sees the customer, and logs out (the server session ends too)', async () => {
    const { handlers } = coreWith();
    const answer = await handlers['auth:login'](login(false));
    expect(answer).toMatchObject({ ok: true, data: { redirect_url: expect.any(String) } });
    // The login brings the customer it signed in: the page needs no second call for it.
    expect(answer.ok && answer.data.global?.customer?.email).toBe(DEMO.email);
    const global = await handlers['shop:global']({});
    expect(global.ok && global.data.customer?.email).toBe(DEMO.email);
    expect(await handlers['auth:logout']({})).toEqual({ ok: true, data: { success: true } });
    expect(await handlers['account:get']({})).toMatchObject({ ok: false, error: { kind: 'unauthenticated' } });
  });

  it('answers a wrong password with the store text and no session:expired', async () => {
    const { handlers, deps } = coreWith();
    const result = await handlers['auth:login']({ ...DEMO, password: 'wrong-password', is_remember: false });
    expect(result.ok).toBe(false);
    expect(result.ok || result.error.message.length).toBeGreaterThan(0);
    expect(eventsNamed(deps.events, 'session:expired')).toHaveLength(0);
  });

  it('emits session:expired when the session ends mid-work (401)', async () => {
    const { handlers, deps } = coreWith();
    await handlers['auth:login'](login(false));
    expect((await handlers['account:get']({})).ok).toBe(true);
    store.control.advanceTime(3 * 60 * 60 * 1000); // past the idle limit of a session without remember-me
    expect(await handlers['account:get']({})).toMatchObject({ ok: false, error: { kind: 'unauthenticated' } });
    expect(eventsNamed(deps.events, 'session:expired')).toHaveLength(1);
  });

  it('refreshes a stale XSRF token and replays the write once (419)', async () => {
    const secretBox = testSecretBox();
    const settings = createMemorySettings();
    const first = coreWith({ settings, secretBox });
    await first.handlers['auth:login'](login(true));
    first.dispose();

    // Start again with a jar whose XSRF cookie no longer matches the server's token.
    const jar = openSavedJar(secretBox, savedJar(settings)!);
    await jar.setCookie(new Cookie({ key: 'XSRF-TOKEN', value: 'stale-token', path: '/' }), store.url);
    settings.set({ sessions: [{ origin: new URL(store.url).origin, jar: sealJar(secretBox, jar) }] });

    // The first call is a write (no read has refreshed the cookie yet). The store refuses it without a
    // matching X-XSRF-TOKEN, so reaching its password check proves the refresh and replay happened.
    const second = coreWith({ settings, secretBox });
    const input = { email: DEMO.email, password1: 'wrong', password2: 'abcdef1', password3: 'abcdef1' };
    const result = await second.handlers['account:updatePassword'](input);
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation', fields: { password1: [expect.any(String)] } } });
  });

  it('keeps the jar only with remember-me, encrypted, and the file never holds the session cookie in clear', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'core-real-session-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const secretBox = testSecretBox();
    const { handlers, dispose } = coreWith({ settings: createFileSettings(dir), secretBox });
    await handlers['auth:login'](login(true));
    await handlers['account:get']({});
    dispose();

    const text = readFileSync(join(dir, 'settings.json'), 'utf8');
    const jar = openSavedJar(secretBox, JSON.parse(text).sessions[0].jar);
    const session = cookieValue(jar, store.url, 'wholesale_session');
    const xsrf = cookieValue(jar, store.url, 'XSRF-TOKEN');
    expect(session).toBeTruthy();
    expect(text).not.toContain(session!);
    expect(text).not.toContain(xsrf!);

    // The next start is still logged in.
    const again = coreWith({ settings: createFileSettings(dir), secretBox });
    const global = await again.handlers['shop:global']({});
    expect(global.ok && global.data.customer?.email).toBe(DEMO.email);

    // Logging out removes the jar from the file.
    await again.handlers['auth:logout']({});
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8')).sessions).toEqual([]);
  });

  it('writes no jar when remember-me is off', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'core-real-session-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const { handlers, dispose } = coreWith({ settings: createFileSettings(dir) });
    await handlers['auth:login'](login(false));
    await handlers['account:get']({});
    dispose();
    expect(savedJar(createFileSettings(dir))).toBeNull();
  });

  it('switching store address keeps the session of the store left, for when the buyer comes back', async () => {
    const other = await startTestStore();
    cleanups.push(() => void other.close());
    const { handlers, deps } = coreWith({ storeUrlOverride: undefined, settings: createMemorySettings({ storeUrl: store.url }) });
    await handlers['auth:login'](login(true));
    expect(savedJar(deps.settings, store.url)).not.toBeNull();
    expect(await handlers['app:setStoreUrl']({ url: other.url })).toEqual({ ok: true, data: { url: other.url } });
    expect(savedJar(deps.settings, store.url)).not.toBeNull();
    expect(await handlers['account:get']({})).toMatchObject({ ok: false, error: { kind: 'unauthenticated' } });
    expect(await handlers['app:setStoreUrl']({ url: store.url })).toEqual({ ok: true, data: { url: store.url } });
    expect((await handlers['account:get']({})).ok).toBe(true);
  });
});
