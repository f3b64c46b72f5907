import { describe, expect, it } from 'vitest';
import { appMenu, type MenuEntry } from '../../electron/core/desktop-menu/app-menu';
import { acceleratorKeys, menuShortcuts } from '../../browser-shell/shortcuts';

const none = { ctrl: false, meta: false, alt: false, shift: false };

/** Every accelerator of the menu with what it does. */
function menuAccelerators(entries: readonly MenuEntry[]): { accelerator: string; action: unknown }[] {
  return entries.flatMap((entry) => {
    if ('submenu' in entry) return menuAccelerators(entry.submenu);
    return 'action' in entry && entry.accelerator ? [{ accelerator: entry.accelerator, action: entry.action }] : [];
  });
}

describe("the menu's keys in the window without the desktop shell", () => {
  it('are F1, Ctrl+1..4, Ctrl+K and Ctrl+, on Linux and Windows, doing what their menu entries do', () => {
    const keys = menuShortcuts('linux', false).map(({ accelerator, action }) => [accelerator, action]);
    expect(keys).toEqual([
      ['CmdOrCtrl+,', { navigate: '/settings' }],
      ['CmdOrCtrl+1', { navigate: '/' }],
      ['CmdOrCtrl+2', { navigate: '/quick-order' }],
      ['CmdOrCtrl+3', { navigate: '/order' }],
      ['CmdOrCtrl+4', { navigate: '/cart' }],
      ['CmdOrCtrl+K', { command: 'search' }],
      ['F1', { command: 'help' }],
    ]);
  });

  it("are every key of the menu that opens a screen or runs a page command, none left out (zoom is Chromium's own here)", () => {
    const menu = appMenu({ platform: 'linux', packaged: true, kiosk: false })!;
    const pageKeys = menuAccelerators(menu).filter(({ action }) => typeof action === 'object' && action !== null && ('navigate' in action || 'command' in action));
    expect(menuShortcuts('linux', false).map(({ accelerator }) => accelerator).sort()).toEqual(pageKeys.map(({ accelerator }) => accelerator).sort());
  });

  it('take Cmd for CmdOrCtrl on macOS', () => {
    const search = menuShortcuts('darwin', false).find(({ accelerator }) => accelerator === 'CmdOrCtrl+K');
    expect(search?.keys).toEqual({ ...none, key: 'k', meta: true });
  });

  it('are none at a kiosk, which keeps no menu', () => {
    expect(menuShortcuts('linux', true)).toEqual([]);
  });

  it("read Electron's accelerators as KeyboardEvent reports the keys", () => {
    expect(acceleratorKeys('F1', 'linux')).toEqual({ ...none, key: 'f1' });
    expect(acceleratorKeys('CmdOrCtrl+2', 'win32')).toEqual({ ...none, key: '2', ctrl: true });
    expect(acceleratorKeys('CmdOrCtrl+Plus', 'linux')).toEqual({ ...none, key: '+', ctrl: true });
    expect(acceleratorKeys('Ctrl+Shift+Alt+S', 'darwin')).toEqual({ key: 's', ctrl: true, meta: false, alt: true, shift: true });
    expect(acceleratorKeys('CmdOrCtrl+numadd', 'linux')).toBeNull();
    expect(acceleratorKeys('Hyper+K', 'linux')).toBeNull();
  });
});
