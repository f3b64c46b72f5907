import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import type { Page } from 'playwright-core';
import type { Emit, FileOpener, Notifier, Printer, SecretBox } from '../electron/core/index';

/**
 * Desktop capabilities for the app in a plain Chromium window, each saying to the buyer what it
 * does instead of the desktop's: there are no native dialogs, notifications or key store here.
 */

/** No OS key store: "remember me" is not kept, as on a desktop without one. */
export const noKeyStore: SecretBox = {
  isAvailable: () => false,
  encrypt: () => {
    throw new Error('No key store in the browser shell.');
  },
  decrypt: () => {
    throw new Error('No key store in the browser shell.');
  },
};

/** A name in `dir` that is not taken yet: "order.pdf", then "order (2).pdf", ... */
export function freeName(dir: string, wanted: string, exists: (path: string) => boolean = existsSync): string {
  const last = basename(wanted.replace(/\\/g, '/'));
  const name = last === '' || last === '.' || last === '..' ? 'download' : last;
  const extension = extname(name);
  const stem = name.slice(0, name.length - extension.length);
  for (let n = 1; ; n += 1) {
    const candidate = join(dir, n === 1 ? name : `${stem} (${n})${extension}`);
    if (!exists(candidate)) return candidate;
  }
}

/** No save dialog: every file goes to the Downloads folder under a free name, and the buyer is told where. */
export function saveToDownloads(emit: Emit, dir: string) {
  return async (suggestedName: string, options: { pageSaysWhere?: boolean } = {}): Promise<string> => {
    mkdirSync(dir, { recursive: true });
    const path = freeName(dir, suggestedName);
    if (!options.pageSaysWhere) emit('app:notice', { message: `Saved to your Downloads folder as ${basename(path)} (this window has no save dialog).` });
    return path;
  };
}

/** Print opens Chromium's own print dialog; a PDF is Chromium's print of the page, A4 with backgrounds. */
export function chromiumPrinter(page: () => Page | null): Printer {
  const live = () => {
    const current = page();
    if (!current) throw new Error('No window to print.');
    return current;
  };
  return {
    print: async () => {
      // Not awaited: the dialog holds the page's script until it closes, and the answer goes first.
      await live().evaluate('void setTimeout(() => print(), 0)');
      return true;
    },
    pdf: async () => {
      const current = live();
      const cdp = await current.context().newCDPSession(current);
      try {
        const { data } = await cdp.send('Page.printToPDF', { paperWidth: 8.27, paperHeight: 11.69, printBackground: true });
        return new Uint8Array(Buffer.from(data, 'base64'));
      } finally {
        await cdp.detach().catch(() => undefined);
      }
    },
  };
}

/** No system notifications: each shows in the window as a notice and in the terminal. */
export function noticeNotifier(emit: Emit, log: (line: string) => void): Notifier {
  return {
    show: ({ title, body }) => {
      log(`Notification: ${title}: ${body}`);
      emit('app:notice', { message: `${title}: ${body}` });
    },
  };
}

/** A saved PDF opens with the system's opener (xdg-open, open, explorer); "Show in folder" opens its folder. */
export function openFilesWithSystem(log: (line: string) => void, platform: NodeJS.Platform = process.platform): FileOpener {
  const run = openWithSystem(log, platform);
  return { open: run, reveal: (path) => run(dirname(path)) };
}

/** Links out open in the system's browser or mail program (the core has checked them), and are printed. */
export function openWithSystem(log: (line: string) => void, platform: NodeJS.Platform = process.platform) {
  const opener = platform === 'darwin' ? 'open' : platform === 'win32' ? 'explorer' : 'xdg-open';
  return async (url: string): Promise<void> => {
    log(`Opening outside the app: ${url}`);
    const child = spawn(opener, [url], { detached: true, stdio: 'ignore' });
    child.on('error', () => log(`No ${opener} here: open ${url} yourself.`));
    child.unref();
  };
}
