import i18next from 'i18next';
import enUS from '../../../resources/locales/en_US';
import type { Dictionary } from '../../../preload/schemas/shop';
import { languageTag } from './language';
import { followDictionary } from './useTranslation';

export const FALLBACK_LANGUAGE = languageTag('en_US');

/**
 * One i18next instance for the whole renderer: the bundled en_US dictionary is loaded
 * synchronously so the first paint already has words; the store's dictionary is laid over it later.
 * Keys are 'section.key'; placeholders are {name} as the store writes them.
 */
export function setupI18n(): typeof i18next {
  void i18next.init({
    resources: { [FALLBACK_LANGUAGE]: { translation: enUS } },
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'currentOnly',
    initAsync: false,
    returnNull: false,
    // React escapes what it renders; escaping here would double-escape '&' in store names.
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  });
  followDictionary();
  document.documentElement.lang = FALLBACK_LANGUAGE;
  return i18next;
}

/** Lays the store's dictionary over the bundled one and switches language; <html lang> follows. */
export async function applyStoreDictionary(storeLocale: string, dictionary: Dictionary): Promise<void> {
  const tag = languageTag(storeLocale);
  i18next.addResourceBundle(tag, 'translation', dictionary, true, true);
  await i18next.changeLanguage(tag);
  document.documentElement.lang = tag;
}
