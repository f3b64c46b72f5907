import { describe, expect, it } from 'vitest';
import { appMenu, type MenuEntry } from '../../electron/core/desktop-menu/app-menu';
import { contextMenu, type ContextParams } from '../../electron/core/desktop-menu/context-menu';
import { keptZoom, nextZoom } from '../../electron/core/desktop-menu/zoom';

const roles = (entries: MenuEntry[]): string[] =>
  entries.flatMap((e) => ('role' in e ? [e.role] : 'submenu' in e ? roles(e.submenu) : []));
const accelerators = (entries: MenuEntry[]): string[] =>
  entries.flatMap((e) => ('accelerator' in e && e.accelerator ? [e.accelerator] : 'submenu' in e ? accelerators(e.submenu) : []));
const top = (entries: MenuEntry[]) => entries.map((e) => ('label' in e ? e.label : ''));

describe('the application menu', () => {
  it('on Windows and Linux: File, Edit, View, Go, Window, Help, with the edit roles and the app keys', () => {
    const menu = appMenu({ platform: 'win32', packaged: true, kiosk: false })!;
    expect(top(menu)).toEqual(['File', 'Edit', 'View', 'Go', 'Window', 'Help']);
    expect(roles(menu)).toEqual(expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll', 'togglefullscreen', 'quit']));
    expect(accelerators(menu)).toEqual(expect.arrayContaining(['CmdOrCtrl+K', 'CmdOrCtrl+,', 'CmdOrCtrl+Plus', 'CmdOrCtrl+-', 'CmdOrCtrl+0', 'CmdOrCtrl+numadd', 'F1']));
  });

  it('on macOS: the app menu first, with Settings, and Edit (what makes Cmd+C and Cmd+V work)', () => {
    const menu = appMenu({ platform: 'darwin', packaged: true, kiosk: false })!;
    expect(top(menu)[0]).toBe('Wholesale Desk');
    expect(roles(menu)).toEqual(expect.arrayContaining(['about', 'hide', 'quit', 'copy', 'paste', 'pasteAndMatchStyle', 'front']));
  });

  it('has no reload or developer tools when packaged, and no menu at all in a kiosk', () => {
    expect(roles(appMenu({ platform: 'linux', packaged: true, kiosk: false })!)).not.toEqual(expect.arrayContaining(['reload']));
    expect(roles(appMenu({ platform: 'linux', packaged: true, kiosk: false })!)).not.toContain('toggleDevTools');
    expect(roles(appMenu({ platform: 'linux', packaged: false, kiosk: false })!)).toContain('toggleDevTools');
    expect(appMenu({ platform: 'linux', packaged: true, kiosk: true })).toBeNull();
  });

  it('has Export diagnostics, Show logs and Check for updates in Help', () => {
    const help = appMenu({ platform: 'linux', packaged: true, kiosk: false })!.at(-1)!;
    expect('submenu' in help && help.submenu.flatMap((e) => ('action' in e ? [e.action] : []))).toEqual([
      { command: 'help' }, { desktop: 'exportDiagnostics' }, { desktop: 'showLogs' }, { desktop: 'checkForUpdates' },
    ]);
  });

  it('uses no key twice', () => {
    const keys = accelerators(appMenu({ platform: 'linux', packaged: false, kiosk: false })!);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

const params = (over: Partial<ContextParams> = {}): ContextParams => ({
  isEditable: false, selectionText: '', linkURL: '', misspelledWord: '', dictionarySuggestions: [],
  editFlags: { canCut: false, canCopy: false, canPaste: false, canSelectAll: false }, ...over,
});
const labels = (entries: ReturnType<typeof contextMenu>) => entries.map((e) => ('label' in e ? e.label : '—'));

describe('the right-click menu', () => {
  it('offers cut, copy, paste and select all in a field, enabled as the field allows', () => {
    const menu = contextMenu(params({ isEditable: true, editFlags: { canCut: false, canCopy: false, canPaste: true, canSelectAll: true } }));
    expect(labels(menu)).toEqual(['Cut', 'Copy', 'Paste', '—', 'Select all']);
    expect(menu.filter((e) => 'enabled' in e && e.enabled).map((e) => ('label' in e ? e.label : ''))).toEqual(['Paste', 'Select all']);
  });

  it('puts spelling suggestions first on a misspelled word', () => {
    const menu = contextMenu(params({ isEditable: true, misspelledWord: 'pleese', dictionarySuggestions: ['please', 'pleases'] }));
    expect(labels(menu).slice(0, 3)).toEqual(['please', 'pleases', '—']);
    expect(labels(contextMenu(params({ isEditable: true, misspelledWord: 'xqzt' })))[0]).toBe('No spelling suggestions');
  });

  it('offers Copy on a selection and Copy link on a web link, and nothing elsewhere', () => {
    expect(labels(contextMenu(params({ selectionText: 'MYR 12.00', editFlags: { canCut: false, canCopy: true, canPaste: false, canSelectAll: false } })))).toEqual(['Copy']);
    expect(contextMenu(params({ linkURL: 'https://store.example/terms' }))).toEqual([{ label: 'Copy link', copyLink: 'https://store.example/terms' }]);
    expect(contextMenu(params({ linkURL: 'javascript:alert(1)' }))).toEqual([]);
    expect(contextMenu(params())).toEqual([]);
  });
});

describe('zoom', () => {
  it('steps between 80 % and 200 %, and resets to 100 %', () => {
    expect(nextZoom(1, 'in')).toBe(1.1);
    expect(nextZoom(2, 'in')).toBe(2);
    expect(nextZoom(0.8, 'out')).toBe(0.8);
    expect(nextZoom(1.5, 'reset')).toBe(1);
    expect(nextZoom(1.3, 'out')).toBe(1.1);
  });

  it('reads a kept zoom as a step, whatever the file says', () => {
    expect(keptZoom(1.5)).toBe(1.5);
    expect(keptZoom(7)).toBe(2);
    expect(keptZoom('big')).toBe(1);
  });
});
