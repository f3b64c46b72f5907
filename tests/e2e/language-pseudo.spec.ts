/**
 * Every word the buyer reads comes from a dictionary: the store serves a pseudo-language made from
 * the English dictionary at test time (each word accented and 40 % longer, between ⟦ and ⟧), and
 * the screens are walked at 1440 and 420 px. A plain English word on a screen that is not the
 * store's own data (names, SKUs, addresses), nor Intl's (month names), was written into the code:
 * the test names it. The screenshots show the layout holding with the longer words.
 */
import enUS from '../../resources/locales/en_US/index';
import { expect, test } from './harness';
import { pseudoDictionary, plainWords } from './harness/pseudo';
import { intlWords, storeData, visibleTexts, withoutStoreData } from './harness/visibleTexts';
import { SCREENS, logInAnyLanguage, walkScreens, wordOf } from './language-helpers';

const PSEUDO = pseudoDictionary(enUS);

test('a pseudo-language walk finds no word outside the dictionaries, and the layout holds with longer words', async ({ launch }) => {
  test.setTimeout(180_000);
  const app = await launch({ products: 12, viewport: { width: 1440, height: 900 }, path: '/login', storeOptions: { dictionaries: { en_US: PSEUDO } } });
  const data = storeData(app.store!);
  const intl = intlWords('en-US');
  const found = new Set<string>();
  const look = async (screen: string, width: number) => {
    for (const text of await visibleTexts(app.page)) {
      const english = plainWords(withoutStoreData(text, data)).filter((w) => !intl.has(w.toLowerCase()));
      if (english.length > 0) found.add(`${screen}: ${english.join(' ')} «${text.slice(0, 80)}»`);
    }
    await app.screenshot(`pseudo-${screen}-${width}`, { fullPage: true });
  };

  const words = wordOf(PSEUDO);
  await walkScreens(app, [{ name: 'login', path: '/login', heading: ['auth', 'login_title'] }], [1440, 420], words, look);
  await logInAnyLanguage(app);
  await walkScreens(app, Object.values(SCREENS), [1440, 420], words, look);
  expect([...found]).toEqual([]);
});
