import type { SafeStorage } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { createFilePicker, createSaveFile } from '../../electron/adapters/files';
import { createSecretBox, hasRealKeyStore } from '../../electron/adapters/secretBox';
import { createSettingsStore, type SettingsBackend } from '../../electron/adapters/settings';
import { SETTINGS_RESET_NOTICE, type Settings } from '../../electron/core/settings';

/** safeStorage stand-in: a reversible "encryption" that never contains the plain text. */
function fakeSafeStorage(available: boolean, backend: ReturnType<SafeStorage['getSelectedStorageBackend']>) {
  return {
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend,
    encryptString: (plain: string) => Buffer.from(Buffer.from(plain, 'utf8').map((b) => b ^ 0x5a)),
    decryptString: (cipher: Buffer) => Buffer.from(cipher.map((b) => b ^ 0x5a)).toString('utf8'),
  };
}

describe('secret box on safeStorage', () => {
  it('counts only a real key store as available', () => {
    expect(hasRealKeyStore(fakeSafeStorage(true, 'gnome_libsecret'), 'linux')).toBe(true);
    expect(hasRealKeyStore(fakeSafeStorage(true, 'kwallet6'), 'linux')).toBe(true);
    expect(hasRealKeyStore(fakeSafeStorage(true, 'basic_text'), 'linux')).toBe(false);
    expect(hasRealKeyStore(fakeSafeStorage(true, 'unknown'), 'linux')).toBe(false);
    expect(hasRealKeyStore(fakeSafeStorage(false, 'gnome_libsecret'), 'linux')).toBe(false);
    expect(hasRealKeyStore(fakeSafeStorage(true, 'unknown'), 'win32')).toBe(true);
    expect(hasRealKeyStore(fakeSafeStorage(false, 'unknown'), 'darwin')).toBe(false);
  });

  it('round-trips a secret without the plain text in the cipher', () => {
    const box = createSecretBox(fakeSafeStorage(true, 'gnome_libsecret'), 'linux');
    const cipher = box.encrypt('laravel_session=abc123');
    expect(cipher).not.toContain('laravel_session');
    expect(box.decrypt(cipher)).toBe('laravel_session=abc123');
  });

  it('refuses to encrypt with the basic_text fallback rather than store a weakly protected secret', () => {
    const box = createSecretBox(fakeSafeStorage(true, 'basic_text'), 'linux');
    expect(box.isAvailable()).toBe(false);
    expect(() => box.encrypt('laravel_session=abc123')).toThrow();
  });
});

/** A settings backend in memory; `raw` is what the file would contain. */
function memoryBackend(raw: unknown, options: { unreadable?: boolean } = {}) {
  const backend = {
    written: [] as Settings[],
    quarantined: 0,
    read: () => {
      if (options.unreadable) throw new SyntaxError('Unexpected token');
      return raw;
    },
    write: (settings: Settings) => {
      backend.written.push(structuredClone(settings));
    },
    quarantine: () => {
      backend.quarantined += 1;
    },
  } satisfies SettingsBackend & Record<string, unknown>;
  return backend;
}

describe('settings over electron-store (a bad file never stops the app)', () => {
  it('reads good settings without notices or writes', () => {
    const backend = memoryBackend({ storeUrl: 'https://store.example.com', kiosk: { enabled: true, idleMinutes: 5 } });
    const settings = createSettingsStore(backend);
    expect(settings.get().storeUrl).toBe('https://store.example.com');
    expect(settings.get().kiosk).toEqual({ enabled: true, idleMinutes: 5 });
    expect(settings.notices).toEqual([]);
    expect(backend.written).toEqual([]);
  });

  it('starts with defaults on a missing file (an empty object) and says nothing', () => {
    const settings = createSettingsStore(memoryBackend({}));
    expect(settings.get().storeUrl).toBeNull();
    expect(settings.notices).toEqual([]);
  });

  it('sets an unreadable file aside, starts with defaults and tells the user once', () => {
    const backend = memoryBackend(null, { unreadable: true });
    const settings = createSettingsStore(backend);
    expect(settings.get().storeUrl).toBeNull();
    expect(settings.notices).toEqual([SETTINGS_RESET_NOTICE]);
    expect(backend.quarantined).toBe(1);
    expect(backend.written).toHaveLength(1);
  });

  it('keeps the readable settings when only one is damaged', () => {
    const backend = memoryBackend({ storeUrl: 'https://store.example.com', windowBounds: { x: 'left' } });
    const settings = createSettingsStore(backend);
    expect(settings.get().storeUrl).toBe('https://store.example.com');
    expect(settings.get().windowBounds).toBeNull();
    expect(settings.notices).toEqual([SETTINGS_RESET_NOTICE]);
    expect(backend.quarantined).toBe(0);
  });

  it('writes every change through and hands out copies', () => {
    const backend = memoryBackend({});
    const settings = createSettingsStore(backend);
    settings.set({ windowBounds: { x: 1, y: 2, width: 900, height: 700 } });
    expect(backend.written.at(-1)?.windowBounds).toEqual({ x: 1, y: 2, width: 900, height: 700 });
    settings.get().kiosk.enabled = true;
    expect(settings.get().kiosk.enabled).toBe(false);
  });

  it('keeps working in memory when the disk refuses a write', () => {
    const backend = memoryBackend({});
    backend.write = () => {
      throw new Error('EACCES');
    };
    const settings = createSettingsStore(backend);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    settings.set({ storeUrl: 'https://store.example.com' });
    expect(settings.get().storeUrl).toBe('https://store.example.com');
    error.mockRestore();
  });
});

describe('file dialogs', () => {
  it('picks one file with its name and size, or null when cancelled', async () => {
    const show = vi.fn().mockResolvedValueOnce({ canceled: false, filePaths: ['/home/b/PO 1234.pdf'] });
    const picker = createFilePicker(show, async () => 2048);
    expect(await picker.pick()).toEqual({ path: '/home/b/PO 1234.pdf', name: 'PO 1234.pdf', size: 2048 });
    expect(show.mock.calls[0]?.[0]).toMatchObject({ properties: ['openFile'] });

    show.mockResolvedValueOnce({ canceled: true, filePaths: [] });
    expect(await picker.pick()).toBeNull();
  });

  it('suggests only a file name, never a folder chosen by the store', async () => {
    const show = vi.fn().mockResolvedValue({ canceled: false, filePath: '/home/b/Downloads/x.pdf' });
    const saveFile = createSaveFile(show, '/home/b/Downloads');
    expect(await saveFile('../../.bashrc')).toBe('/home/b/Downloads/x.pdf');
    expect(show.mock.calls[0]?.[0].defaultPath).toBe('/home/b/Downloads/.bashrc');
    await saveFile('..\\..\\evil.exe');
    expect(show.mock.calls[1]?.[0].defaultPath).toBe('/home/b/Downloads/evil.exe');
    await saveFile('..');
    expect(show.mock.calls[2]?.[0].defaultPath).toBe('/home/b/Downloads/attachment');

    show.mockResolvedValueOnce({ canceled: true, filePath: '' });
    expect(await saveFile('invoice.pdf')).toBeNull();
  });

  it('titles the dialog by what is saved: a PDF, a CSV of lines, or an attachment', async () => {
    const show = vi.fn().mockResolvedValue({ canceled: false, filePath: '/home/b/x' });
    const saveFile = createSaveFile(show, '/home/b');
    await saveFile('Order 1042.pdf');
    await saveFile('cart.csv');
    await saveFile('delivery-note.docx');
    expect(show.mock.calls.map((call) => call[0].title)).toEqual(['Save as PDF', 'Export CSV', 'Save attachment']);
    expect(show.mock.calls[1]?.[0].filters).toEqual([{ name: 'CSV file', extensions: ['csv'] }]);
  });
});
