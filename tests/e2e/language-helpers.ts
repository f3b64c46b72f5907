import type { Dictionary } from '../../contract/schemas/dictionary';
import { expect, type App } from './harness';
import { DEMO } from './auth-helpers';

/** Logs the demo buyer in by the fields' types, whatever language the labels are in. */
export async function logInAnyLanguage(app: App): Promise<void> {
  const { page } = app;
  await page.locator('input[type="email"]').fill(DEMO.email);
  await page.locator('input[type="password"]').fill(DEMO.password);
  await page.locator('input[type="password"]').press('Enter');
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
}

/** The header's store menu (at 420 px it sits in the menu drawer, opened first). */
async function openStoreMenu(app: App): Promise<void> {
  const button = app.page.locator('.store-menu__button');
  if (!(await button.isVisible())) {
    // At a narrow width a toast stands over the header, as the buyer would see it: they close it first.
    for (const close of await app.page.locator('.toast__close').all()) await close.click({ timeout: 3_000 }).catch(() => undefined);
    await app.page.locator('.menu-toggle').first().click({ timeout: 3_000 });
  }
  await button.click({ timeout: 3_000 });
}

export interface Screen {
  name: string;
  /** The path it opens at; a screen opened from another's link opens that one first. */
  path: string;
  /** Opens it from `path` (a product from the list, an order from the orders). */
  open?: (app: App) => Promise<void>;
  /** The heading it shows, as section and key: the words in force say it. */
  heading?: [string, string];
}

export const SCREENS: Record<string, Screen> = {
  list: { name: 'list', path: '/', heading: ['home', 'title'] },
  product: { name: 'product', path: '/', open: (app) => app.page.locator('a[href*="/products/"]').first().click() },
  cart: { name: 'cart', path: '/cart', heading: ['cart', 'title'] },
  quickOrder: { name: 'quick-order', path: '/quick-order', heading: ['quick_order', 'title'] },
  orders: { name: 'orders', path: '/order', heading: ['orders', 'title'] },
  order: { name: 'order', path: '/order', open: (app) => app.page.locator('a[href*="/order/"]').first().click() },
  account: { name: 'account', path: '/account', heading: ['account', 'title'] },
  settings: { name: 'settings', path: '/settings', heading: ['settings', 'title'] },
  stores: { name: 'stores', path: '/settings', open: openStoreMenu },
  contact: { name: 'contact', path: '/contact_us', heading: ['contact', 'title'] },
  watch: { name: 'watch', path: '/watch', heading: ['watch', 'title'] },
};

/**
 * Opens each screen at each width and waits for it (its heading in `words`, and what it loads), then
 * lets `look` read it; an open menu is closed after.
 */
export async function walkScreens(app: App, screens: Screen[], widths: number[], words: (section: string, key: string) => string, look: (screen: string, width: number) => Promise<void>): Promise<void> {
  const { page } = app;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of screens) {
      await app.goto(screen.path);
      if (screen.heading) await expect(page.getByRole('heading', { name: words(...screen.heading), exact: true }).first()).toBeVisible();
      await screen.open?.(app);
      await expect(page.locator('.spinner')).toHaveCount(0, { timeout: 5_000 }).catch(() => undefined);
      if (!screen.heading) await page.waitForTimeout(500);
      await look(screen.name, width);
      if (screen.name === 'stores') await page.keyboard.press('Escape');
    }
  }
}

/** A word of a dictionary by section and key. */
export const wordOf = (dictionary: Dictionary) => (section: string, key: string): string => dictionary[section]?.[key] ?? `${section}.${key}`;

/**
 * Run before the page's own script: notes every text the page shows, from its very first frame
 * (each change of the DOM, and each frame), in `window.__shownTexts`.
 */
export const WATCH_SHOWN_TEXTS = `(() => {
  const shown = (window.__shownTexts = []);
  const note = () => {
    const text = document.body ? document.body.innerText.trim() : '';
    if (text && shown[shown.length - 1] !== text) shown.push(text);
  };
  new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
  const frame = () => { note(); if (shown.length < 2000) requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
})();`;

/** What the page showed since it started, as WATCH_SHOWN_TEXTS noted it. */
export const shownTexts = (app: App): Promise<string[]> => app.page.evaluate<string[]>('window.__shownTexts || []');

/** The English words of the app's dictionary (three letters or more), lower-cased. */
export function englishWordsOf(english: Dictionary, kept: ReadonlySet<string>): Set<string> {
  const words = new Set<string>();
  for (const section of Object.values(english)) {
    for (const text of Object.values(section)) {
      for (const word of text.replace(/\{\w+\}|<[^>]+>/g, ' ').match(/[A-Za-z]{3,}/g) ?? []) if (!kept.has(word)) words.add(word.toLowerCase());
    }
  }
  return words;
}
