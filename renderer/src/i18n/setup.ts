import i18next from 'i18next';
import type { Dictionary } from '../../../contract/schemas/shop';
import { englishNow, FALLBACK_LANGUAGE, loadLaterEnglish } from './englishWords';
import { languageTag } from './language';
import { followDictionary } from './useTranslation';

export { FALLBACK_LANGUAGE };

/**
 * One i18next instance for the whole renderer: the bundled en_US dictionary is loaded
 * synchronously so the first paint already has words; the language in force (loaded when it is
 * not English) and the store's dictionary are laid over it later.
 * Keys are 'section.key'; placeholders are {name} as the store writes them; no nesting.
 */
export function setupI18n(): typeof i18next {
  void i18next.init({
    resources: { [FALLBACK_LANGUAGE]: { translation: englishNow() } },
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'currentOnly',
    initAsync: false,
    returnNull: false,
    // React escapes what it renders; escaping here would double-escape '&' in store names.
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  });
  // No word of the app refers to another ($t(...)), and a store's word that did could double
  // itself level after level until the window stops answering: a store's words are shown as written.
  i18next.services.interpolator.nest = (text: string) => text;
  followDictionary();
  document.documentElement.lang = FALLBACK_LANGUAGE;
  void loadLaterEnglish();
  return i18next;
}

/**
 * The words in force under `tag`, whole: they replace what that tag had (another language's words
 * never stay mixed in), and English stays beneath every other tag for a key they lack.
 */
export async function applyWords(tag: string, words: Dictionary): Promise<void> {
  i18next.removeResourceBundle(tag, 'translation');
  if (tag === FALLBACK_LANGUAGE) i18next.addResourceBundle(tag, 'translation', englishNow(), true, true);
  i18next.addResourceBundle(tag, 'translation', words, true, true);
  await i18next.changeLanguage(tag);
  document.documentElement.lang = tag;
}

/** Lays the store's dictionary over the words of its locale's tag and switches to it; <html lang> follows. */
export async function applyStoreDictionary(storeLocale: string, dictionary: Dictionary): Promise<void> {
  const tag = languageTag(storeLocale);
  i18next.addResourceBundle(tag, 'translation', dictionary, true, true);
  await i18next.changeLanguage(tag);
  document.documentElement.lang = tag;
}
