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
});
