import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCore, createFileSettings, defaultSettings } from '../../electron/core/index';
import { testDeps } from './support/deps';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'core-settings-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = () => join(dir, 'settings.json');

describe('file settings', () => {
  it('starts from defaults without a notice when there is no file yet', () => {
    const settings = createFileSettings(dir);
    expect(settings.get()).toEqual(defaultSettings());
    expect(settings.notices).toEqual([]);
  });

  it('keeps what was set across restarts, written without leftover temp files', () => {
    createFileSettings(dir).set({ storeUrl: 'https://shop.example.com', windowBounds: { x: 1, y: 2, width: 800, height: 600 } });
    const again = createFileSettings(dir);
    expect(again.get().storeUrl).toBe('https://shop.example.com');
    expect(again.get().windowBounds).toEqual({ x: 1, y: 2, width: 800, height: 600 });
    expect(readdirSync(dir)).toEqual(['settings.json']);
  });

  it('resets a corrupt file, keeps a .corrupt copy and tells the user once', async () => {
    writeFileSync(file(), '{"storeUrl": "https://shop.exa');
    const settings = createFileSettings(dir);
    expect(settings.get()).toEqual(defaultSettings());
    expect(readFileSync(`${file()}.corrupt`, 'utf8')).toBe('{"storeUrl": "https://shop.exa');
    expect(JSON.parse(readFileSync(file(), 'utf8'))).toEqual(defaultSettings());

    const core = createCore(testDeps({ settings }));
    expect(await core.handlers['app:takeNotices']({})).toEqual({
      ok: true,
      data: { notices: ['Your settings could not be read and were reset.'] },
    });
    expect(await core.handlers['app:takeNotices']({})).toEqual({ ok: true, data: { notices: [] } });
    core.dispose();
  });

  it('keeps the readable settings when only some are damaged', () => {
    writeFileSync(file(), JSON.stringify({ storeUrl: 'https://shop.example.com', kiosk: { enabled: 'yes' }, windowBounds: 7 }));
    const settings = createFileSettings(dir);
    expect(settings.get().storeUrl).toBe('https://shop.example.com');
    expect(settings.get().kiosk).toEqual(defaultSettings().kiosk);
    expect(settings.get().windowBounds).toBeNull();
    expect(settings.notices).toHaveLength(1);
    expect(existsSync(`${file()}.corrupt`)).toBe(true);
  });

  it('treats a file that is not an object as corrupt', () => {
    writeFileSync(file(), '[1,2,3]');
    const settings = createFileSettings(dir);
    expect(settings.get()).toEqual(defaultSettings());
    expect(settings.notices).toHaveLength(1);
  });

  it.each([
    ['a remote plain-http store', 'http://shop.example.com'],
    ['a store host carrying a CSP directive', 'https://a.test;script-src'],
    ['a store with credentials', 'https://user:pass@shop.example.com'],
    ['a script URL', 'javascript:alert(1)'],
    ['a store address that is no address', 'not a url'],
  ])('resets %s to no store, with the notice, keeping the other settings', (_what, storeUrl) => {
    writeFileSync(file(), JSON.stringify({ storeUrl, kiosk: { enabled: true, idleMinutes: 5 } }));
    const settings = createFileSettings(dir);
    expect(settings.get().storeUrl).toBeNull();
    expect(settings.get().kiosk).toEqual({ enabled: true, idleMinutes: 5 });
    expect(settings.notices).toEqual(['Your settings could not be read and were reset.']);
    expect(JSON.parse(readFileSync(file(), 'utf8')).storeUrl).toBeNull();
  });

  it.each([
    ['https://shop.example.com', 'https://shop.example.com'],
    ['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://[::1]:9000', 'http://[::1]:9000'],
  ])('keeps the store %s', (storeUrl, kept) => {
    writeFileSync(file(), JSON.stringify({ storeUrl }));
    const settings = createFileSettings(dir);
    expect(settings.get().storeUrl).toBe(kept);
    expect(settings.notices).toEqual([]);
  });

  it.each([1e-7, 0, -5, 0.5, 1441, 1e9, Number.MAX_VALUE])('resets kiosk idleMinutes %s to the default and keeps kiosk mode on', (idleMinutes) => {
    writeFileSync(file(), JSON.stringify({ storeUrl: 'https://shop.example.com', kiosk: { enabled: true, idleMinutes } }));
    const settings = createFileSettings(dir);
    expect(settings.get().kiosk).toEqual({ enabled: true, idleMinutes: defaultSettings().kiosk.idleMinutes });
    expect(settings.get().storeUrl).toBe('https://shop.example.com');
    expect(settings.notices).toHaveLength(1);
  });

  it.each([1, 10, 1440])('keeps kiosk idleMinutes %s', (idleMinutes) => {
    writeFileSync(file(), JSON.stringify({ kiosk: { enabled: true, idleMinutes } }));
    const settings = createFileSettings(dir);
    expect(settings.get().kiosk).toEqual({ enabled: true, idleMinutes });
    expect(settings.notices).toEqual([]);
  });

  it('refuses to save what it would refuse to read', () => {
    const settings = createFileSettings(dir);
    expect(() => settings.set({ storeUrl: 'http://shop.example.com' })).toThrow();
    expect(() => settings.set({ kiosk: { enabled: true, idleMinutes: 1e-7 } })).toThrow();
    expect(settings.get()).toEqual(defaultSettings());
  });
});
