import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, createFileSettings, createMemorySettings } from '../../electron/core/index';
import { savedJar, testDeps, testSecretBox } from './support/deps';
import { globalOfSession, globalWithXsrf, startFixture, xsrfCookie, type Fixture } from './support/fixture-server';

const SESSION_VALUE = 'sEsSiOnVaLuE0123456789abcdef';
const LATER_VALUE = 'rotatedSessionValue9876543210';

let fixture: Fixture | null = null;
const cleanups: Array<() => void> = [];
afterEach(async () => {
  cleanups.splice(0).forEach((c) => c());
  await fixture?.close();
  fixture = null;
});

async function startStore(logoutStatus = 200) {
  let ended = false;
  const started = await startFixture({
    // A store that ended its sessions names no customer for their cookies any more.
    'GET /_api/global': (hit, count) => (ended ? globalWithXsrf(hit, count) : globalOfSession(hit, count)),
    'POST /_api/auth/login': () => ({
      headers: { 'set-cookie': [`wholesale_session=${SESSION_VALUE}; Path=/; HttpOnly`, xsrfCookie()] },
      body: { redirect_url: '/' },
    }),
    'GET /_api/legal': () => ({ headers: { 'set-cookie': `wholesale_session=${LATER_VALUE}; Path=/` }, body: { policies: [] } }),
    'POST /_api/auth/logout': () => ({ status: logoutStatus, body: {} }),
  });
  fixture = started;
  return Object.assign(started, { endSessions: () => void (ended = true) });
}

function startCore(deps: ReturnType<typeof testDeps>) {
  const core = createCore(deps);
  cleanups.push(core.dispose);
  return core;
}

const login = (remember: boolean) => ({ email: 'demo@wholesale.test', password: 'demo1234', is_remember: remember });
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
};

describe('session at rest', () => {
  it('saves the jar encrypted with remember-me, never the cookie in clear, and restores it next start', async () => {
    const store = await startStore();
    const dir = mkdtempSync(join(tmpdir(), 'core-session-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const secretBox = testSecretBox();
    const first = startCore(testDeps({ storeUrlOverride: store.url, settings: createFileSettings(dir), secretBox }));
    expect(await first.handlers['auth:login'](login(true))).toMatchObject({ ok: true, data: { redirect_url: '/' } });

    const onDisk = readFileSync(join(dir, 'settings.json'), 'utf8');
    expect(JSON.parse(onDisk).sessions[0].jar).toEqual(expect.any(String));
    expect(onDisk).not.toContain(SESSION_VALUE);
    first.dispose();

    const second = startCore(testDeps({ storeUrlOverride: store.url, settings: createFileSettings(dir), secretBox }));
    await second.handlers['shop:global']({});
    expect(store.hitsOn('GET', '/_api/global').at(-1)?.headers.cookie).toContain(`wholesale_session=${SESSION_VALUE}`);
  });

  it('saves cookies the store changes later, debounced, still encrypted', async () => {
    const store = await startStore();
    const deps = testDeps({ storeUrlOverride: store.url });
    const core = startCore(deps);
    await core.handlers['auth:login'](login(true));
    await core.handlers['legal:list']({}); // rotates the session cookie
    const saved = () => savedJar(deps.settings) ?? '';
    await until(() => deps.secretBox.decrypt(saved()).includes(LATER_VALUE));
    expect(deps.secretBox.decrypt(saved())).toContain(LATER_VALUE);
    expect(saved()).not.toContain(LATER_VALUE);
  });

  it('writes no jar without remember-me, and removes one saved before', async () => {
    const store = await startStore();
    const deps = testDeps({ storeUrlOverride: store.url });
    const core = startCore(deps);
    await core.handlers['auth:login'](login(true));
    expect(savedJar(deps.settings)).not.toBeNull();
    await core.handlers['auth:login'](login(false));
    await core.handlers['legal:list']({});
    await new Promise((r) => setTimeout(r, 50)); // longer than the test debounce
    expect(savedJar(deps.settings)).toBeNull();
  });

  it('writes no jar where the OS has no real key store', async () => {
    const store = await startStore();
    const deps = testDeps({ storeUrlOverride: store.url, secretBox: testSecretBox(false) });
    const core = startCore(deps);
    await core.handlers['auth:login'](login(true));
    await core.handlers['legal:list']({});
    await new Promise((r) => setTimeout(r, 50));
    expect(savedJar(deps.settings)).toBeNull();
  });

  it('logout leaves no jar, on disk or in memory, even when the store call fails', async () => {
    const store = await startStore(500);
    const deps = testDeps({ storeUrlOverride: store.url, settings: createMemorySettings() });
    const core = startCore(deps);
    await core.handlers['auth:login'](login(true));
    expect(await core.handlers['auth:logout']({})).toEqual({ ok: true, data: { success: true } });
    expect(savedJar(deps.settings)).toBeNull();
    await core.handlers['shop:global']({});
    expect(store.hitsOn('GET', '/_api/global').at(-1)?.headers.cookie ?? '').not.toContain('wholesale_session');
  });

  it('forgets a remembered login the store has ended, so the next start signs nobody in with it', async () => {
    const store = await startStore();
    const deps = testDeps({ storeUrlOverride: store.url });
    const first = startCore(deps);
    await first.handlers['auth:login'](login(true));
    await until(() => savedJar(deps.settings) !== null);
    // The store still sees the session a moment later: the login stays remembered.
    await first.handlers['shop:global']({});
    expect(savedJar(deps.settings)).not.toBeNull();

    store.endSessions();
    await first.handlers['shop:global']({}); // the store names no customer for that session now
    expect(savedJar(deps.settings)).toBeNull();
    first.dispose();

    const second = startCore(deps);
    await second.handlers['shop:global']({});
    expect(store.hitsOn('GET', '/_api/global').at(-1)?.headers.cookie ?? '').not.toContain(SESSION_VALUE);
  });

  it('drops a saved jar that cannot be decrypted', async () => {
    const store = await startStore();
    const settings = createMemorySettings({ session: { jar: 'not-a-real-cipher-text', origin: store.url } });
    const core = startCore(testDeps({ storeUrlOverride: store.url, settings }));
    expect((await core.handlers['shop:global']({})).ok).toBe(true);
    expect(savedJar(settings)).toBeNull();
  });
});
