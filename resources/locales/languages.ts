/**
 * The languages the app speaks and which one is in force: plain functions (no zod), so the window's
 * first JavaScript carries nothing more than these. The contract's schemas are in schemas/language.ts.
 */

/** English is the default and what every other language falls back to. */
export const APP_LANGUAGES = ['en', 'ms', 'id', 'zh-Hans', 'zh-Hant'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

/** What the buyer chose in Settings for a store: the store's language (the default), or one of the app's. */
export const LANGUAGE_CHOICES = ['store', ...APP_LANGUAGES] as const;
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

export const isAppLanguage = (value: unknown): value is AppLanguage => APP_LANGUAGES.some((language) => language === value);

/** The folder of a language's words under resources/locales (English keeps the store's locale name). */
export const LANGUAGE_FOLDER: Readonly<Record<AppLanguage, string>> = {
  en: 'en_US',
  ms: 'ms',
  id: 'id',
  'zh-Hans': 'zh-Hans',
  'zh-Hant': 'zh-Hant',
};

/** Chinese as read in Taiwan, Hong Kong and Macau is Traditional; elsewhere (China, Singapore, Malaysia) Simplified. */
const TRADITIONAL_REGIONS = new Set(['TW', 'HK', 'MO']);

/**
 * The app's language for a store locale ('zh_TW', 'ms_MY') or a system language tag ('zh-Hant-HK',
 * 'id-ID', 'in'), or null when the app does not speak it.
 */
export function appLanguageOf(tag: string | null | undefined): AppLanguage | null {
  const parts = (tag ?? '').trim().replace(/_/g, '-').split('-').filter(Boolean);
  const language = parts[0]?.toLowerCase();
  if (language === 'en') return 'en';
  if (language === 'ms') return 'ms';
  // 'in' is the old code for Indonesian, still sent by some systems.
  if (language === 'id' || language === 'in') return 'id';
  if (language !== 'zh') return null;
  const rest = parts.slice(1);
  const script = rest.find((part) => part.length === 4)?.toLowerCase();
  if (script === 'hant') return 'zh-Hant';
  if (script === 'hans') return 'zh-Hans';
  return rest.some((part) => TRADITIONAL_REGIONS.has(part.toUpperCase())) ? 'zh-Hant' : 'zh-Hans';
}

export interface LanguageInputs {
  choice: LanguageChoice;
  /** The store's locale from its settings (`/_api/global`), null before it is known. */
  storeLocale: string | null;
  /** The system's preferred languages, most preferred first. */
  system: readonly string[];
}

/** The language in force: the buyer's choice, else the store's locale when the app speaks it, else the system's, else English. */
export function chooseLanguage({ choice, storeLocale, system }: LanguageInputs): AppLanguage {
  if (choice !== 'store') return choice;
  const ofStore = appLanguageOf(storeLocale);
  if (ofStore) return ofStore;
  for (const tag of system) {
    const ofSystem = appLanguageOf(tag);
    if (ofSystem) return ofSystem;
  }
  return 'en';
}

/**
 * Whether the store's own words are laid over the app's: when they are in the language in force,
 * or when the buyer left the language to a store whose language the app does not speak (its words
 * are then the only ones in it). A buyer who chose another language never sees the store's mixed in.
 */
export function storeWordsApply({ choice, storeLocale, system }: LanguageInputs): boolean {
  const ofStore = appLanguageOf(storeLocale);
  if (ofStore === null) return choice === 'store' && storeLocale !== null;
  return ofStore === chooseLanguage({ choice, storeLocale, system });
}
