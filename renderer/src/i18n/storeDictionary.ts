import type { Dictionary } from '../../../preload/schemas/shop';
import { applyStoreDictionary } from './setup';
import { normaliseStoreLocale } from './language';
import { storefront } from '../state/storefront';

let loaded: string | null = null;
/** The store's locale at the last boot, so the next boot can ask for its words beside the shop call. */
const LAST_LOCALE = 'wholesale-desk.store-locale';
/** The last store words themselves, laid over the bundle before the first paint (no jump when they arrive again). */
const LAST_WORDS = 'wholesale-desk.store-words';
const MAX_KEPT_CHARS = 512 * 1024;
let early: { locale: string; answer: ReturnType<typeof storefront.shop.locale> } | null = null;

function lastLocale(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(LAST_LOCALE);
  } catch {
    return null;
  }
}

/**
 * The words the store sent last time, applied at start so a screen shown from the boot snapshot
 * already speaks the store's language; the boot's fresh answer is laid over them again.
 */
export function applyRememberedDictionary(): void {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(LAST_WORDS) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return;
    const { locale, words } = saved as { locale?: unknown; words?: unknown };
    if (typeof locale !== 'string' || locale !== lastLocale() || typeof words !== 'object' || words === null) return;
    void applyStoreDictionary(locale, words as Dictionary);
  } catch {
    // Unreadable: the bundled words stay until the store's arrive.
  }
}

function rememberWords(locale: string, words: Dictionary): void {
  try {
    const text = JSON.stringify({ locale, words });
    if (text.length <= MAX_KEPT_CHARS) localStorage.setItem(LAST_WORDS, text);
    else localStorage.removeItem(LAST_WORDS);
  } catch {
    // No storage: the next start shows the bundled words until the store's arrive.
  }
}

/** Asks for the last boot's store words now; `loadStoreDictionary` uses the answer if the locale is still the same. */
export async function prefetchStoreDictionary(): Promise<void> {
  const locale = lastLocale();
  if (!locale || loaded === locale) return;
  early = { locale, answer: storefront.shop.locale({ locale }) };
  await early.answer;
}

/**
 * The store's own words for its locale (spec 4: default en_US), laid over the bundled
 * English. Loaded once per locale; a failure keeps the bundled words and is only logged.
 */
export async function loadStoreDictionary(shopLocale: string | null | undefined): Promise<void> {
  const locale = normaliseStoreLocale(shopLocale);
  if (loaded === locale) return;
  const ahead = early?.locale === locale ? early.answer : null;
  early = null;
  const result = await (ahead ?? storefront.shop.locale({ locale }));
  if (!result.ok) {
    console.warn(`shop:locale ${locale} failed: ${result.error.message}`);
    return;
  }
  await applyStoreDictionary(locale, result.data);
  loaded = locale;
  rememberWords(locale, result.data);
  try {
    localStorage.setItem(LAST_LOCALE, locale);
  } catch {
    // No storage: the next boot asks after the shop call, as the first one did.
  }
}
