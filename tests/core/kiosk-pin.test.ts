import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPin, pinMatches } from '../../electron/core/desktop-settings/kiosk-pin';
import { createCore, createFileSettings } from '../../electron/core/index';
import { testDeps } from './support/deps';
import { expectKioskPin } from './support/kiosk-pin';

/** The kiosk PIN is kept salted and hashed: a copy of settings.json does not give it away. */
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folderWith(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-pin-file-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'settings.json'), text);
  return dir;
}

describe('the kiosk PIN in settings.json', () => {
  it('written in clear by whoever set the kiosk up is hashed on first read, and still opens the settings', async () => {
    const dir = folderWith(JSON.stringify({ storeUrl: 'https://shop.example.com', kiosk: { enabled: true, idleMinutes: 7, pin: '482193' } }));
    const settings = createFileSettings(dir);
    const onDisk = readFileSync(join(dir, 'settings.json'), 'utf8');
    expect(onDisk).not.toContain('482193');
    expectKioskPin(JSON.parse(onDisk).kiosk, '482193');
    expect(settings.get()).toMatchObject({ storeUrl: 'https://shop.example.com', kiosk: { enabled: true, idleMinutes: 7 } });
    expect(settings.notices).toEqual([]);

    const core = createCore(testDeps({ settings: createFileSettings(dir), kiosk: true }));
    expect(await core.handlers['settings:unlock']({ pin: '000000' })).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(await core.handlers['settings:unlock']({ pin: '482193' })).toMatchObject({ ok: true, data: { locked: false } });
    core.dispose();
  });

  it('is salted: the same PIN twice is kept as two different hashes, each opening with it alone', () => {
    const [one, two] = [hashPin('4821'), hashPin('4821')];
    expect(one).not.toBe(two);
    expect(pinMatches('4821', one) && pinMatches('4821', two)).toBe(true);
    expect(pinMatches('4822', one)).toBe(false);
    expect(pinMatches('4821', 'scrypt:nonsense')).toBe(false);
  });

  it('kept hashed survives a file that broke, as a clear one does', () => {
    const kept = hashPin('7070');
    const dir = folderWith(`{ "kiosk": { "enabled": true, "pinHash": "${kept}", } }`);
    expect(createFileSettings(dir).get().kiosk).toMatchObject({ enabled: true, pinHash: kept });
  });
});
