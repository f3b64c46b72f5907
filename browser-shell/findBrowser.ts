import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** What the search may look at: the environment, the OS, files, and Playwright's own download. */
export interface BrowserProbe {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  exists(path: string): boolean;
  /** chromium.executablePath(): where `npx playwright install chromium` puts it (may not exist). */
  playwrightChromium(): string | null;
}

export type BrowserSearch = { ok: true; path: string; source: string } | { ok: false; message: string };

const MAC = ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', '/Applications/Chromium.app/Contents/MacOS/Chromium'];
const LINUX_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function onPath(name: string, probe: BrowserProbe): string | null {
  const separator = probe.platform === 'win32' ? ';' : ':';
  for (const dir of (probe.env.PATH ?? '').split(separator)) {
    if (!dir) continue;
    const path = join(dir, name);
    if (probe.exists(path)) return path;
  }
  return null;
}

function windowsChrome(env: BrowserProbe['env']): string[] {
  const roots = [env.PROGRAMFILES, env['PROGRAMFILES(X86)'], env.LOCALAPPDATA].filter((root): root is string => Boolean(root));
  return roots.map((root) => `${root}\\Google\\Chrome\\Application\\chrome.exe`);
}

/** One line a newcomer can act on: what is missing and the command that gets it. */
export function missingBrowserMessage(platform: NodeJS.Platform): string {
  const install = platform === 'linux' ? '`sudo apt-get install -y chromium` or `npx playwright install chromium`' : '`npx playwright install chromium`';
  return `No Chromium or Google Chrome found for the end-to-end tests: run ${install}, or set CHROMIUM_PATH to a Chromium-based browser.`;
}

/**
 * The browser the e2e harness drives, in this order: CHROMIUM_PATH (which must exist), Debian's
 * /usr/bin/chromium, chromium-browser and Google Chrome on PATH, Chrome's default places on macOS
 * and Windows, then Playwright's own download.
 */
export function findBrowser(probe: BrowserProbe): BrowserSearch {
  const chosen = probe.env.CHROMIUM_PATH;
  if (chosen) {
    if (probe.exists(chosen)) return { ok: true, path: chosen, source: 'CHROMIUM_PATH' };
    return { ok: false, message: `CHROMIUM_PATH is ${chosen}, which does not exist. ${missingBrowserMessage(probe.platform)}` };
  }
  if (probe.platform === 'linux' && probe.exists('/usr/bin/chromium')) return { ok: true, path: '/usr/bin/chromium', source: 'Debian chromium' };
  for (const name of LINUX_NAMES) {
    const path = onPath(probe.platform === 'win32' ? `${name}.exe` : name, probe);
    if (path) return { ok: true, path, source: name };
  }
  const defaults = probe.platform === 'darwin' ? MAC : probe.platform === 'win32' ? windowsChrome(probe.env) : [];
  for (const path of defaults) if (probe.exists(path)) return { ok: true, path, source: 'Google Chrome' };
  const downloaded = probe.playwrightChromium();
  if (downloaded && probe.exists(downloaded)) return { ok: true, path: downloaded, source: 'Playwright' };
  return { ok: false, message: missingBrowserMessage(probe.platform) };
}

/** The real machine's probe. */
export function machineProbe(playwrightChromium: () => string | null): BrowserProbe {
  return { env: process.env, platform: process.platform, exists: existsSync, playwrightChromium };
}
