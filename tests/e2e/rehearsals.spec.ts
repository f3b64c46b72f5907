import type { Page } from '@playwright/test';
import { axeSerious, expect, test } from './harness';
import { SMALL_STORE, logIn } from './auth-helpers';

interface Seen {
  /** Each rehearsed element added: whether it could be seen, and whether it was out of reach. */
  parts: { kind: string; visible: boolean; outOfReach: boolean }[];
  calls: string[];
  /** The window's title when the first rehearsed part came. */
  title: string | null;
}

/**
 * Watches the page from its first frame (a string: the Node tsconfig has no DOM types, rightly):
 * every product card and cart row added inside a rehearsal layer, the store calls, and the window's
 * title when the first came.
 */
const WATCH = `(() => {
  const seen = { parts: [], calls: [], title: null };
  window.__rehearsal = seen;
  const invoke = window.__storefrontInvoke;
  window.__storefrontInvoke = (channel, input) => { seen.calls.push(channel); return invoke(channel, input); };
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1 || !node.matches('.rehearsal-layer')) continue;
        for (const part of node.querySelectorAll('.product-card, .cart-row:not(.cart-row--head)')) {
          seen.title ??= document.title;
          seen.parts.push({
            kind: part.matches('.product-card') ? 'card' : 'cart row',
            visible: part.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
            outOfReach: part.closest('[inert][aria-hidden="true"]') !== null,
          });
        }
      }
  }).observe(document, { subtree: true, childList: true });
})();`;

const seenIn = async (page: Page) => (await page.evaluate(() => (globalThis as unknown as { __rehearsal: Seen }).__rehearsal)) as Seen;
const kinds = (seen: Seen, kind: string) => seen.parts.filter((part) => part.kind === kind);

test('while a guest is on the login screen, the product list is rehearsed out of sight and leaves nothing behind', async ({ launch }) => {
  const app = await launch(SMALL_STORE);
  const { page } = app;
  await page.addInitScript({ content: WATCH });
  await page.reload();
  const email = page.getByLabel('Email');
  await expect(email).toBeFocused();

  // The rehearsal happens while the buyer would be typing: cards come and go.
  await expect.poll(async () => kinds(await seenIn(page), 'card').length, { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(page.locator('.product-card, .rehearsal-layer')).toHaveCount(0);

  const seen = await seenIn(page);
  expect(seen.parts.filter((part) => part.visible)).toEqual([]);
  expect(seen.parts.filter((part) => !part.outOfReach)).toEqual([]);
  // Made-up products: nothing was asked of the store for them, and the window kept its title.
  expect(seen.calls.filter((channel) => channel.startsWith('catalog:') || channel.startsWith('cart:'))).toEqual([]);
  expect(await page.title()).toBe(seen.title);
  await expect(email).toBeFocused();
  expect(await axeSerious(page)).toEqual([]);
});

test('after a login the cart is rehearsed out of sight, with nothing written and the list untouched', async ({ launch }) => {
  const app = await launch(SMALL_STORE);
  const { page } = app;
  await page.addInitScript({ content: WATCH });
  await page.reload();
  await logIn(page);
  const cards = page.locator('.product-grid .product-card');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.count();

  await expect.poll(async () => kinds(await seenIn(page), 'cart row').length, { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(page.locator('.rehearsal-layer, .cart-row')).toHaveCount(0);

  const seen = await seenIn(page);
  expect(kinds(seen, 'cart row').filter((part) => part.visible || !part.outOfReach)).toEqual([]);
  // A made-up cart: nothing is sent to the store or kept as a draft for it.
  expect(seen.calls.filter((channel) => /^cart:(create|update|placeOrder)|^drafts:save/.test(channel))).toEqual([]);
  await expect(cards).toHaveCount(shown);
  await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
  expect(await axeSerious(page)).toEqual([]);
});

test('a buyer who goes straight to the cart gets no rehearsed copy beside it', async ({ launch }) => {
  const app = await launch({ path: '/login' });
  const { page } = app;
  await page.addInitScript({ content: WATCH });
  await page.reload();
  await logIn(page);
  await app.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  // Past the time the cart's rehearsal would have come (a second after the login, when idle).
  await page.waitForTimeout(3_000);
  expect(kinds(await seenIn(page), 'cart row')).toEqual([]);
});
