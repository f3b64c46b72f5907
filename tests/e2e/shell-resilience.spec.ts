import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeSerious, expect, test } from './harness';
import { startStorefront } from '../../server/index';
import { forward, passthrough } from './passthrough';

/** A loopback port nobody listens on (yet). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

test('an unreachable store shows a clear offline screen and recovers by itself', async ({ launch }) => {
  const port = await freePort();
  const app = await launch({ storeUrl: `http://127.0.0.1:${port}`, timeouts: { request: 2000, retryBackoff: 10, probe: 500 } });
  const { page } = app;
  await expect(page.getByRole('heading', { name: 'Cannot reach the store' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change store' })).toBeVisible();
  expect(await axeSerious(page)).toEqual([]);
  await app.screenshot('shell-offline');

  const store = await startStorefront({ port, testControl: true, products: 12 });
  try {
    // No click: the screen retries every few seconds.
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 15_000 });
  } finally {
    await app.close();
    await store.close();
  }
});

/** In the page from its first frame: whether the boot spinner was ever drawn. */
const WATCH_SPINNER = `new MutationObserver(() => {
  if (document.body?.textContent.includes('Connecting to your store')) window.__spinnerDrawn = true;
}).observe(document, { subtree: true, childList: true, characterData: true });`;

test('the start: no spinner flashes before a store that answers at once; a slow one gets it', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  await app.page.addInitScript({ content: WATCH_SPINNER });
  await app.page.reload();
  await expect(app.page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await app.page.waitForTimeout(500);
  expect(await app.page.evaluate(() => (globalThis as { __spinnerDrawn?: boolean }).__spinnerDrawn ?? false)).toBe(false);
  await app.close();

  // A first start (nothing remembered of the store) waits for its answer, and says so.
  const store = await startStorefront({ port: 0, testControl: true, products: 12 });
  const target = new URL(store.url);
  const slow = await passthrough(store.url, (incoming, outgoing) => {
    if (!incoming.url?.startsWith('/_api/global')) return false;
    setTimeout(() => forward(target, incoming, outgoing), 2000);
    return true;
  });
  try {
    const first = await launch({ storeUrl: slow.url, path: '/login' });
    // Launched, the app has seen the store once: forgotten again, the next start is a first one.
    await first.page.evaluate(() => (globalThis as unknown as { localStorage: { clear(): void } }).localStorage.clear());
    await first.page.reload();
    await expect(first.page.getByRole('status').filter({ hasText: 'Connecting to your store' })).toBeVisible();
    await expect(first.page.getByRole('heading', { name: 'Log in' })).toBeVisible({ timeout: 10_000 });
    await first.close();
  } finally {
    await slow.close();
    await store.close();
  }
});

test('a reset settings file is told once as a notice', async ({ launch }) => {
  const settingsDir = mkdtempSync(join(tmpdir(), 'wholesale-desk-corrupt-'));
  try {
    writeFileSync(join(settingsDir, 'settings.json'), '{ not json');
    const app = await launch({ settingsDir });
    await expect(app.page.getByTestId('toast')).toContainText('could not be read and were reset');
    await expect(app.page.getByRole('heading', { name: 'Connect to your store' })).toBeVisible();
    // The toast leaves by itself after 3 seconds.
    await expect(app.page.getByTestId('toast')).toHaveCount(0, { timeout: 6000 });
    await app.close();
  } finally {
    rmSync(settingsDir, { recursive: true, force: true });
  }
});

test('the launch path and deep links while running open their screen', async ({ launch }) => {
  const app = await launch({ launchPath: '/legal/privacy-policy' });
  const { page } = app;
  await expect(page).toHaveURL(/#\/legal\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await app.emit('app:navigate', { path: '/pages/about-us' });
  await expect(page).toHaveURL(/#\/pages\/about-us$/);
  // Only app paths are followed.
  await app.emit('app:navigate', { path: '//evil.test/x' });
  await expect(page).not.toHaveURL(/evil/);
});

test('hostile store HTML runs nothing and links open outside the app', async ({ app }) => {
  const { page } = app;
  app.store!.ctx.db
    .prepare("INSERT INTO pages (handle, title, body_html, kind, position, updated_at) VALUES (?, ?, ?, 'page', 99, ?)")
    .run(
      'hostile',
      'Hostile page',
      [
        '<p id="intro">Read this</p>',
        '<img src="x" onerror="window.__pwned = 1">',
        '<script>window.__pwned = 2</script>',
        '<style>body { display: none }</style>',
        '<form action="https://evil.test"><input name="password"><button>Send</button></form>',
        '<iframe src="https://evil.test"></iframe>',
        '<a id="js" href="javascript:window.__pwned = 3">js link</a>',
        '<a id="out" href="https://example.com/terms">External terms</a>',
        '<a id="in" href="/legal/refund-policy">Refund policy</a>',
      ].join(''),
      new Date().toISOString(),
    );
  await app.goto('/pages/hostile');
  await expect(page.getByText('Read this')).toBeVisible();

  const body = page.locator('.rich-text');
  await expect(body.locator('script, style, form, input, iframe')).toHaveCount(0);
  await expect(body.locator('[onerror]')).toHaveCount(0);
  await expect(body.locator('#js')).not.toHaveAttribute('href', /javascript:/);
  await expect(body.locator('#out')).toHaveAttribute('rel', 'noopener noreferrer');

  await body.locator('#js').click();
  await body.locator('#out').click();
  await expect.poll(() => app.openedExternal).toEqual(['https://example.com/terms']);
  expect(page.url()).toMatch(/#\/pages\/hostile$/);
  expect(await page.evaluate(() => (globalThis as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  await body.locator('#in').click();
  await expect(page).toHaveURL(/#\/legal\/refund-policy$/);
});

test('adding a store asks first; Escape keeps the current one and returns focus (Modal)', async ({ launch }) => {
  const port = await freePort();
  const app = await launch({ storeUrl: `http://127.0.0.1:${port}`, timeouts: { request: 2000, retryBackoff: 10, probe: 500 } });
  const { page } = app;
  const store = await startStorefront({ testControl: true, products: 12 });
  try {
    // The store in use, answered late by the main process: the field has it from the boot, and a
    // late answer does not land over what the buyer typed (it once joined the two addresses).
    await page.evaluate(() => {
      const w = globalThis as unknown as { __storefrontInvoke: (c: string, i: unknown) => Promise<unknown>; __lateUrlIn?: boolean };
      const original = w.__storefrontInvoke;
      w.__storefrontInvoke = async (channel, input) => {
        const answer = await original(channel, input);
        if (channel !== 'app:getStoreUrl') return answer;
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        setTimeout(() => (w.__lateUrlIn = true), 0);
        return answer;
      };
    });
    await page.getByRole('link', { name: 'Change store' }).click();
    await expect(page.getByRole('heading', { name: 'Add a store' })).toBeVisible();
    const address = page.getByLabel('Store address');
    await expect(address).toHaveValue(`http://127.0.0.1:${port}`, { timeout: 1_000 });
    await address.fill(store.url);
    await page.waitForFunction(() => (globalThis as unknown as { __lateUrlIn?: boolean }).__lateUrlIn === true);
    await expect(address).toHaveValue(store.url);
    const connect = page.getByRole('button', { name: 'Connect' });
    await connect.click();

    const dialog = page.getByRole('dialog', { name: 'Add this store?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(store.url);
    expect(await axeSerious(page)).toEqual([]);
    await app.screenshot('shell-modal');
    // Focus stays inside the dialog.
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(connect).toBeFocused();

    await connect.click();
    await dialog.getByRole('button', { name: 'Add store' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  } finally {
    await app.close();
    await store.close();
  }
});
