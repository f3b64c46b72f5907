import { appMenu, type MenuAction, type MenuEntry } from '../electron/core/desktop-menu/app-menu';

/** What a key of the menu does in the page: open a screen, or a command the page carries out. */
export type PageAction = Extract<MenuAction, { navigate: string } | { command: string }>;

/** A key press as KeyboardEvent reports it: `key` lower-cased, and the modifiers held. */
export interface Keys {
  key: string;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

export interface Shortcut {
  /** As the menu writes it (Electron's accelerator). */
  accelerator: string;
  keys: Keys;
  action: PageAction;
}

/** Electron's names for keys that KeyboardEvent.key writes otherwise. */
const KEY_NAMES: Record<string, string> = { plus: '+', space: ' ', esc: 'escape', return: 'enter' };

/** The keys of an Electron accelerator ("CmdOrCtrl+K", "F1") on `platform`; null for one a page cannot tell (numpad keys). */
export function acceleratorKeys(accelerator: string, platform: NodeJS.Platform): Keys | null {
  const mac = platform === 'darwin';
  const parts = accelerator.split('+');
  // "CmdOrCtrl+Plus" is written out; a trailing "+" after "+" would be the plus key itself.
  const last = parts.pop();
  if (last === undefined || last === '') return null;
  const keys: Keys = { key: KEY_NAMES[last.toLowerCase()] ?? last.toLowerCase(), ctrl: false, meta: false, alt: false, shift: false };
  if (/^num/.test(keys.key)) return null;
  for (const part of parts.map((name) => name.toLowerCase())) {
    if (part === 'cmdorctrl' || part === 'commandorcontrol') keys[mac ? 'meta' : 'ctrl'] = true;
    else if (part === 'ctrl' || part === 'control') keys.ctrl = true;
    else if (part === 'cmd' || part === 'command' || part === 'super' || part === 'meta') keys.meta = true;
    else if (part === 'alt' || part === 'option') keys.alt = true;
    else if (part === 'shift') keys.shift = true;
    else return null;
  }
  return keys;
}

const isPageAction = (action: MenuAction): action is PageAction => 'navigate' in action || 'command' in action;

function collect(entries: readonly MenuEntry[], platform: NodeJS.Platform, into: Shortcut[]): Shortcut[] {
  for (const entry of entries) {
    if ('submenu' in entry) collect(entry.submenu, platform, into);
    else if ('action' in entry && entry.accelerator && isPageAction(entry.action)) {
      const keys = acceleratorKeys(entry.accelerator, platform);
      if (keys) into.push({ accelerator: entry.accelerator, keys, action: entry.action });
    }
  }
  return into;
}

/**
 * The keys of the desktop app's menu that open a screen or run a page command (F1, Ctrl+1..4,
 * Ctrl+K, Ctrl+,), read from the menu itself, so the window without the desktop shell answers the
 * same keys. A kiosk keeps no menu, and so no keys of it.
 */
export function menuShortcuts(platform: NodeJS.Platform, kiosk: boolean): Shortcut[] {
  const menu = appMenu({ platform, packaged: true, kiosk });
  return menu ? collect(menu, platform, []) : [];
}

/**
 * Init script: a menu key pressed anywhere in the app's page does what the menu entry does, and
 * nothing else (not Chromium's own use of it, such as F1's help page, nor the page's): the event
 * the desktop menu sends, delivered as the shell delivers the core's events.
 */
export function shortcutScript(shortcuts: readonly Shortcut[]): string {
  const table = shortcuts.map(({ keys, action }) => ({ keys, event: 'navigate' in action ? 'app:navigate' : 'app:command', payload: 'navigate' in action ? { path: action.navigate } : { command: action.command } }));
  return `if (window === window.top) {
  const shortcuts = ${JSON.stringify(table)};
  window.addEventListener('keydown', (event) => {
    if (event.isComposing || typeof event.key !== 'string') return;
    const key = event.key.toLowerCase();
    const found = shortcuts.find(({ keys }) => keys.key === key && keys.ctrl === event.ctrlKey && keys.meta === event.metaKey && keys.alt === event.altKey && keys.shift === event.shiftKey);
    if (!found) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    window.__storefrontEmit?.(found.event, found.payload);
  }, true);
}`;
}
