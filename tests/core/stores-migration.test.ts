import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore, createFileSettings, createMemorySettings } from '../../electron/core/index';
import { SETTINGS_RESET_NOTICE } from '../../electron/core/settings';
import { DEMO } from './support/storefront';
import { savedJar, testDeps } from './support/deps';
import { twoStores } from './support/two-stores';

/** A settings file of the version before the store list keeps its store and its remembered login. */
const { stores, app } = twoStores();
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('settings of the previous version', () => {
  it('keep their store, listed, and its remembered login', async () => {
    const { a } = stores;
    // The previous version wrote one jar under `session`, with the origin it belongs to.
    const older = app({ storeUrl: a.url });
    const first = older.start();
    await first.login(true);
    first.core.dispose();
    const jar = savedJar(older.settings, a.url)!;

    const dir = mkdtempSync(join(tmpdir(), 'stores-migrate-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ storeUrl: a.url, session: { jar, origin: new URL(a.url).origin }, windowBounds: null }));
    const settings = createFileSettings(dir);
    expect(settings.notices.map((say) => say())).not.toContain(SETTINGS_RESET_NOTICE());

    const core = createCore(testDeps({ settings, secretBox: older.secretBox }));
    try {
      const global = await core.handlers['shop:global']({});
      expect(global.ok && global.data.customer?.email).toBe(DEMO.email);
      const list = await core.handlers['stores:list']({});
      expect(list.ok && list.data.stores.map((s) => [s.url, s.current, s.signed_in])).toEqual([[a.url, true, true]]);
      const onDisk = JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'));
      expect(onDisk.session).toEqual({ jar: null, origin: null });
      expect(onDisk.sessions).toEqual([{ origin: new URL(a.url).origin, jar }]);
      expect(onDisk.storeUrl).toBe(a.url);
    } finally {
      core.dispose();
    }
  });

  it('list a --store-url store, and one demo store however many ports earlier runs used', () => {
    const settings = createMemorySettings({ storeUrl: 'https://shop.example.com' });
    const startOn = (demo: string, override?: string) => createCore(testDeps({ settings, demoStoreUrl: demo, storeUrlOverride: override })).dispose();
    startOn('http://127.0.0.1:41001');
    startOn('http://127.0.0.1:41002', 'https://other.example.com');
    startOn('http://127.0.0.1:41003');
    expect(settings.get().stores.map((s) => [s.url, s.demo])).toEqual([
      ['https://shop.example.com', false],
      ['https://other.example.com', false],
      ['http://127.0.0.1:41003', true],
    ]);
    expect(settings.get().storeUrl).toBe('https://shop.example.com');
  });

  it('follow the demo store to its new port when it was the store in use', () => {
    const settings = createMemorySettings({ stores: [{ url: 'http://127.0.0.1:41001', demo: true }] as never, storeUrl: 'http://127.0.0.1:41001' });
    createCore(testDeps({ settings, demoStoreUrl: 'http://127.0.0.1:41009' })).dispose();
    expect(settings.get().storeUrl).toBe('http://127.0.0.1:41009');
    expect(settings.get().stores.map((s) => s.url)).toEqual(['http://127.0.0.1:41009']);
  });

  it('drop a hand-edited entry that is not a store address, and a path that is not in-app, and keep the rest', () => {
    const settings = createMemorySettings({
      stores: [{ url: 'javascript:alert(1)' }, { url: 'https://shop.example.com', lastPath: 'https://evil.test', files: ['../../etc/passwd'] }] as never,
    });
    expect(settings.get().stores).toMatchObject([{ url: 'https://shop.example.com', lastPath: null, files: [] }]);
  });
});
