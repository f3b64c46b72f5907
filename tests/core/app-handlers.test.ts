import { afterEach, describe, expect, it } from 'vitest';
import { createCore, createMemorySettings } from '../../electron/core/index';
import { testDeps } from './support/deps';
import { globalBody, startFixture, type Fixture } from './support/fixture-server';

const fixtures: Fixture[] = [];
const disposers: Array<() => void> = [];
afterEach(async () => {
  disposers.splice(0).forEach((d) => d());
  await Promise.all(fixtures.splice(0).map((f) => f.close()));
});

async function store(answer: unknown = globalBody()) {
  const fixture = await startFixture({ 'GET /_api/global': () => ({ body: answer, headers: { 'set-cookie': 'sid=abc; Path=/' } }) });
  fixtures.push(fixture);
  return fixture;
}
function core(overrides: Parameters<typeof testDeps>[0] = {}) {
  const deps = testDeps(overrides);
  const created = createCore(deps);
  disposers.push(created.dispose);
  return { ...created, deps };
}

describe('app:getStoreUrl', () => {
  it('prefers the override, then the settings, then the demo store', async () => {
    const settings = createMemorySettings({ storeUrl: 'https://saved.example.com' });
    const withOverride = core({ settings, storeUrlOverride: 'https://override.example.com', demoStoreUrl: 'http://127.0.0.1:1' });
    expect(await withOverride.handlers['app:getStoreUrl']({})).toEqual({ ok: true, data: { url: 'https://override.example.com' } });
    const saved = core({ settings, demoStoreUrl: 'http://127.0.0.1:1' });
    expect(await saved.handlers['app:getStoreUrl']({})).toEqual({ ok: true, data: { url: 'https://saved.example.com' } });
    const demo = core({ demoStoreUrl: 'http://127.0.0.1:1' });
    expect(await demo.handlers['app:getStoreUrl']({})).toEqual({ ok: true, data: { url: 'http://127.0.0.1:1' } });
  });
});

describe('app:setStoreUrl', () => {
  it.each(['http://example.com', 'javascript:alert(1)', 'file:///etc/passwd'])('refuses %s with a field message', async (url) => {
    const { handlers, deps } = core();
    const result = await handlers['app:setStoreUrl']({ url });
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation', fields: { url: [expect.any(String)] } } });
    expect(deps.settings.get().storeUrl).toBeNull();
  });

  it('saves the origin once the store has answered', async () => {
    const fixture = await store();
    const { handlers, deps } = core();
    const result = await handlers['app:setStoreUrl']({ url: `${fixture.url}/some/page?q=1` });
    expect(result).toEqual({ ok: true, data: { url: fixture.url } });
    expect(deps.settings.get().storeUrl).toBe(fixture.url);
    expect(await handlers['app:getStoreUrl']({})).toEqual({ ok: true, data: { url: fixture.url } });
    expect((await handlers['shop:global']({})).ok).toBe(true);
  });

  it('refuses an address where no store answers in the expected shape', async () => {
    const fixture = await store({ hello: 'world' });
    const { handlers, deps } = core();
    const result = await handlers['app:setStoreUrl']({ url: fixture.url });
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation', fields: { url: [expect.stringContaining('No wholesale store')] } } });
    expect(deps.settings.get().storeUrl).toBeNull();
  });

  it('forgets the session when the store changes', async () => {
    const [first, second] = [await store(), await store()];
    const { handlers } = core({ storeUrlOverride: first!.url });
    await handlers['shop:global']({}); // picks up sid=abc from the first store
    await handlers['shop:global']({});
    expect(first!.hits.at(-1)?.headers.cookie).toContain('sid=abc');
    expect((await handlers['app:setStoreUrl']({ url: second!.url })).ok).toBe(true);
    expect((await handlers['app:setStoreUrl']({ url: first!.url })).ok).toBe(true);
    // Back on the first store, the first request carries no old cookie.
    expect(first!.hits.at(-1)?.headers.cookie).toBeUndefined();
  });
});

describe('app:openExternal', () => {
  it('opens https and mailto links', async () => {
    const { handlers, deps } = core();
    expect(await handlers['app:openExternal']({ url: 'https://store.example.com.evil.test/x' })).toEqual({ ok: true, data: { success: true } });
    expect(await handlers['app:openExternal']({ url: 'mailto:sales@example.com' })).toEqual({ ok: true, data: { success: true } });
    expect(deps.opened).toEqual(['https://store.example.com.evil.test/x', 'mailto:sales@example.com']);
  });

  it.each(['javascript:alert(1)', 'file:///etc/passwd', 'http://example.com', 'https://u:p@example.com'])('refuses %s', async (url) => {
    const { handlers, deps } = core();
    expect(await handlers['app:openExternal']({ url })).toMatchObject({ ok: false, error: { kind: 'refused' } });
    expect(deps.opened).toEqual([]);
  });
});

describe('launch path and files', () => {
  it('hands out the launch path once', async () => {
    const { handlers } = core({ launchPath: '/orders/abc' });
    expect(await handlers['app:takeLaunchPath']({})).toEqual({ ok: true, data: { path: '/orders/abc' } });
    expect(await handlers['app:takeLaunchPath']({})).toEqual({ ok: true, data: { path: null } });
  });

  it('gives the renderer an opaque id for a picked file, never its path', async () => {
    const picked = { path: '/home/buyer/secret/po-123.pdf', name: 'po-123.pdf', size: 1234 };
    const { handlers } = core({ filePicker: { pick: async () => picked } });
    const result = await handlers['files:pickAttachment']({});
    expect(result).toMatchObject({ ok: true, data: { file: { name: 'po-123.pdf', size: 1234, id: expect.any(String) } } });
    expect(JSON.stringify(result)).not.toContain('/home/buyer');
  });

  it('answers null when the buyer cancels the dialog', async () => {
    const { handlers } = core();
    expect(await handlers['files:pickAttachment']({})).toEqual({ ok: true, data: { file: null } });
  });

  it('says that choosing a file needs the desktop app where there is no open dialog (the browser shell)', async () => {
    const { handlers } = core({ filePicker: undefined, openCsv: undefined });
    const refused = { ok: false, error: { kind: 'refused', message: 'Choosing a file from this computer needs the desktop app: this window runs without it.' } };
    expect(await handlers['files:pickAttachment']({})).toEqual(refused);
    expect(await handlers['files:importCsv']({})).toEqual(refused);
  });
});
