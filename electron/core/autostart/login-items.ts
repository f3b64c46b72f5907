import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { LoginItems } from '../deps';
import { desktopEntry } from './desktop-entry';
import { writeFileAtomic } from '../atomic-file';

export const AUTOSTART_FILE = 'wholesale-desk.desktop';
export const KIOSK_SWITCH = '--kiosk';

/** `$XDG_CONFIG_HOME/autostart`, or `~/.config/autostart` when it is unset or not absolute (XDG Base Directory spec). */
export function xdgAutostartDir(env: Record<string, string | undefined>, home: string): string {
  const config = env.XDG_CONFIG_HOME;
  return join(config && config.startsWith('/') ? config : join(home, '.config'), 'autostart');
}

/**
 * What starts the app: the AppImage file itself when run from one (its executable lives in a
 * mount that is gone after exit), the app folder after Electron's binary in development.
 */
export function launchCommand(p: { execPath: string; appImage?: string; appPath?: string | null }): string[] {
  if (p.appImage) return [p.appImage];
  return p.appPath ? [p.execPath, p.appPath] : [p.execPath];
}

/** Linux: writes (atomically) or removes `wholesale-desk.desktop` in the autostart folder. */
export function createXdgLoginItems(options: { dir: string; command: readonly string[] }): LoginItems {
  const file = join(options.dir, AUTOSTART_FILE);
  return {
    apply({ enabled, kiosk }) {
      if (!enabled) {
        rmSync(file, { force: true });
        return;
      }
      const text = desktopEntry({ argv: kiosk ? [...options.command, KIOSK_SWITCH] : options.command });
      writeFileAtomic(file, text, { mode: 0o644 });
    },
  };
}
