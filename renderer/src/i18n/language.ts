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
