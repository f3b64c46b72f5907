import { appLanguageOf, type AppLanguage } from '../../../resources/locales/languages';

/** The store speaks 'en_US' / 'ms_MY'; i18next, Intl and <html lang> want BCP 47 'en-US'. */
const DEFAULT_STORE_LOCALE = 'en_US';

const STORE_LOCALE = /^[a-z]{2}(_[A-Z]{2})?$/;

/** A store locale the bridge accepts, or the default when the store sends something else. */
export function normaliseStoreLocale(locale: string | null | undefined): string {
  const trimmed = (locale ?? '').trim();
  if (STORE_LOCALE.test(trimmed)) return trimmed;
  const fixed = trimmed.replace('-', '_');
  const [lang, region] = fixed.split('_');
  const candidate = region ? `${lang?.toLowerCase()}_${region.toUpperCase()}` : (lang ?? '').toLowerCase();
  return STORE_LOCALE.test(candidate) ? candidate : DEFAULT_STORE_LOCALE;
}

export function languageTag(storeLocale: string | null | undefined): string {
  return normaliseStoreLocale(storeLocale).replace('_', '-');
}

/** The tag a language is shown under where the store's locale does not name it (Intl and <html lang> read it). */
const LANGUAGE_TAG: Readonly<Record<AppLanguage, string>> = {
  en: 'en-US',
  ms: 'ms-MY',
  id: 'id-ID',
  'zh-Hans': 'zh-Hans',
  'zh-Hant': 'zh-Hant',
};

/** The tag of the language in force: the store's own locale when it is in that language (its region kept), else the language's. */
export function tagOf(language: AppLanguage, storeLocale: string | null | undefined): string {
  return storeLocale && appLanguageOf(storeLocale) === language ? languageTag(storeLocale) : LANGUAGE_TAG[language];
}
