import menuWords from '../../../resources/locales/en_US/menu.json' with { type: 'json' };

export type MenuWords = typeof menuWords;
/** The bundled English words of the main process (menus, dialogs). */
export const ENGLISH_MENU_WORDS: MenuWords = menuWords;

/** The menu words of a dictionary in force, English for any it lacks. */
export function menuWordsIn(words: Readonly<Record<string, Readonly<Record<string, string>>>>): MenuWords {
  const section = words.menu ?? {};
  const entries = Object.entries(menuWords).map(([key, english]) => [key, section[key] || english]);
  return Object.fromEntries(entries) as MenuWords;
}

/** What an entry of ours does: open a screen, or a command the page carries out (the same as its keys). */
export type MenuAction =
  | { navigate: string }
  | { command: 'search' | 'help' }
  | { zoom: 'in' | 'out' | 'reset' }
  /** The shell's own: a diagnostics zip where the save dialog says, the logs' folder, or an update check. */
  | { desktop: 'exportDiagnostics' | 'showLogs' | 'checkForUpdates' };

/** Electron's own roles used here: the system does these (and on macOS they make Cmd+C/V work at all). */
export type MenuRole =
  | 'undo' | 'redo' | 'cut' | 'copy' | 'paste' | 'pasteAndMatchStyle' | 'delete' | 'selectAll'
  | 'togglefullscreen' | 'minimize' | 'close' | 'quit' | 'about' | 'hide' | 'hideOthers' | 'unhide' | 'services'
  | 'front' | 'zoom' | 'reload' | 'toggleDevTools';

export type MenuEntry =
  | { type: 'separator' }
  | { role: MenuRole }
  | { label: string; accelerator?: string; action: MenuAction; visible?: boolean }
  | { label: string; submenu: MenuEntry[] };

export interface AppMenuInput {
  platform: NodeJS.Platform;
  /** A packaged app has no reload and no developer tools in its menu. */
  packaged: boolean;
  kiosk: boolean;
  words?: MenuWords;
}

const separator = { type: 'separator' } as const;

/**
 * The application menu as plain data, per platform: the standard menus with the system's roles, and
 * the app's screens and commands with their keys. Null for a kiosk, which keeps no menu. The glue
 * turns it into Electron's menu and each action into a page event.
 */
export function appMenu({ platform, packaged, kiosk, words = menuWords }: AppMenuInput): MenuEntry[] | null {
  if (kiosk) return null;
  const mac = platform === 'darwin';
  const settings = { label: words.settings, accelerator: 'CmdOrCtrl+,', action: { navigate: '/settings' } };
  const edit: MenuEntry[] = [
    { role: 'undo' },
    { role: 'redo' },
    separator,
    { role: 'cut' },
    { role: 'copy' },
    { role: 'paste' },
    ...(mac ? [{ role: 'pasteAndMatchStyle' } as const] : []),
    { role: 'delete' },
    { role: 'selectAll' },
  ];
  const view: MenuEntry[] = [
    ...(packaged ? [] : [{ role: 'reload' } as const, { role: 'toggleDevTools' } as const, separator]),
    { label: words.zoom_reset, accelerator: 'CmdOrCtrl+0', action: { zoom: 'reset' } },
    { label: words.zoom_in, accelerator: 'CmdOrCtrl+Plus', action: { zoom: 'in' } },
    { label: words.zoom_out, accelerator: 'CmdOrCtrl+-', action: { zoom: 'out' } },
    // The same keys on the numeric keypad, and = (the unshifted +) on most layouts: kept out of sight.
    { label: words.zoom_in, accelerator: 'CmdOrCtrl+=', action: { zoom: 'in' }, visible: false },
    { label: words.zoom_in, accelerator: 'CmdOrCtrl+numadd', action: { zoom: 'in' }, visible: false },
    { label: words.zoom_out, accelerator: 'CmdOrCtrl+numsub', action: { zoom: 'out' }, visible: false },
    { label: words.zoom_reset, accelerator: 'CmdOrCtrl+num0', action: { zoom: 'reset' }, visible: false },
    separator,
    { role: 'togglefullscreen' },
  ];
  const go: MenuEntry[] = [
    { label: words.products, accelerator: 'CmdOrCtrl+1', action: { navigate: '/' } },
    { label: words.quick_order, accelerator: 'CmdOrCtrl+2', action: { navigate: '/quick-order' } },
    { label: words.orders, accelerator: 'CmdOrCtrl+3', action: { navigate: '/order' } },
    { label: words.cart, accelerator: 'CmdOrCtrl+4', action: { navigate: '/cart' } },
    separator,
    { label: words.search, accelerator: 'CmdOrCtrl+K', action: { command: 'search' } },
  ];
  return [
    ...(mac
      ? [{
        label: 'Wholesale Desk',
        submenu: [
          { role: 'about' }, separator, settings, separator, { role: 'services' }, separator,
          { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, separator, { role: 'quit' },
        ] satisfies MenuEntry[],
      }]
      : []),
    { label: words.file, submenu: mac ? [{ role: 'close' }] : [settings, separator, { role: 'quit' }] },
    { label: words.edit, submenu: edit },
    { label: words.view, submenu: view },
    { label: words.go, submenu: go },
    { label: words.window, submenu: mac ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }] : [{ role: 'minimize' }, { role: 'close' }] },
    {
      label: words.help,
      submenu: [
        { label: words.shortcuts, accelerator: 'F1', action: { command: 'help' } },
        separator,
        { label: words.export_diagnostics, action: { desktop: 'exportDiagnostics' } },
        { label: words.show_logs, action: { desktop: 'showLogs' } },
        separator,
        { label: words.check_updates, action: { desktop: 'checkForUpdates' } },
      ],
    },
  ];
}
