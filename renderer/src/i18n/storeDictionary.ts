import { readDictionary, type Dictionary } from '../../../contract/dictionaryWords';
import { chooseLanguage, isAppLanguage, storeWordsApply, type AppLanguage } from '../../../resources/locales/languages';
import type { LanguageView } from '../../../contract/schemas/language';
import { layOver } from '../../../resources/locales/dictionaries';
import { languageWords } from './languageWords';
import { englishNow } from './englishWords';
import { applyWords } from './setup';
import { normaliseStoreLocale, tagOf } from './language';
import { languageGet, onCoreEvent, shopLocale } from '../lib/api';

/** What is in force: the store's locale and the language, so the same boot twice reads nothing again. */
let loaded: string | null = null;
/** The store's locale at the last boot, so the next boot can ask for its words beside the shop call. */
const LAST_LOCALE = 'wholesale-desk.store-locale';
/** The last words in force (the language and the store's words), laid before the first paint (no jump when they arrive again). */
const LAST_WORDS = 'wholesale-desk.store-words';
const MAX_KEPT_CHARS = 512 * 1024;
let early: { locale: string; answer: ReturnType<typeof shopLocale> } | null = null;
/** The buyer's choice and the system's languages, asked for once a boot (and after a choice). */
let view: Promise<LanguageView> | null = null;
let lastShopLocale: string | null = null;

const NO_VIEW: LanguageView = { choice: 'store', system: [], storeLocale: null };

function languageView(): Promise<LanguageView> {
  view ??= languageGet({}).then((answer) => (answer.ok ? answer.data : NO_VIEW), () => NO_VIEW);
  return view;
}

function lastLocale(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(LAST_LOCALE);
  } catch {
    return null;
  }
}

/** The app's words in `language`; English (with a note in the log) when they cannot be read. */
async function appWords(language: AppLanguage): Promise<Dictionary> {
  try {
    return await languageWords(language);
  } catch (error) {
    console.warn(`The ${language} words could not be read: ${String(error)}`);
    return englishNow();
  }
}

async function inForce(locale: string, language: AppLanguage, storeWords: Dictionary | null): Promise<void> {
  const words = await appWords(language);
  await applyWords(tagOf(language, locale), storeWords ? layOver(words, storeWords) : words);
}

type Remembered = { locale: string; language: AppLanguage; storeWords: Dictionary | null };

/** The words in force at the last start in this window's storage, when they are for the store's last locale. */
function rememberedWords(): Remembered | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(LAST_WORDS) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const { locale, language, words } = saved as { locale?: unknown; language?: unknown; words?: unknown };
    if (typeof locale !== 'string' || locale !== lastLocale()) return null;
    // Read as the store's answer is, with the same limits: this window's storage is not the store.
    const storeWords = words === null ? null : readDictionary(words);
    return { locale, language: isAppLanguage(language) ? language : 'en', storeWords };
  } catch {
    return null;
  }
}

/** Settled once the boot has put the words of the store's language in force for the first time. */
let firstInForce: () => void = () => undefined;
const firstWordsInForce = new Promise<void>((resolve) => (firstInForce = resolve));

/** The longest the first paint waits for its words: past it, the window shows what it has rather than nothing. */
const FIRST_WORDS_MAX_MS = 3_000;

/** How long a first start waits for a store never seen to name its language before painting. */
const UNSEEN_STORE_WAIT_MS = 400;

/**
 * What the first paint waits for, so a buyer who reads another language never sees English first.
 * An English start as remembered paints at once, as ever (the store's English words are laid on
 * when read): null. Otherwise the language in force is worked out from the core's answer (the
 * buyer's choice, the system's languages, the store's locale as last seen) and its words are read
 * and put in force before the first paint; a store never seen before (its locale unknown) waits
 * for the boot's answer to name it. `bootSettled` ends the wait when the boot ends without words
 * (no store yet, store out of reach).
 */
export function wordsBeforeFirstPaint(bootSettled: Promise<unknown>): Promise<void> | null {
  const remembered = rememberedWords();
  if (remembered?.language === 'en') {
    if (remembered.storeWords) void inForce(remembered.locale, 'en', remembered.storeWords);
    return null;
  }
  const words = (async () => {
    const { choice, system, storeLocale } = await languageView();
    const seen = storeLocale ?? remembered?.locale ?? null;
    // A store never seen: its answer names its language. One that answers at once paints in its
    // words; one that keeps the buyer waiting gets the "Connecting…" spinner in the system's
    // language rather than a blank window.
    if (seen === null) return Promise.race([firstWordsInForce, new Promise<void>((resolve) => setTimeout(resolve, UNSEEN_STORE_WAIT_MS))]);
    const locale = normaliseStoreLocale(seen);
    const language = chooseLanguage({ choice, storeLocale: locale, system });
    if (language === 'en') return undefined;
    const same = remembered && remembered.locale === locale && remembered.language === language;
    return inForce(locale, language, same ? remembered.storeWords : null);
  })();
  const longest = new Promise<void>((resolve) => setTimeout(resolve, FIRST_WORDS_MAX_MS));
  return Promise.race([words, bootSettled.then(() => undefined), longest]).catch(() => undefined);
}

function remember(locale: string, language: AppLanguage, words: Dictionary | null): void {
  try {
    const text = JSON.stringify({ locale, language, words });
    if (text.length <= MAX_KEPT_CHARS) localStorage.setItem(LAST_WORDS, text);
    else localStorage.removeItem(LAST_WORDS);
    localStorage.setItem(LAST_LOCALE, locale);
  } catch {
    // No storage: the next start shows the bundled words until the boot's arrive.
  }
}

/** Asks for the last boot's store words now, and the buyer's language; `loadStoreDictionary` uses the answers. */
export async function prefetchStoreDictionary(): Promise<void> {
  void languageView();
  const locale = lastLocale();
  if (!locale || loaded?.startsWith(`${locale}|`)) return;
  early = { locale, answer: shopLocale({ locale }) };
  await early.answer;
}

/** The store's own words for its locale; null (logged) when the store does not give them. */
async function storeWords(locale: string): Promise<Dictionary | null> {
  const ahead = early?.locale === locale ? early.answer : null;
  early = null;
  const result = await (ahead ?? shopLocale({ locale }));
  if (result.ok) return result.data;
  console.warn(`shop:locale ${locale} failed: ${result.error.message}`);
  return null;
}

/**
 * The words of the language in force for this store (the buyer's choice, the store's locale, the
 * system's, else English: the choice is kept per store by the core), with the store's own words
 * (default en_US) laid over them when they are in that language. A failure to read either
 * keeps the words beneath and is only logged.
 */
export async function loadStoreDictionary(shopLocale: string | null | undefined): Promise<void> {
  const locale = normaliseStoreLocale(shopLocale);
  lastShopLocale = locale;
  const { choice, system } = await languageView();
  const inputs = { choice, storeLocale: locale, system };
  const language = chooseLanguage(inputs);
  const key = `${locale}|${language}`;
  if (loaded === key) return;
  const words = storeWordsApply(inputs) ? await storeWords(locale) : null;
  await inForce(locale, language, words);
  loaded = key;
  remember(locale, language, words);
  firstInForce();
}

let following = false;
/** The buyer chose a language for this store (Settings; the core keeps it and says so): its words are in force at once. */
export function followLanguageChoice(): void {
  if (following) return;
  following = true;
  onCoreEvent('language:changed', (next) => {
    view = Promise.resolve(next);
    void loadStoreDictionary(lastShopLocale);
  });
}
