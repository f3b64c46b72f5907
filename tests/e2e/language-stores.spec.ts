/**
 * A store in Taiwan speaks Traditional Chinese and one in Indonesia Indonesian, from the store's
 * locale alone; the buyer can choose another language in Settings, kept for that store.
 * Screenshots of the main screens in both at 1440 and 420 px.
 */
import type { Dictionary } from '../../preload/schemas/dictionary';
import { loadAppDictionary } from '../../resources/locales/nodeDictionaries';
import { expect, test, type App } from './harness';
import { intlWords, visibleTexts, storeData, withoutStoreData } from './harness/visibleTexts';
import { SCREENS, logInAnyLanguage, walkScreens, wordOf } from './language-helpers';

/** Names that stay as they are in every language: the app's, the product words, the keys on the keyboard. */
const KEPT = new Set(['Excel', 'Wholesale', 'Desk', 'SKU', 'PDF', 'CSV', 'XLSX', 'Ctrl', 'Enter', 'Tab', 'MB', 'PIN']);
const MAIN = [SCREENS.list!, SCREENS.product!, SCREENS.cart!, SCREENS.quickOrder!, SCREENS.order!, SCREENS.settings!];

async function storeIn(launch: (options: Parameters<typeof import('./harness').launchApp>[0]) => Promise<App>, locale: string) {
  const app = await launch({ products: 12, viewport: { width: 1440, height: 900 }, path: '/login', storeOptions: { locale } });
  await logInAnyLanguage(app);
  return app;
}

test('a zh_TW store shows no English word on the list, product, cart, quick order, order and settings screens', async ({ launch }) => {
  test.setTimeout(120_000);
  const words: Dictionary = await loadAppDictionary('zh-Hant');
  const app = await storeIn(launch, 'zh_TW');
  await expect(app.page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  const data = storeData(app.store!);
  // Intl's own words in this language (the currency's sign: RM for the store's ringgit) are not the app's.
  const intl = intlWords('zh-TW');
  const english = new Set<string>();
  await walkScreens(app, MAIN, [1440, 420], wordOf(words), async (screen, width) => {
    for (const text of await visibleTexts(app.page)) {
      const left = (withoutStoreData(text, data).match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !KEPT.has(w) && !intl.has(w.toLowerCase()));
      if (left.length > 0) english.add(`${screen}: ${left.join(' ')} «${text.slice(0, 80)}»`);
    }
    await app.screenshot(`zh-Hant-${screen}-${width}`, { fullPage: true });
  });
  expect([...english]).toEqual([]);
});

test("an id_ID store reads Indonesian; the buyer's choice of language in Settings is kept for the store", async ({ launch }) => {
  test.setTimeout(120_000);
  const indonesian = await loadAppDictionary('id');
  const app = await storeIn(launch, 'id_ID');
  await walkScreens(app, MAIN, [1440, 420], wordOf(indonesian), (screen, width) => app.screenshot(`id-${screen}-${width}`, { fullPage: true }).then(() => undefined));

  await app.page.setViewportSize({ width: 1440, height: 900 });
  await app.goto('/settings');
  await app.page.getByRole('combobox', { name: indonesian.settings?.language_label }).selectOption('zh-Hans');
  const simplified = await loadAppDictionary('zh-Hans');
  await expect(app.page.getByRole('heading', { name: simplified.settings?.title, exact: true })).toBeVisible();
  await expect(app.page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  expect(app.core.words().menu).toEqual(simplified.menu);

  const again = await app.relaunch({ path: '/settings' });
  await expect(again.page.getByRole('heading', { name: simplified.settings?.title, exact: true })).toBeVisible();
});
