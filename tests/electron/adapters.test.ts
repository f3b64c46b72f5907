import type { SafeStorage } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { createFilePicker, createSaveFile } from '../../electron/adapters/files';
import { createSecretBox, hasRealKeyStore } from '../../electron/adapters/secretBox';
// The settings file's reading, as the app opens it (createFileSettings reads its bytes through it).
import { openSettings as createSettingsStore, type SettingsSource as SettingsBackend } from '../../electron/core/settings-open';
import { SETTINGS_KIOSK_KEPT_NOTICE, SETTINGS_NOT_OPENED_NOTICE, SETTINGS_RESET_NOTICE, defaultSettings, type Settings } from '../../electron/core/settings';
import { expectKioskPin } from '../core/support/kiosk-pin';

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

/** A settings backend in memory; `file` is what the settings file holds (null: no file). */
function memoryBackend(file: string | Uint8Array | null, options: { unopenable?: boolean } = {}) {
  const backend = {
    written: [] as Settings[],
    setAsideCount: 0,
    read: () => {
      if (options.unopenable) throw Object.assign(new Error('EBUSY: resource busy or locked'), { code: 'EBUSY' });
      return typeof file === 'string' ? Buffer.from(file, 'utf8') : file;
    },
    write: (settings: Settings) => {
      backend.written.push(structuredClone(settings));
    },
    setAside: () => {
      backend.setAsideCount += 1;
    },
  } satisfies SettingsBackend & Record<string, unknown>;
  return backend;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);
const KIOSK = { storeUrl: 'https://store.example.com', kiosk: { enabled: true, idleMinutes: 5, pin: '4821' } };

describe('settings read from the file (a bad file never stops the app)', () => {
  it('reads good settings without notices or writes', () => {
    const backend = memoryBackend(json({ storeUrl: 'https://store.example.com', kiosk: { enabled: true, idleMinutes: 5 } }));
    const settings = createSettingsStore(backend);
    expect(settings.get().storeUrl).toBe('https://store.example.com');
    expect(settings.get().kiosk).toEqual({ enabled: true, idleMinutes: 5 });
    expect(settings.notices.map((say) => say())).toEqual([]);
    expect(backend.written).toEqual([]);
  });

  it('starts with defaults on a missing file and says nothing', () => {
    const settings = createSettingsStore(memoryBackend(null));
    expect(settings.get()).toEqual(defaultSettings());
    expect(settings.notices.map((say) => say())).toEqual([]);
  });

  it.each([
    ['UTF-8 with a byte-order mark (Notepad, PowerShell 5 -Encoding UTF8)', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json(KIOSK), 'utf8')])],
    ['UTF-16 LE with its mark (PowerShell 5 Out-File)', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json(KIOSK), 'utf16le')])],
    ['UTF-16 BE with its mark', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(json(KIOSK), 'utf16le').swap16()])],
  ])('reads a kiosk file saved as %s, kiosk, PIN and store intact', (_how, bytes) => {
    const backend = memoryBackend(bytes);
    const settings = createSettingsStore(backend);
    expect(settings.get().kiosk).toMatchObject({ enabled: true, idleMinutes: 5 });
    expectKioskPin(settings.get().kiosk, '4821');
    expect(settings.get().storeUrl).toBe('https://store.example.com');
    expect(settings.notices.map((say) => say())).toEqual([]);
    expect(backend.setAsideCount).toBe(0);
    // Written once, the PIN hashed: the clear PIN is gone from the file.
    expect(backend.written).toHaveLength(1);
    expect(JSON.stringify(backend.written)).not.toContain('4821');
  });

  it('sets a file that is not JSON aside, starts with defaults and tells the user once', () => {
    const backend = memoryBackend('{"storeUrl": "https://store.exa');
    const settings = createSettingsStore(backend);
    expect(settings.get()).toEqual(defaultSettings());
    expect(settings.notices.map((say) => say())).toEqual([SETTINGS_RESET_NOTICE()]);
    expect(backend.setAsideCount).toBe(1);
    expect(backend.written).toEqual([defaultSettings()]);
  });

  it('keeps a kiosk a kiosk when its file is not JSON, with its PIN and store, and writes it so', () => {
    const broken = `${json(KIOSK).slice(0, -2)},\n}`; // a trailing comma from a hand edit
    const backend = memoryBackend(broken);
    const settings = createSettingsStore(backend);
    expect(settings.get().kiosk).toMatchObject({ enabled: true, idleMinutes: 10 });
    expectKioskPin(settings.get().kiosk, '4821');
    expect(settings.get().storeUrl).toBe('https://store.example.com');
    expect(settings.notices.map((say) => say())).toEqual([SETTINGS_KIOSK_KEPT_NOTICE()]);
    expect(backend.setAsideCount).toBe(1);
    expect(backend.written.at(-1)?.kiosk.enabled).toBe(true); // the next start is a kiosk too
  });

  it('keeps a kiosk locked without a PIN when the file names two PINs', () => {
    const settings = createSettingsStore(memoryBackend('{ kiosk: { enabled: true, pin: "1111" }, pin: "2222" '));
    expect(settings.get().kiosk).toEqual({ enabled: true, idleMinutes: 10 });
  });

  it('makes an unreadable file a kiosk when the command line asked for one', () => {
    const settings = createSettingsStore(memoryBackend('\u0000garbage'), { kiosk: true });
    expect(settings.get().kiosk.enabled).toBe(true);
    expect(settings.notices.map((say) => say())).toEqual([SETTINGS_KIOSK_KEPT_NOTICE()]);
  });

  it('does not make an unreadable file of a desktop a kiosk', () => {
    const settings = createSettingsStore(memoryBackend(json({ kiosk: { enabled: false, idleMinutes: 10 }, openAtLogin: { enabled: true, kiosk: false } }).slice(0, -3)));
    expect(settings.get().kiosk.enabled).toBe(false);
    expect(settings.notices.map((say) => say())).toEqual([SETTINGS_RESET_NOTICE()]);
  });

  it('runs locked as a kiosk and overwrites nothing when the file cannot be opened at all', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = memoryBackend(null, { unopenable: true });
    const settings = createSettingsStore(backend);
    expect(settings.get().kiosk.enabled).toBe(true);
    expect(settings.notices.map((say) => say())).toEqual([SETTINGS_NOT_OPENED_NOTICE()]);
    expect(settings.set({ windowBounds: { x: 1, y: 2, width: 900, height: 700 } })).toBe(false);
    expect(backend.written).toEqual([]);
    expect(backend.setAsideCount).toBe(0);
    error.mockRestore();
  });

  it('keeps the readable settings when only one is damaged', () => {
    const backend = memoryBackend(json({ storeUrl: 'https://store.example.com', windowBounds: { x: 'left' } }));
    const settings = createSettingsStore(backend);
    expect(settings.get().storeUrl).toBe('https://store.example.com');
    expect(settings.get().windowBounds).toBeNull();
    expect(settings.notices.map((say) => say())).toEqual([SETTINGS_RESET_NOTICE()]);
    expect(backend.setAsideCount).toBe(0);
  });

  it('writes every change through and hands out copies', () => {
    const backend = memoryBackend(null);
    const settings = createSettingsStore(backend);
    expect(settings.set({ windowBounds: { x: 1, y: 2, width: 900, height: 700 } })).toBe(true);
    expect(backend.written.at(-1)?.windowBounds).toEqual({ x: 1, y: 2, width: 900, height: 700 });
    settings.get().kiosk.enabled = true;
    expect(settings.get().kiosk.enabled).toBe(false);
  });

  it('says a change was not saved when the disk refuses the write, and keeps working in memory', () => {
    const backend = memoryBackend(null);
    backend.write = () => {
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    };
    const settings = createSettingsStore(backend);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(settings.set({ storeUrl: 'https://store.example.com' })).toBe(false);
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
