import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { openInBrowser, type BrowserShell } from '../../browser-shell/openInBrowser';
import { expect, RENDERER_DIR, test } from './harness';

/**
 * The browser shell's two checks, attacked as a hostile page would: the transport answers only the
 * app's own top document (a foreign page in the window, an about:blank frame inside the app are
 * refused), and the window lock keeps the window on the app (a navigation away is stopped, a popup
 * closed). The shell is the one `npm start` opens where Electron cannot start.
 */

/** A page of another origin that calls the app's channel the moment it loads, and says what it got. */
const LURE = `<!doctype html><title>lure</title><script>
  window.__answer = typeof window.__storefrontInvoke === 'function'
    ? window.__storefrontInvoke('app:getStoreUrl', {})
    : Promise.resolve('no transport');
</script>`;

async function foreignSite(): Promise<{ url: string; asked: string[]; server: Server }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/html' }).end(LURE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked, server };
}

/** A channel call from an about:blank frame the app's page makes, straight at the binding, and its answer. */
const callFromBlankFrame = (page: Page): Promise<unknown> =>
  page.evaluate(`new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.src = 'about:blank';
    document.body.appendChild(frame);
    frame.contentWindow.__storefrontAnswer = (id, result) => resolve(result);
    frame.contentWindow.__harnessInvoke(JSON.stringify({ id: 1, channel: 'app:getStoreUrl', input: {} }));
    setTimeout(() => resolve('no answer'), 3000);
  })`);

/** The app's own top document: answered. */
const callFromApp = (page: Page): Promise<unknown> => page.evaluate("window.__storefrontInvoke('app:getStoreUrl', {})");

/** A button that opens `url` by script and a link that opens it in a new window, clicked by a test (the popup blocker lets clicks through). */
const addOpeners = (page: Page, url: string) =>
  page.evaluate(`(() => {
    const button = document.createElement('button');
    button.id = 'open-popup';
    button.textContent = 'open';
    button.addEventListener('click', () => void window.open(${JSON.stringify(`${url}/popup`)}));
    const link = document.createElement('a');
    link.id = 'link-popup';
    link.textContent = 'link';
    link.href = ${JSON.stringify(`${url}/link`)};
    link.target = '_blank';
    for (const [element, left] of [[button, 0], [link, 200]]) {
      element.style.cssText = 'position:fixed;z-index:99999;top:0;padding:20px;left:' + left + 'px';
      document.body.appendChild(element);
    }
  })()`);

const REFUSED = { ok: false, error: { kind: 'refused' } };

test.describe("the browser shell's window", () => {
  let shell: BrowserShell | null = null;
  let browser: Browser | null = null;
  let site: Awaited<ReturnType<typeof foreignSite>> | null = null;
  let userData = '';

  test.beforeEach(async () => {
    userData = mkdtempSync(join(tmpdir(), 'shell-lock-'));
    site = await foreignSite();
    const env: Record<string, string | undefined> = { ...process.env };
    delete env.STOREFRONT_URL;
    // Headless: the same window, lock and transport, without a screen.
    shell = await openInBrowser({ argv: ['--headless=new', '--remote-debugging-port=0', '--no-sandbox'], env, rendererDir: RENDERER_DIR, userDataDir: userData, log: () => undefined });
    const portFile = join(userData, 'browser-shell', 'chromium-profile', 'DevToolsActivePort');
    await expect.poll(() => existsSync(portFile)).toBe(true);
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${readFileSync(portFile, 'utf8').split('\n')[0]}`);
  });

  test.afterEach(async () => {
    await browser?.close().catch(() => undefined);
    await shell?.close();
    site?.server.close();
    rmSync(userData, { recursive: true, force: true });
  });

  const appWindow = async () => {
    const pages = browser!.contexts().flatMap((context) => context.pages());
    const page = pages.find((candidate) => candidate.url().startsWith(shell!.appUrl));
    expect(page, 'the app window').toBeTruthy();
    await expect(page!.locator('#root')).not.toBeEmpty();
    return page!;
  };

  test('stays on the app when its page is led to another site, and answers the app as before', async () => {
    const page = await appWindow();
    expect(await callFromApp(page)).toMatchObject({ ok: true });
    await page.evaluate(`void (location.href = ${JSON.stringify(`${site!.url}/lure`)})`).catch(() => undefined);
    await page.waitForTimeout(500);
    expect(site!.asked, 'the other site was never asked for its page').toEqual([]);
    // Still the app's own document, not the other site nor Chromium's error page: the buyer goes on.
    expect(page.url().startsWith(`${shell!.appUrl}/index.html`)).toBe(true);
    await expect(page.locator('#root')).not.toBeEmpty();
    expect(await callFromApp(page)).toMatchObject({ ok: true });
  });

  test('closes a window the page opens, by script or by a link', async () => {
    const page = await appWindow();
    const context = page.context();
    await addOpeners(page, site!.url);
    for (const id of ['#open-popup', '#link-popup']) {
      const opened = context.waitForEvent('page');
      await page.click(id);
      const popup = await opened;
      await expect.poll(() => popup.isClosed(), { message: `the window ${id} opened is closed` }).toBe(true);
    }
    expect(context.pages()).toHaveLength(1);
    expect(context.pages()[0]!.url()).toContain(shell!.appUrl);
  });

  test('refuses a call from an about:blank frame inside the app', async () => {
    const page = await appWindow();
    expect(await callFromBlankFrame(page)).toMatchObject(REFUSED);
    expect(await callFromApp(page)).toMatchObject({ ok: true });
  });
});

test("the transport refuses a page of another origin in the app's window, then answers the app again", async ({ launch }) => {
  const site = await foreignSite();
  try {
    const app = await launch({ path: '/login' });
    const { page } = app;
    const appUrl = page.url();
    expect(await callFromApp(page)).toMatchObject({ ok: true });
    // The harness has no window lock: the window really shows the other site.
    await page.goto(`${site.url}/lure`);
    expect(await page.evaluate('window.__answer')).toMatchObject(REFUSED);
    await page.goto(appUrl);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(await callFromApp(page)).toMatchObject({ ok: true });
  } finally {
    site.server.close();
  }
});
