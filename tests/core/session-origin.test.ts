import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore, createMemorySettings } from '../../electron/core/index';
import { testDeps, testSecretBox } from './support/deps';
import { globalOfSession, startFixture, xsrfCookie, type Fixture } from './support/fixture-server';

/**
 * A remembered session belongs to one store origin. Both stores here are on 127.0.0.1, where
 * cookies do not tell ports apart: a jar restored for the wrong store would send its session there.
 */
const SESSION_VALUE = 'storeAsEsSiOn0123456789';
const fixtures: Fixture[] = [];
const cleanups: (() => void)[] = [];
afterEach(async () => {
  cleanups.splice(0).forEach((c) => c());
  for (const fixture of fixtures.splice(0)) await fixture.close();
});

async function store(): Promise<Fixture> {
  const fixture = await startFixture({
    'GET /_api/global': globalOfSession,
    'POST /_api/auth/login': () => ({
      headers: { 'set-cookie': [`wholesale_session=${SESSION_VALUE}; Path=/; HttpOnly`, xsrfCookie()] },
      body: { redirect_url: '/' },
    }),
  });
  fixtures.push(fixture);
  return fixture;
}

// One app's settings and key store across its restarts, fresh for each test.
let settings = createMemorySettings();
let secretBox = testSecretBox();
beforeEach(() => {
  settings = createMemorySettings();
  secretBox = testSecretBox();
});
function coreOn(url: string) {
  const core = createCore(testDeps({ storeUrlOverride: url, settings, secretBox }));
  cleanups.push(core.dispose);
  return core;
}
const lastCookie = (fixture: Fixture) => fixture.hitsOn('GET', '/_api/global').at(-1)?.headers.cookie ?? '';

describe('a remembered session and the store it belongs to', () => {
  it('is saved with its origin, not restored for another store, and restored for its own', async () => {
    const [a, b] = [await store(), await store()];
    const first = coreOn(a.url);
    await first.handlers['auth:login']({ email: 'demo@wholesale.test', password: 'demo1234', is_remember: true });
    first.dispose();
    // The buyer it signs in is kept beside it, encrypted like the jar.
    expect(settings.get().sessions).toEqual([{ jar: expect.any(String), buyer: expect.any(String), origin: new URL(a.url).origin }]);
    expect(JSON.stringify(settings.get().sessions)).not.toContain('demo@wholesale.test');

    // Restarted with --store-url (or a demo store on a new port) pointing at another store.
    const onB = coreOn(b.url);
    await onB.handlers['shop:global']({});
    expect(lastCookie(b)).not.toContain(SESSION_VALUE);
    onB.dispose();

    // Back on the store it belongs to: the buyer is still logged in there.
    const onA = coreOn(a.url);
    await onA.handlers['shop:global']({});
    expect(lastCookie(a)).toContain(`wholesale_session=${SESSION_VALUE}`);
  });

  it('drops a jar saved without an origin (an older version) instead of restoring it', async () => {
    const a = await store();
    const first = coreOn(a.url);
    await first.handlers['auth:login']({ email: 'demo@wholesale.test', password: 'demo1234', is_remember: true });
    first.dispose();
    settings.set({ sessions: [], session: { jar: settings.get().sessions[0]!.jar, origin: null } });

    const again = coreOn(a.url);
    await again.handlers['shop:global']({});
    expect(lastCookie(a)).not.toContain(SESSION_VALUE);
    expect(settings.get().session).toEqual({ jar: null, origin: null });
    expect(settings.get().sessions).toEqual([]);
  });
});
