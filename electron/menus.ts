import { BrowserWindow, clipboard, Menu, type ContextMenuParams, type MenuItemConstructorOptions, type WebContents } from 'electron';
import { appMenu, type MenuAction, type MenuEntry, type MenuWords } from './core/desktop-menu/app-menu';
import { contextMenu, type ContextEntry } from './core/desktop-menu/context-menu';

/** Electron's menu from the core's plain template; each action of ours goes to `run`. */
function toElectron(entries: MenuEntry[], run: (action: MenuAction) => void): MenuItemConstructorOptions[] {
  return entries.map((entry): MenuItemConstructorOptions => {
    if ('type' in entry) return { type: 'separator' };
    if ('role' in entry) return { role: entry.role };
    if ('submenu' in entry) return { label: entry.label, submenu: toElectron(entry.submenu, run) };
    return { label: entry.label, accelerator: entry.accelerator, visible: entry.visible ?? true, click: () => run(entry.action) };
  });
}

/** The application menu (none in a kiosk: the caller's lock-down removes it too). */
export function installAppMenu(options: { packaged: boolean; kiosk: boolean; words: MenuWords; run: (action: MenuAction) => void }): void {
  const template = appMenu({ platform: process.platform, packaged: options.packaged, kiosk: options.kiosk, words: options.words });
  Menu.setApplicationMenu(template ? Menu.buildFromTemplate(toElectron(template, options.run)) : null);
}

function contextItem(entry: ContextEntry, contents: WebContents): MenuItemConstructorOptions {
  if ('type' in entry) return { type: 'separator' };
  if ('role' in entry) return { role: entry.role, label: entry.label, enabled: entry.enabled };
  if ('replaceMisspelling' in entry) return { label: entry.label, click: () => contents.replaceMisspelling(entry.replaceMisspelling) };
  if ('copyLink' in entry) return { label: entry.label, click: () => clipboard.writeText(entry.copyLink) };
  return { label: entry.label, enabled: false };
}

/** Right-click in the window: the core's menu for where the buyer clicked, shown at the pointer. */
export function installContextMenu(win: BrowserWindow, words: () => MenuWords): void {
  const contents = win.webContents;
  contents.on('context-menu', (_event, params: ContextMenuParams) => {
    const entries = contextMenu(params, words());
    if (entries.length === 0) return;
    Menu.buildFromTemplate(entries.map((entry) => contextItem(entry, contents))).popup({ window: win });
  });
}
