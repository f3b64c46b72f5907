import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCore, createFileSettings, defaultSettings } from '../../electron/core/index';
import { SETTINGS_KIOSK_KEPT_NOTICE } from '../../electron/core/settings';
import type { WriteFile } from '../../electron/core/settings-file';
import { testDeps } from './support/deps';
import { expectKioskPin } from './support/kiosk-pin';
import { coreText, speakCore } from '../../electron/core/language/core-text';
import enUS from '../../resources/locales/en_US/index';

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
    expect(settings.notices.map((say) => say())).toEqual([]);
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

  it('says the notice in the language in force when the window takes it, not in the one the app opened its settings in', async () => {
    writeFileSync(file(), '{"storeUrl": "https://shop.exa');
    const settings = createFileSettings(dir); // opened before any language is known: English
    const english = coreText('settings_reset');
    const core = createCore(testDeps({ settings, systemLanguages: () => ['ms-MY'] }));
    try {
      await vi.waitFor(() => expect(coreText('settings_reset')).not.toBe(english)); // the system's Malay is in force
      expect(await core.handlers['app:takeNotices']({})).toEqual({ ok: true, data: { notices: [coreText('settings_reset')] } });
    } finally {
      core.dispose();
      speakCore('en', enUS);
    }
  });

  it('keeps the readable settings when only some are damaged', () => {
    writeFileSync(file(), JSON.stringify({ storeUrl: 'https://shop.example.com', kiosk: { enabled: 'yes' }, windowBounds: 7 }));
    const settings = createFileSettings(dir);
    expect(settings.get().storeUrl).toBe('https://shop.example.com');
    // A kiosk flag the schema refuses keeps kiosk mode on: only `false` turns a counter into a window.
    expect(settings.get().kiosk).toEqual({ ...defaultSettings().kiosk, enabled: true });
    expect(settings.get().windowBounds).toBeNull();
    expect(settings.notices).toHaveLength(1);
    expect(existsSync(`${file()}.corrupt`)).toBe(true);
  });

  it('falls back to a 5 % watch threshold when the file holds one out of its range, and keeps a good one', () => {
    writeFileSync(file(), JSON.stringify({ storeUrl: 'https://shop.example.com', watchThresholdPercent: 0 }));
    expect(createFileSettings(dir).get()).toMatchObject({ storeUrl: 'https://shop.example.com', watchThresholdPercent: 5 });
    writeFileSync(file(), JSON.stringify({ watchThresholdPercent: 20 }));
    expect(createFileSettings(dir).get().watchThresholdPercent).toBe(20);
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
    expect(settings.notices.map((say) => say())).toEqual(['Your settings could not be read and were reset.']);
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
    expect(settings.notices.map((say) => say())).toEqual([]);
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
    expect(settings.notices.map((say) => say())).toEqual([]);
  });

  it('refuses to save what it would refuse to read', () => {
    const settings = createFileSettings(dir);
    expect(() => settings.set({ storeUrl: 'http://shop.example.com' })).toThrow();
    expect(() => settings.set({ kiosk: { enabled: true, idleMinutes: 1e-7 } })).toThrow();
    expect(settings.get()).toEqual(defaultSettings());
  });

  it.each([
    ['"kiosk": true', { kiosk: true }],
    ['an enabled flag written as a string', { kiosk: { enabled: 'true', idleMinutes: 5, pin: '4821' } }],
    ['an enabled flag written as a number', { kiosk: { enabled: 1, pin: '4821' } }],
  ])('keeps kiosk mode on for %s', (_what, written) => {
    writeFileSync(file(), JSON.stringify({ storeUrl: 'https://shop.example.com', ...written }));
    const settings = createFileSettings(dir);
    expect(settings.get().kiosk.enabled).toBe(true);
    expect(settings.get().storeUrl).toBe('https://shop.example.com');
    expect(JSON.parse(readFileSync(file(), 'utf8')).kiosk.enabled).toBe(true);
  });

  it.each([
    ['no kiosk setting', {}],
    ['"kiosk": false', { kiosk: false }],
    ['kiosk enabled false with a bad idle time', { kiosk: { enabled: false, idleMinutes: 0 } }],
  ])('leaves kiosk mode off for %s', (_what, written) => {
    writeFileSync(file(), JSON.stringify({ windowBounds: 7, ...written }));
    expect(createFileSettings(dir).get().kiosk.enabled).toBe(false);
  });

  it('reads a kiosk file saved with a byte-order mark without resetting anything', () => {
    const kiosk = { storeUrl: 'https://shop.example.com', kiosk: { enabled: true, idleMinutes: 5, pin: '4821' } };
    writeFileSync(file(), `\uFEFF${JSON.stringify(kiosk, null, 2)}`, 'utf8');
    const settings = createFileSettings(dir);
    expect(settings.get()).toMatchObject({ storeUrl: kiosk.storeUrl, kiosk: { enabled: true, idleMinutes: 5 } });
    expectKioskPin(settings.get().kiosk, '4821');
    expect(settings.notices.map((say) => say())).toEqual([]);
    expect(readdirSync(dir)).toEqual(['settings.json']);
  });

  it('keeps a kiosk whose file broke a kiosk, with its PIN and store, and the broken file beside it', () => {
    const text = '{ "storeUrl": "https://shop.example.com", "kiosk": { "enabled": true, "pin": "4821", } }';
    writeFileSync(file(), text);
    const settings = createFileSettings(dir);
    expect(settings.get().kiosk.enabled).toBe(true);
    expectKioskPin(settings.get().kiosk, '4821');
    expect(settings.get().storeUrl).toBe('https://shop.example.com');
    expect(settings.notices.map((say) => say())).toEqual([SETTINGS_KIOSK_KEPT_NOTICE()]);
    expect(readFileSync(`${file()}.corrupt`, 'utf8')).toBe(text);
    expect(createFileSettings(dir).get().kiosk.enabled).toBe(true); // and at the next start
  });

  it('says a change was not saved on a full disk, keeps the old file and leaves no temp file', () => {
    createFileSettings(dir).set({ storeUrl: 'https://shop.example.com' });
    const fullDisk: WriteFile = (path, text) => {
      writeFileSync(path, text.slice(0, 10)); // the part that fitted
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const settings = createFileSettings(dir, { writeFile: fullDisk });
    expect(settings.set({ storeUrl: 'https://other.example.com' })).toBe(false);
    error.mockRestore();
    expect(JSON.parse(readFileSync(file(), 'utf8')).storeUrl).toBe('https://shop.example.com');
    expect(readdirSync(dir)).toEqual(['settings.json']);
  });

  it('reads a file of 16,000 stores: bad and repeated ones dropped, the first 50 kept in order', () => {
    const stores = Array.from({ length: 16_000 }, (_, i) => {
      if (i % 4 === 1) return { url: 'https://s0.example.com/' }; // the first store again, written another way
      if (i % 4 === 2) return { url: 'http://plain.example.com' }; // refused: plain http
      if (i % 4 === 3) return { url: `https://S${i - 3}.example.com` }; // the store before it again, in capitals
      return { url: `https://s${i}.example.com`, lastUsed: i };
    });
    writeFileSync(file(), JSON.stringify({ storeUrl: 'https://s0.example.com', stores }));
    const settings = createFileSettings(dir);
    const kept = settings.get().stores.map((s) => s.url);
    expect(kept).toEqual(Array.from({ length: 50 }, (_, i) => `https://s${i * 4}.example.com`));
    expect(settings.notices.map((say) => say())).toEqual([]);
  });
});
