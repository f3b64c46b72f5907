import type { Settings as LoginItemSettings } from 'electron';
import { createXdgLoginItems, KIOSK_SWITCH, xdgAutostartDir } from '../core/autostart/login-items';
import type { LoginItems } from '../core/deps';

export interface LoginItemsOptions {
  platform: NodeJS.Platform;
  /** app.setLoginItemSettings (macOS and Windows). */
  setLoginItemSettings: (settings: LoginItemSettings) => void;
  env: Record<string, string | undefined>;
  home: string;
  /** What starts the app (launchCommand). */
  command: string[];
}

/** Linux: the core's XDG autostart file. macOS and Windows: the OS login items, with --kiosk when chosen. */
export function createLoginItems(options: LoginItemsOptions): LoginItems {
  if (options.platform === 'linux') return createXdgLoginItems({ dir: xdgAutostartDir(options.env, options.home), command: options.command });
  return {
    apply: ({ enabled, kiosk }) => options.setLoginItemSettings({ openAtLogin: enabled, args: kiosk ? [KIOSK_SWITCH] : [] }),
  };
}
