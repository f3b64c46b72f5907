/**
 * A store in Taiwan speaks Traditional Chinese and one in Indonesia Indonesian, from the store's
 * locale alone; the buyer can choose another language in Settings, kept for that store.
 * Screenshots of the main screens in both at 1440 and 420 px.
 */
import type { Dictionary } from '../../contract/schemas/dictionary';
import { loadAppDictionary } from '../../resources/locales/nodeDictionaries';
import { expect, test, type App } from './harness';
import { intlWords, visibleTexts, storeData, withoutStoreData } from './harness/visibleTexts';
import enUS from '../../resources/locales/en_US/index';
import { SCREENS, WATCH_SHOWN_TEXTS, englishWordsOf, logInAnyLanguage, shownTexts, walkScreens, wordOf } from './language-helpers';

/** Names that stay as they are in every language: the app's, the product words, the keys on the keyboard. */
const KEPT = new Set(['Excel', 'Wholesale', 'Desk', 'SKU', 'PDF', 'CSV', 'XLSX', 'Ctrl', 'Enter', 'Tab', 'MB', 'px', 'PIN']);
const MAIN = [SCREENS.list!, SCREENS.product!, SCREENS.cart!, SCREENS.quickOrder!, SCREENS.order!, SCREENS.settings!];

async function storeIn(launch: (options: Parameters<typeof import('./harness').launchApp>[0]) => Promise<App>, locale: string) {
  const app = await launch({ products: 12, viewport: { width: 1440, height: 900 }, path: '/login', storeOptions: { locale }, initScript: WATCH_SHOWN_TEXTS });
  await expect(app.page.locator('input[type="password"]')).toBeVisible();
  return app;
}

/** The languages' own names, as the language setting offers them in every language. */
const ENDONYMS = new Set(['English', 'Bahasa', 'Melayu', 'Indonesia']);

/** The words of the English dictionary the window showed since its start (store data, kept names, language names and Intl's words aside). */
async function englishShown(app: App, locale: string): Promise<string[]> {
  const english = englishWordsOf(enUS, new Set([...KEPT, ...ENDONYMS]));
  const data = storeData(app.store!);
  const intl = intlWords(locale);
  const found = new Set<string>();
  for (const text of await shownTexts(app)) {
    for (const word of withoutStoreData(text, data).match(/[A-Za-z]{3,}/g) ?? []) {
      if (english.has(word.toLowerCase()) && !KEPT.has(word) && !intl.has(word.toLowerCase())) found.add(`${word} «${text.slice(0, 60)}»`);
    }
  }
  return [...found];
}

test('a zh_TW store shows no English word on the list, product, cart, quick order, order and settings screens', async ({ launch }) => {
  test.setTimeout(120_000);
  const words: Dictionary = await loadAppDictionary('zh-Hant');
  const app = await storeIn(launch, 'zh_TW');
  // From the very first frame: no English word before the store's language is in force, at the
  // first start and at the next, which shows the login screen at once from what the first kept.
  expect(await shownTexts(app)).not.toEqual([]);
  expect(await englishShown(app, 'zh-TW')).toEqual([]);
  await app.page.reload();
  await expect(app.page.locator('input[type="password"]')).toBeVisible();
  expect(await englishShown(app, 'zh-TW')).toEqual([]);
  await logInAnyLanguage(app);
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

  // The core's own messages too: a wrong value is named at its field, and nothing saved, in the buyer's language.
  await app.page.setViewportSize({ width: 1440, height: 900 });
  await app.goto('/settings');
  await app.page.getByLabel(words.settings!.idle_minutes!).fill('0');
  await app.page.getByRole('button', { name: words.settings!.save!, exact: true }).click();
  await expect(app.page.getByText(words.core!.settings_minutes_range!.replace('{min}', '1').replace('{max}', '1,440'), { exact: true })).toBeVisible();
  await expect(app.page.getByText(words.core!.settings_not_saved!, { exact: true })).toBeVisible();
});

test("an id_ID store reads Indonesian; the buyer's choice of language in Settings is kept for the store", async ({ launch }) => {
  test.setTimeout(120_000);
  const indonesian = await loadAppDictionary('id');
  const app = await storeIn(launch, 'id_ID');
  await logInAnyLanguage(app);
  await walkScreens(app, MAIN, [1440, 420], wordOf(indonesian), (screen, width) => app.screenshot(`id-${screen}-${width}`, { fullPage: true }).then(() => undefined));

  await app.page.setViewportSize({ width: 1440, height: 900 });
  await app.goto('/settings');
  await app.page.getByRole('combobox', { name: indonesian.settings?.language_label }).selectOption('zh-Hans');
  const simplified = await loadAppDictionary('zh-Hans');
  await expect(app.page.getByRole('heading', { name: simplified.settings?.title, exact: true })).toBeVisible();
  await expect(app.page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  expect(app.core.words().menu).toEqual(simplified.menu);

  // A new window (nothing kept in its storage): the core names the language before the first paint.
  const again = await app.relaunch({ path: '/settings' });
  await expect(again.page.getByRole('heading', { name: simplified.settings?.title, exact: true })).toBeVisible();
  expect(await englishShown(again, 'zh-Hans')).toEqual([]);
});
