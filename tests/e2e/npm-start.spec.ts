import { test, expect, chromium, type Browser } from '@playwright/test';
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WINDOW_TITLE_SUFFIX } from '../../browser-shell/windowLock';
import { DEMO, fillLogin } from './auth-helpers';
import { ROOT } from './harness';
import { placeFromReview } from './place-review';
import { chooseExport } from './export-menu';

/**
 * `npm start` where Electron cannot start: the launcher (what `npm start` runs after its build)
 * opens the app in a Chromium window of its own, on the demo store it starts, and a buyer works
 * in that very window. With no display it opens on a virtual screen (Xvfb), as here in CI.
 */
const hasXvfb = spawnSync('/bin/sh', ['-c', 'command -v Xvfb'], { stdio: 'ignore' }).status === 0;

/** Resolves with the launcher's output once `pattern` shows in it. */
function waitForOutput(child: ChildProcessWithoutNullStreams, output: { text: string }, pattern: RegExp, ms: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(output.text);
      if (match) {
        clearTimeout(timer);
        child.stdout.off('data', check);
        resolve(match);
      }
    };
    const timer = setTimeout(() => reject(new Error(`no ${pattern} within ${ms} ms; the launcher said:\n${output.text}`)), ms);
    child.stdout.on('data', check);
    check();
  });
}

test.describe('npm start without Electron', () => {
  test.skip(!hasXvfb, 'needs Xvfb for the window (sudo apt-get install -y xvfb)');

  let launcher: ChildProcessWithoutNullStreams | null = null;
  let browser: Browser | null = null;
  const dirs: string[] = [];

  test.afterEach(async () => {
    await browser?.close().catch(() => undefined);
    if (launcher && launcher.exitCode === null) launcher.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  test('opens the app in a Chromium window on the demo store, where a buyer logs in and places an order; Ctrl+C stops it all', async () => {
    test.setTimeout(120_000);
    const userData = mkdtempSync(join(tmpdir(), 'wholesale-desk-user-data-'));
    const demoStore = mkdtempSync(join(tmpdir(), 'wholesale-desk-demo-store-'));
    const downloads = mkdtempSync(join(tmpdir(), 'wholesale-desk-downloads-'));
    dirs.push(userData, demoStore, downloads);
    const env: NodeJS.ProcessEnv = { ...process.env, WHOLESALE_DEMO_STORE_DIR: demoStore, XDG_DOWNLOAD_DIR: downloads };
    delete env.DISPLAY;
    delete env.WAYLAND_DISPLAY;
    delete env.STOREFRONT_URL;
    // --remote-debugging-port goes on to Chromium, like any switch the app does not read: how a
    // test reaches the launcher's own window.
    launcher = spawn(process.execPath, ['scripts/start.mjs', '--browser', `--user-data-dir=${userData}`, '--remote-debugging-port=0'], { cwd: ROOT, env });
    const output = { text: '' };
    launcher.stdout.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
    launcher.stderr.on('data', (chunk: Buffer) => (output.text += chunk.toString()));

    await waitForOutput(launcher, output, /The app is open/, 60_000);
    const display = /virtual screen \(Xvfb, DISPLAY=:(\d+)\)/.exec(output.text)?.[1];
    expect(display, 'the launcher names the virtual screen it started').toBeTruthy();
    const storeUrl = /Demo store: (http:\/\/127\.0\.0\.1:\d+)/.exec(output.text)?.[1];
    expect(storeUrl).toBeTruthy();

    const portFile = join(userData, 'browser-shell', 'chromium-profile', 'DevToolsActivePort');
    await expect.poll(() => existsSync(portFile)).toBe(true);
    const port = readFileSync(portFile, 'utf8').split('\n')[0];
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    const windows = browser.contexts().flatMap((context) => context.pages());
    expect(windows).toHaveLength(1);
    const page = windows[0]!;

    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`${WINDOW_TITLE_SUFFIX.replace(/[()]/g, '\\$&')}$`));
    await fillLogin(page, DEMO);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();

    await page.getByRole('link', { name: /^Cart/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await placeFromReview(page);
    await expect(page.getByText('Your order has been placed.')).toBeVisible();
    await page.waitForURL(/#\/order\/[^/]+$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
    await page.screenshot({ path: join(ROOT, 'test-results/screens/npm-start-browser-order.png') });

    // No save dialog without the desktop shell: the PDF goes to the Downloads folder, and the buyer is told so, once.
    await chooseExport(page, 'Save as PDF');
    await expect(page.getByText(/^Saved to .+ as .+\.pdf\.$/)).toHaveCount(1);
    await expect(page.getByText(/Saved to your Downloads folder/)).toHaveCount(0);
    await page.screenshot({ path: join(ROOT, 'test-results/screens/npm-start-browser-pdf.png') });
    await expect.poll(() => readdirSync(downloads).filter((name) => name.endsWith('.pdf')).length).toBe(1);
    const pdf = join(downloads, readdirSync(downloads).find((name) => name.endsWith('.pdf'))!);
    await expect.poll(() => readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');

    // Ctrl+C: the window, the demo store and the virtual screen all stop, and the launcher exits cleanly.
    const disconnected = new Promise<void>((resolve) => browser!.once('disconnected', () => resolve()));
    const exited = new Promise<number | null>((resolve) => launcher!.once('exit', (code) => resolve(code)));
    launcher.kill('SIGINT');
    expect(await exited).toBe(0);
    await disconnected;
    await expect(fetch(`${storeUrl}/_api/global`)).rejects.toThrow();
    await expect.poll(() => existsSync(`/tmp/.X11-unix/X${display}`)).toBe(false);
  });
});
