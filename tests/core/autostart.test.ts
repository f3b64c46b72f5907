import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { desktopEntry, execLine, quoteExecArg } from '../../electron/core/autostart/desktop-entry';
import { AUTOSTART_FILE, createXdgLoginItems, launchCommand, xdgAutostartDir } from '../../electron/core/autostart/login-items';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'autostart-test-'));
  dirs.push(dir);
  return dir;
};
const execOf = (text: string) => text.split('\n').find((line) => line.startsWith('Exec='));

describe('XDG autostart entry (Linux "open at login")', () => {
  it('writes the entry when turned on, rewrites it for kiosk start, removes it when turned off', () => {
    const dir = join(tempDir(), 'autostart'); // not there yet: created
    const items = createXdgLoginItems({ dir, command: ['/opt/Wholesale Desk/wholesale-desk'] });
    const file = join(dir, AUTOSTART_FILE);

    items.apply({ enabled: true, kiosk: false });
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('[Desktop Entry]\n')).toBe(true);
    expect(text).toContain('Type=Application\n');
    expect(execOf(text)).toBe('Exec="/opt/Wholesale Desk/wholesale-desk"');

    items.apply({ enabled: true, kiosk: true });
    expect(execOf(readFileSync(file, 'utf8'))).toBe('Exec="/opt/Wholesale Desk/wholesale-desk" --kiosk');

    items.apply({ enabled: false, kiosk: true });
    expect(existsSync(file)).toBe(false);
    items.apply({ enabled: false, kiosk: false }); // already gone: no error
  });

  it('quotes Exec arguments per the Desktop Entry spec', () => {
    expect(quoteExecArg('/usr/bin/wholesale-desk')).toBe('/usr/bin/wholesale-desk');
    expect(quoteExecArg('/a b/$HOME "x" `y`')).toBe('"/a b/\\$HOME \\"x\\" \\`y\\`"');
    expect(quoteExecArg('')).toBe('""');
    // A backslash is escaped inside the quotes, then again as a string value; % is not a field code.
    expect(execLine(['/opt/a\\b', '100%'])).toBe('"/opt/a\\\\\\\\b" 100%%');
    expect(() => execLine(['/opt/app\nExec=evil'])).toThrow(/control character/);
    expect(() => desktopEntry({ argv: ['/opt/app\r'] })).toThrow();
  });

  it('finds the autostart folder from XDG_CONFIG_HOME, else ~/.config', () => {
    expect(xdgAutostartDir({ XDG_CONFIG_HOME: '/home/mei/.cfg' }, '/home/mei')).toBe('/home/mei/.cfg/autostart');
    expect(xdgAutostartDir({}, '/home/mei')).toBe('/home/mei/.config/autostart');
    expect(xdgAutostartDir({ XDG_CONFIG_HOME: 'relative' }, '/home/mei')).toBe('/home/mei/.config/autostart');
  });

  it('starts the AppImage itself, or the app folder after Electron in development', () => {
    expect(launchCommand({ execPath: '/tmp/.mount_x/wholesale-desk', appImage: '/home/mei/Wholesale.AppImage' })).toEqual(['/home/mei/Wholesale.AppImage']);
    expect(launchCommand({ execPath: '/usr/lib/electron', appPath: '/src/app' })).toEqual(['/usr/lib/electron', '/src/app']);
    expect(launchCommand({ execPath: '/opt/wd/wholesale-desk' })).toEqual(['/opt/wd/wholesale-desk']);
  });
});
