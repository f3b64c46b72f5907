import { isRecord } from './isRecord';

/**
 * A store's words, read without the schema library: the window reads its kept copy of them on every
 * start, before the first screen, and the first screen's code stays small without it.
 */

/** Sections of keys, e.g. dictionary.cart.min_purchase_desc; the shape i18next is given. */
export type Dictionary = Record<string, Record<string, string>>;

/**
 * A store's words are labels and sentences: the app's own longest is some 220 characters. Past
 * these an entry is not a word the app shows, and is skipped like any other odd entry.
 */
export const DICTIONARY_LIMITS = { valueChars: 1_000, keyChars: 100, keyDepth: 3, entries: 10_000 } as const;

/** A key's levels, its section's included ("orders.status.paid" is three): deeper is no word the app asks for. */
const usableKey = (section: string, key: string) =>
  section !== '' && key !== '' && section.length + key.length < DICTIONARY_LIMITS.keyChars && `${section}.${key}`.split('.').length <= DICTIONARY_LIMITS.keyDepth;

function put(into: Dictionary, count: { entries: number }, section: string, key: string, value: unknown): void {
  if (typeof value !== 'string' || value.length > DICTIONARY_LIMITS.valueChars) return;
  if (!usableKey(section, key) || count.entries >= DICTIONARY_LIMITS.entries) return;
  const words = (into[section] ??= {});
  if (!Object.hasOwn(words, key)) count.entries += 1;
  words[key] = value;
}

/**
 * Nested by section, flat with dotted keys ("cart.min_purchase_desc"), or a mix of both, read
 * as nested. Entries that are not text, flat keys without a section, keys too long or too deep, and entries past the limits are skipped one by one: a store's odd entry never costs the
 * buyer the rest of its words.
 */
export function readDictionary(body: unknown): Dictionary | null {
  const out: Dictionary = {};
  const count = { entries: 0 };
  if (!isRecord(body)) return null;
  for (const [name, value] of Object.entries(body)) {
    // `_version`, `_meta`: a store's notes about the dictionary, not words.
    if (name.startsWith('_')) continue;
    if (isRecord(value)) {
      for (const [key, text] of Object.entries(value)) put(out, count, name, key, text);
      continue;
    }
    const dot = name.indexOf('.');
    if (dot > 0) put(out, count, name.slice(0, dot), name.slice(dot + 1), value);
  }
  return out;
}

