import { describe, expect, it, vi } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freeName, noKeyStore, saveToDownloads } from '../../browser-shell/standIns';
import { appUserDataDir } from '../../browser-shell/userData';

describe('saving without a save dialog', () => {
  it('never overwrites: the next free name, and never a folder the store named', () => {
    const dir = mkdtempSync(join(tmpdir(), 'downloads-'));
    writeFileSync(join(dir, 'Order #1042.pdf'), 'x');
    writeFileSync(join(dir, 'Order #1042 (2).pdf'), 'x');
    expect(freeName(dir, 'Order #1042.pdf')).toBe(join(dir, 'Order #1042 (3).pdf'));
    expect(freeName(dir, '../../etc/passwd')).toBe(join(dir, 'passwd'));
    expect(freeName(dir, '..')).toBe(join(dir, 'download'));
  });

  it('tells the buyer where the file went', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'downloads-')), 'Downloads');
    const emit = vi.fn();
    expect(await saveToDownloads(emit, dir)('cart.csv')).toBe(join(dir, 'cart.csv'));
    expect(emit).toHaveBeenCalledWith('app:notice', { message: 'Saved to your Downloads folder as cart.csv (this window has no save dialog).' });
  });
});

describe('the browser shell', () => {
  it('has no key store, so a remembered login is never written', () => {
    expect(noKeyStore.isAvailable()).toBe(false);
    expect(() => noKeyStore.encrypt('cookie')).toThrow();
  });

  it("keeps its data in the desktop app's user-data folder, where Electron puts it", () => {
    expect(appUserDataDir({}, 'linux', '/home/ana')).toBe('/home/ana/.config/wholesale-desk');
    expect(appUserDataDir({ XDG_CONFIG_HOME: '/cfg' }, 'linux', '/home/ana')).toBe('/cfg/wholesale-desk');
    expect(appUserDataDir({}, 'darwin', '/Users/ana')).toBe('/Users/ana/Library/Application Support/wholesale-desk');
  });
});
