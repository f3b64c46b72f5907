import type { Dictionary } from '../../../contract/schemas/dictionary';
import type { AppLanguage } from '../../../resources/locales/languages';
import english from '../../../resources/locales/en_US/core.json' with { type: 'json' };

/**
 * The core's own messages (errors, refusals, notices, dialog words) in the language in force.
 *
 * The core says them in words, not as keys for the window to translate: the same text goes to the
 * window's ~50 places that show a failure's `message` (beside the store's own messages, which are
 * text already), to notifications and dialogs, and to the logs, so one field stays one text. The
 * main process has one language in force at a time (the current store's), so the words are held
 * here once and every module that makes a message asks for it when it makes it: a message made
 * after the buyer changed language is in the new one.
 */

type EnglishKey = keyof typeof english;
/** `file_too_big_one` and `file_too_big_other` are asked for as `file_too_big` with a count. */
export type CoreKey = EnglishKey extends infer K ? (K extends `${infer Base}_${'one' | 'other'}` ? Base : K) : never;
type Values = Readonly<Record<string, string | number>>;

const ENGLISH_WORDS: Readonly<Record<string, string>> = english;

let locale: AppLanguage = 'en';
let words: Readonly<Record<string, string>> = ENGLISH_WORDS;

/** The language in force changed: the core speaks it from now on (English for a key it lacks). */
export function speakCore(language: AppLanguage, dictionary: Dictionary): void {
  locale = language;
  words = dictionary.core ?? ENGLISH_WORDS;
}

/** The language in force and its words, for a worker thread, which has its own copy of this module. */
export interface CoreSpeech {
  language: AppLanguage;
  words: Readonly<Record<string, string>>;
}

export function coreSpeech(): CoreSpeech {
  return { language: locale, words };
}

/** In a worker thread: speak as the main process does (speakCore's words, already the core section). */
export function speakCoreAs(speech: CoreSpeech): void {
  locale = speech.language;
  words = speech.words;
}

const said = (key: string): string | undefined => words[key] || ENGLISH_WORDS[key];

/** A number as the language writes it (5,000 in English, 5.000 in Indonesian). */
const shown = (value: string | number): string => (typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value);

/**
 * The message under `key` with its {placeholders} filled; with a `count`, the plural form the
 * language uses for it (English: one / other; Malay, Indonesian, Chinese: other only).
 */
export function coreText(key: CoreKey, values: Values = {}): string {
  const count = values.count;
  const text = typeof count === 'number' ? (said(`${key}_${new Intl.PluralRules(locale).select(count)}`) ?? said(`${key}_other`)) : said(key);
  return (text ?? key).replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? shown(values[name]!) : match));
}
