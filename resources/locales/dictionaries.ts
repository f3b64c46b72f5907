import type { Dictionary } from '../../contract/schemas/dictionary';
import { LANGUAGE_FOLDER, type AppLanguage } from './languages';

/** Reads a language's folder (its index's default export): the window and Node each have their own way. */
export type FolderLoader = (folder: string) => Promise<unknown>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Sections of words as text; anything else in a translation's files is left out (checked without zod, for the window's first JavaScript). */
function asDictionary(value: unknown): Dictionary {
  if (!isRecord(value)) throw new Error('not a dictionary');
  const out: Dictionary = {};
  for (const [section, words] of Object.entries(value)) {
    if (!isRecord(words)) continue;
    out[section] = Object.fromEntries(Object.entries(words).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
  return out;
}

/** `over`'s words laid on `under`'s, section by section (`over` wins for the keys it has). */
export function layOver(under: Dictionary, over: Dictionary): Dictionary {
  const out: Dictionary = { ...under };
  for (const [section, words] of Object.entries(over)) out[section] = { ...out[section], ...words };
  return out;
}

/**
 * The app's words in `language`, over the English ones: a key a translation lacks reads in
 * English rather than as its key. Rejects when the language's words cannot be read.
 */
export async function loadDictionary(language: AppLanguage, load: FolderLoader, english: Dictionary): Promise<Dictionary> {
  if (language === 'en') return english;
  return layOver(english, asDictionary(await load(LANGUAGE_FOLDER[language])));
}
