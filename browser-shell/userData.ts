import { homedir } from 'node:os';
import { join } from 'node:path';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The app's user-data folder, where Electron puts it for this app (`app.getPath('userData')`):
 * the per-user config folder of the platform, then the app's package name.
 */
export function appUserDataDir(env: Env, platform: NodeJS.Platform = process.platform, home: string = homedir()): string {
  const name = 'wholesale-desk';
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', name);
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), name);
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), name);
}

/**
 * The browser shell's own folder inside it: settings, kept data and the Chromium profile. Not the
 * desktop app's settings file: without the OS key store the shell cannot read a remembered login,
 * and a login it cannot read is one the core forgets.
 */
export const browserShellDir = (userDataDir: string) => join(userDataDir, 'browser-shell');
