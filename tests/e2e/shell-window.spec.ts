import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { z } from 'zod';
// @ts-expect-error the launcher's helpers are plain JavaScript modules
import { ensureDisplay } from '../../scripts/display.mjs';
import { openInBrowser, type BrowserShell } from '../../browser-shell/openInBrowser';
import { centredBounds } from '../../browser-shell/windowBounds';
import { lockDownKiosk } from '../../browser-shell/kioskLock';
import { startStorefront, type RunningStorefront } from '../../server/index';
import { logIn } from './auth-helpers';
import { expect, RENDERER_DIR, ROOT, test } from './harness';

/**
 * The window `npm start` opens where Electron cannot start is the app as the desktop shell shows
 * it: an app window of the desktop app's size (no tabs, no address bar, no automation bar), the
 * menu's keys, the colours chosen in Settings, and "Import CSV or Excel" through the page's own
 * file chooser. Headless here: the same window, switches and page, without a screen.
 */

/** The switches Chromium was started with for the profile in `profileDir` (its browser process's, from /proc). */
function browserCommandLine(profileDir: string): string[] {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let args: string[];
    try {
      args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    } catch {
      continue; // gone meanwhile
    }
    if (args.includes(`--user-data-dir=${profileDir}`) && !args.some((arg) => arg.startsWith('--type='))) return args.slice(1);
  }
  throw new Error(`no Chromium runs with the profile ${profileDir}`);
}

type Display = { env: Record<string, string | undefined>; stop(): void };
/** The virtual screen `npm start` opens where there is none: Xvfb, with no window manager on it. */
const ensure = ensureDisplay as (env: Record<string, string | undefined>, platform: string) => Promise<Display>;
const hasXvfb = spawnSync('/bin/sh', ['-c', 'command -v Xvfb'], { stdio: 'ignore' }).status === 0;
const SIZE = z.object({ width: z.number(), height: z.number() });

const prefersDark = (page: Page) => page.evaluate("matchMedia('(prefers-color-scheme: dark)').matches");

test.describe('the window without the desktop shell', () => {
  let store: RunningStorefront | null = null;
  let shell: BrowserShell | null = null;
  let userData = '';

  /** The shell as `npm start` opens it, and its one window. */
  const open = async (options: { switches?: string[]; display?: Display } = {}): Promise<Page> => {
    const env: Record<string, string | undefined> = { ...process.env, ...options.display?.env, STOREFRONT_URL: store!.url };
    const argv = [...(options.display ? [] : ['--headless=new']), '--no-sandbox', ...(options.switches ?? [])];
    shell = await openInBrowser({ argv, env, rendererDir: RENDERER_DIR, userDataDir: userData, log: () => undefined });
    const { page } = shell;
    expect(page.context().pages(), 'one window').toEqual([page]);
    expect(page.url()).toContain(shell.appUrl);
    await expect(page.locator('#root')).not.toBeEmpty();
    return page;
  };

  const closeShell = async () => {
    await shell?.close();
    shell = null;
  };

  test.beforeEach(async () => {
    userData = mkdtempSync(join(tmpdir(), 'shell-window-'));
    store = await startStorefront({ port: 0 });
  });

  test.afterEach(async () => {
    await closeShell();
    await store?.close();
    rmSync(userData, { recursive: true, force: true });
  });

  test('opens as an app window at the desktop size, centred, without the automation bar or a tab beside it', async () => {
    test.skip(process.platform !== 'linux', 'reads the command line from /proc');
    const page = await open();
    const args = browserCommandLine(join(userData, 'browser-shell', 'chromium-profile'));
    expect(args).toEqual(expect.arrayContaining(['--app=data:text/html,', '--test-type', '--window-size=1280,800']));
    expect(args).not.toContain('--enable-automation');
    expect(args.filter((arg) => !arg.startsWith('-')), 'no page opened in a tab of its own').toEqual([]);
    const screen = await page.evaluate('({ x: screen.availLeft, y: screen.availTop, width: screen.availWidth, height: screen.availHeight })');
    const { bounds } = await (await page.context().newCDPSession(page)).send('Browser.getWindowForTarget');
    const expected = centredBounds(screen as { x: number; y: number; width: number; height: number });
    expect(bounds).toMatchObject({ left: expected.x, top: expected.y, width: expected.width, height: expected.height });
  });

  test('opens full screen at a kiosk, also on a screen without a window manager to ask', async () => {
    test.skip(!hasXvfb, 'needs Xvfb for a screen without a window manager (sudo apt-get install -y xvfb)');
    const display = await ensure({ ...process.env, DISPLAY: undefined, WAYLAND_DISPLAY: undefined }, process.platform);
    try {
      const page = await open({ switches: ['--kiosk'], display });
      const screen = SIZE.parse(await page.evaluate('({ width: screen.width, height: screen.height })'));
      const inner = SIZE.parse(await page.evaluate('({ width: innerWidth, height: innerHeight })'));
      // Chromium on X keeps a window asked for the exact screen size one pixel short of it.
      expect(inner.width, 'the page covers the screen').toBeGreaterThanOrEqual(screen.width - 1);
      expect(inner.height, 'the page covers the screen').toBeGreaterThanOrEqual(screen.height - 1);
      await closeShell();
    } finally {
      display.stop();
    }
  });

  test("a kiosk swallows the desktop kiosk's keys: reload, developer tools", async () => {
    const page = await open({ switches: ['--kiosk'] });
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await page.evaluate(`window.__seen = []; document.addEventListener('keydown', (event) => ['Control', 'Shift'].includes(event.key) || window.__seen.push(event.key)); window.__samePage = true;`);
    for (const key of ['F5', 'Control+R', 'F12', 'Control+Shift+I', 'a']) await page.keyboard.press(key);
    expect(await page.evaluate('window.__seen'), 'only the ordinary key reached the page').toEqual(['a']);
    expect(await page.evaluate('window.__samePage'), 'no reload').toBe(true);
  });

  test("the menu's keys open its screens and commands: Ctrl+2, Ctrl+3, Ctrl+1, F1, Ctrl+K", async () => {
    const page = await open();
    await logIn(page);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await page.keyboard.press('Control+2');
    await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();
    await page.keyboard.press('Control+3');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await page.keyboard.press('Control+1');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await page.keyboard.press('F1');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
    await page.keyboard.press('Control+K');
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search products' })).toBeFocused();
  });

  test('Dark in Settings turns the window dark at once and at the next start; System follows the system again', async () => {
    let page = await open();
    await logIn(page);
    expect(await prefersDark(page)).toBe(false);
    await page.keyboard.press('Control+,');
    await page.getByLabel('Colours').selectOption('dark');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await expect.poll(() => prefersDark(page)).toBe(true);
    await page.screenshot({ path: join(ROOT, 'test-results/screens/shell-window-dark.png') });

    await closeShell();
    page = await open();
    expect(await prefersDark(page), 'dark from the first frame of the next start').toBe(true);
    await logIn(page);
    await page.keyboard.press('Control+,');
    await page.getByLabel('Colours').selectOption('system');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(() => prefersDark(page)).toBe(false);
  });

  test('"Import CSV or Excel" reads the file chosen in the page\'s own file chooser', async () => {
    const page = await open();
    await logIn(page);
    await page.keyboard.press('Control+2');
    await expect(page.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();
    const csv = join(userData, 'order.csv');
    writeFileSync(csv, 'sku,quantity\r\nNO-SUCH-SKU,5\r\n');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Import CSV or Excel' }).click();
    const chosen = await chooser;
    expect(chosen.isMultiple()).toBe(false);
    expect(await chosen.element().getAttribute('accept')).toBe('.xlsx,.csv,.txt,.tsv');
    await chosen.setFiles(csv);
    await expect(page.getByText('Lines imported from order.csv: 1.')).toBeVisible();
    await expect(page.getByText('SKU not found')).toBeVisible();
    await expect(page.getByText(/needs the desktop app/)).toHaveCount(0);
  });

  test('"Choose file" for an order\'s attachment is the page\'s own file chooser too', async () => {
    const page = await open();
    await logIn(page);
    const account = await shell!.core.handlers['account:get']({});
    if (!account.ok) throw new Error(account.error.message);
    const order = account.data.orders[0]!;
    await page.evaluate(`location.hash = ${JSON.stringify(`#/order/${order.token}`)}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
    const pdf = join(userData, 'purchase-order.pdf');
    writeFileSync(pdf, '%PDF-1.4\n% a purchase order\n');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose file' }).click();
    await (await chooser).setFiles(pdf);
    await expect(page.getByTestId('picked-file')).toContainText('purchase-order.pdf');
  });
});

test("a kiosk without the desktop shell ends the buyer's session after the idle time, and not while someone is there", async ({ launch }) => {
  const app = await launch({ path: '/login', kiosk: true });
  const { page } = app;
  await logIn(page);
  // The lock the browser shell puts on a kiosk's window, with 6 s for its idle minutes, from the next page load on.
  const stop = await lockDownKiosk(page.context(), page, { idleMs: 6000, onIdle: () => app.core.endSession() });
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    // Someone is there: the mouse moving keeps the session well past the idle time.
    for (let i = 0; i < 10; i += 1) {
      await page.waitForTimeout(1000);
      await page.mouse.move(100 + i * 10, 200);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible({ timeout: 1000 });
    // Nobody: the login screen comes back.
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
  } finally {
    stop();
  }
});
