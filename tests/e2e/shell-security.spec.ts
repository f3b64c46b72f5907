import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { contentSecurityPolicy } from '../../electron/security/csp';
import { expect, test } from './harness';

/**
 * Adds `tag` with `attrs` to the page and answers the CSP directive it violated, or 'none'. Only a
 * violation by this element counts (its `src`, or inline content): the page has two policies (the
 * meta tag and the header), so an earlier injection's second report can still be on its way.
 */
function inject(page: Page, tag: string, attrs: Record<string, string>, text = '') {
  return page.evaluate(
    async ([name, attributes, content]) => {
      type El = { textContent: string; setAttribute(key: string, value: string): void };
      type Doc = {
        addEventListener(type: string, listener: (event: { violatedDirective: string; blockedURI: string }) => void): void;
        createElement(tag: string): El;
        body: { appendChild(node: El): void };
      };
      const doc = (globalThis as unknown as { document: Doc }).document;
      const blocked = attributes.src ?? 'inline';
      const violation = new Promise<string>((resolve) => {
        doc.addEventListener('securitypolicyviolation', (event) => {
          if (event.blockedURI === blocked) resolve(event.violatedDirective);
        });
      });
      const element = doc.createElement(name);
      for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
      element.textContent = content;
      doc.body.appendChild(element);
      return Promise.race([violation, new Promise<string>((resolve) => setTimeout(() => resolve('none'), 2000))]);
    },
    [tag, attrs, text] as const,
  );
}

test('an injected inline script does not run and raises a CSP violation', async ({ app }) => {
  const { page } = app;
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(await inject(page, 'script', {}, 'window.__pwned = true;')).toMatch(/^script-src/);
  expect(await page.evaluate(() => (globalThis as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
});

test('the page is served with the app CSP header, which allows images from the store only', async ({ app }) => {
  const { page } = app;
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  const response = await page.request.get(page.url());
  expect(response.headers()['content-security-policy']).toBe(contentSecurityPolicy({ storeOrigin: app.storeUrl }));
  // index.html's meta tag allows any loopback image; only the header narrows it to the store.
  expect(await inject(page, 'img', { src: 'http://127.0.0.1:9/not-the-store.png' })).toMatch(/^img-src/);
  expect(await inject(page, 'img', { src: `${app.storeUrl}/images/logo.svg` })).toBe('none');
});

test('an image-map link in store HTML stays inside the app', async ({ app }) => {
  const { page } = app;
  const pixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';
  app.store!.ctx.db
    .prepare("INSERT INTO pages (handle, title, body_html, kind, position, updated_at) VALUES (?, ?, ?, 'page', 99, ?)")
    .run(
      'mapped',
      'Mapped page',
      `<p>Map below</p><img id="map" src="${pixel}" width="200" height="100" usemap="#m" alt="map"><map name="m"><area shape="rect" coords="0,0,200,100" href="/legal/refund-policy" alt="Refund policy"></map>`,
      new Date().toISOString(),
    );
  await app.goto('/pages/mapped');
  await expect(page.getByText('Map below')).toBeVisible();
  await page.locator('#map').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/index.html');
  expect(app.openedExternal).toEqual([]);
});

/** A store that answers every boot with a full-page redirect (errors.redirect_url). */
async function redirectingStore(target: string) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ errors: { redirect_url: target }, message: 'This store has moved.' }));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((closed) => (server.closeAllConnections(), server.close(() => closed()))) };
}

test('a store redirect at boot opens the browser only when the buyer asks', async ({ launch }) => {
  const target = 'https://elsewhere.example.test/continue?from=store';
  const store = await redirectingStore(target);
  try {
    const app = await launch({ storeUrl: store.url });
    const { page } = app;
    await expect(page.getByRole('heading', { name: 'The store sent you elsewhere' })).toBeVisible();
    await expect(page.getByText(target)).toBeVisible();
    // A round trip through the bridge: an open sent during boot would have arrived by now.
    await page.evaluate(() => (globalThis as unknown as { storefront: { app: { getStoreUrl(): Promise<unknown> } } }).storefront.app.getStoreUrl());
    expect(app.openedExternal).toEqual([]);

    await page.getByRole('button', { name: 'Open in browser' }).click();
    await expect.poll(() => app.openedExternal).toEqual([target]);
  } finally {
    await store.close();
  }
});
