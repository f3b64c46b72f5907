import { axeSerious, expect, test } from './harness';
import { SMALL_STORE } from './auth-helpers';

interface Seen {
  /** Each product card added to the page: whether it could be seen, and whether it was out of reach. */
  cards: { visible: boolean; outOfReach: boolean }[];
  calls: string[];
  /** The window's title when the first card came. */
  title: string | null;
}

/**
 * Watches the page from its first frame (a string: the Node tsconfig has no DOM types, rightly):
 * every product card added, the store calls and the window's title when the first card came.
 */
const WATCH = `(() => {
  const seen = { cards: [], calls: [], title: null };
  window.__rehearsal = seen;
  const invoke = window.__storefrontInvoke;
  window.__storefrontInvoke = (channel, input) => { seen.calls.push(channel); return invoke(channel, input); };
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        for (const card of [node, ...node.querySelectorAll('.product-card')].filter((el) => el.matches('.product-card'))) {
          seen.title ??= document.title;
          seen.cards.push({
            visible: card.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
            outOfReach: card.closest('[inert][aria-hidden="true"]') !== null,
          });
        }
      }
  }).observe(document, { subtree: true, childList: true });
})();`;

test('while a guest is on the login screen, the product list is rehearsed out of sight and leaves nothing behind', async ({ launch }) => {
  const app = await launch(SMALL_STORE);
  const { page } = app;
  await page.addInitScript({ content: WATCH });
  await page.reload();
  const email = page.getByLabel('Email');
  await expect(email).toBeFocused();
  const seen = async () => (await page.evaluate(() => (globalThis as unknown as { __rehearsal: Seen }).__rehearsal)) as Seen;

  // The rehearsal happens while the buyer would be typing: cards come and go.
  await expect.poll(async () => (await seen()).cards.length, { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(page.locator('.product-card')).toHaveCount(0);

  const { cards, calls, title } = await seen();
  expect(cards.filter((card) => card.visible)).toEqual([]);
  expect(cards.filter((card) => !card.outOfReach)).toEqual([]);
  // Made-up products: nothing was asked of the store for them, and the window kept its title.
  expect(calls.filter((channel) => channel.startsWith('catalog:') || channel.startsWith('cart:'))).toEqual([]);
  expect(await page.title()).toBe(title);
  await expect(email).toBeFocused();
  expect(await axeSerious(page)).toEqual([]);
});
