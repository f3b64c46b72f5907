import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { Page } from '@playwright/test';
import type { Printer } from '../../../electron/core/index';
import { chromiumPrinter } from '../../../browser-shell/standIns';

/**
 * Stand-ins for the desktop capabilities Electron gives the core, observable by tests:
 * printing is recorded, a PDF is Chromium's own print of the page (print media, A4), and dropped
 * files arrive through real drag events.
 */

/** The core's Printer: `printed` gets the app path shown at each print request; a PDF is the browser shell's. */
export function printerStandIn(page: () => Page | null, printed: string[]): Printer {
  const { pdf } = chromiumPrinter(page);
  return {
    print: async () => {
      const current = page();
      if (!current) throw new Error('No page to print.');
      printed.push(new URL(current.url()).hash.replace(/^#/, '') || '/');
      return true;
    },
    pdf,
  };
}

const TYPES: Record<string, string> = { '.pdf': 'application/pdf', '.png': 'image/png', '.jpg': 'image/jpeg', '.txt': 'text/plain', '.csv': 'text/csv' };

/** What the harness's init script (bridgeBundle.ts) adds for drops: Files it made know their path. */
interface DropWindow {
  __harnessDrop(selector: string, entries: { path: string; name: string; type: string; base64: string }[]): void;
}

/**
 * Drops files on the element matching `selector` with real dragenter/dragover/drop events whose
 * DataTransfer holds Files made from those paths' bytes. The harness's getPathForFile stand-in maps
 * exactly those File objects back to their paths, as Electron's webUtils does for a desktop drop.
 */
export async function dropFilesOn(page: Page, selector: string, paths: string[]): Promise<void> {
  const entries = await Promise.all(
    paths.map(async (path) => ({
      path,
      name: basename(path),
      type: TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      base64: (await readFile(path)).toString('base64'),
    })),
  );
  await page.evaluate(([target, files]) => (globalThis as unknown as DropWindow).__harnessDrop(target, files), [selector, entries] as const);
}

/**
 * A drag of one (page-made) file entering or leaving the element `selector` matches, without a
 * drop: for what the page shows while files are dragged over it.
 */
export async function dragFileOver(page: Page, selector: string, type: 'dragenter' | 'dragleave'): Promise<void> {
  await page.evaluate(`(() => {
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(new File(['x'], 'x.txt'));
    document.querySelector(${JSON.stringify(selector)}).dispatchEvent(new DragEvent(${JSON.stringify(type)}, { bubbles: true, dataTransfer }));
  })()`);
}
