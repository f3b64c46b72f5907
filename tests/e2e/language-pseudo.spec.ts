/**
 * Every word the buyer reads comes from a dictionary: the store serves a pseudo-language made from
 * the English dictionary at test time (each word accented and 40 % longer, between ⟦ and ⟧), and
 * the screens are walked at 1440 and 420 px. A plain English word on a screen that is not the
 * store's own data (names, SKUs, addresses), nor Intl's (month names), was written into the code:
 * the test names it. The screenshots show the layout holding with the longer words.
 */
import enUS from '../../resources/locales/en_US/index';
import { expect, test, type App } from './harness';
import { pseudoDictionary, pseudoText, plainWords } from './harness/pseudo';
import { intlWords, storeData, visibleTexts } from './harness/visibleTexts';

const PSEUDO = pseudoDictionary(enUS);
const word = (section: string, key: string) => pseudoText(enUS[section]?.[key] ?? `${section}.${key}`);

/** Waits for the screen's own heading in the pseudo-language, and for what it loads. */
async function onScreen(app: App, heading: string): Promise<void> {
  await expect(app.page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
  await expect(app.page.locator('.spinner')).toHaveCount(0, { timeout: 5_000 }).catch(() => undefined);
}

async function openStoreMenu(app: App): Promise<void> {
  const button = app.page.locator('.store-menu__button');
  if (!(await button.isVisible())) await app.page.locator('.menu-toggle').first().click({ timeout: 3_000 }).catch(() => undefined);
  await button.click({ timeout: 3_000 });
}

test('a pseudo-language walk finds no word outside the dictionaries, and the layout holds with longer words', async ({ launch }) => {
  test.setTimeout(240_000);
  const app = await launch({ products: 12, viewport: { width: 1440, height: 900 }, path: '/login', storeOptions: { dictionaries: { en_US: PSEUDO } } });
  const { page } = app;
  const data = storeData(app.store!);
  const intl = intlWords('en-US');
  const found = new Set<string>();

  const look = async (screen: string, width: number) => {
    for (const text of await visibleTexts(page)) {
      const english = plainWords(text).filter((w) => !data.words.has(w.toLowerCase()) && !intl.has(w.toLowerCase()));
      if (english.length > 0 && !data.long.some((long) => long.includes(text))) found.add(`${screen}: ${english.join(' ')} «${text.slice(0, 80)}»`);
    }
    await app.screenshot(`pseudo-${screen}-${width}`, { fullPage: true });
  };

  await onScreen(app, word('auth', 'login_title'));
  for (const width of [1440, 420]) {
    await page.setViewportSize({ width, height: 900 });
    await look('login', width);
  }
  await page.locator('input[type="email"]').fill('demo@wholesale.test');
  await page.locator('input[type="password"]').fill('demo1234');
  await page.locator('input[type="password"]').press('Enter');
  await expect(page.locator('input[type="password"]')).toHaveCount(0);

  const screens: { name: string; path?: string; open?: () => Promise<void>; heading: string }[] = [
    { name: 'list', path: '/', heading: word('home', 'title') },
    { name: 'product', open: () => page.locator('a[href*="/products/"]').first().click(), heading: '' },
    { name: 'cart', path: '/cart', heading: word('cart', 'title') },
    { name: 'quick-order', path: '/quick-order', heading: word('quick_order', 'title') },
    { name: 'orders', path: '/order', heading: word('orders', 'title') },
    { name: 'order', open: () => page.locator('a[href*="/order/"]').first().click(), heading: '' },
    { name: 'account', path: '/account', heading: word('account', 'title') },
    { name: 'settings', path: '/settings', heading: word('settings', 'title') },
    // The header's store menu (at 420 px it sits in the menu drawer, opened first).
    { name: 'stores', open: () => openStoreMenu(app), heading: '' },
    { name: 'contact', path: '/contact_us', heading: word('contact', 'title') },
  ];
  for (const width of [1440, 420]) {
    await page.setViewportSize({ width, height: 900 });
    for (const screen of screens) {
      if (screen.path) await app.goto(screen.path);
      if (screen.name === 'product' || screen.name === 'order') await app.goto(screen.name === 'product' ? '/' : '/order');
      await screen.open?.();
      if (screen.heading) await onScreen(app, screen.heading);
      else await page.waitForTimeout(600);
      await look(screen.name, width);
      if (screen.name === 'stores') await page.keyboard.press('Escape');
    }
  }
  expect([...found]).toEqual([]);
});
