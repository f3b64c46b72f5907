import { z } from 'zod';
import { isRecord } from './storeErrors';

/** Sections of keys, e.g. dictionary.cart.min_purchase_desc; the shape i18next is given. */
const nestedDictionary = z.record(z.string(), z.record(z.string(), z.string()));
export type Dictionary = z.infer<typeof nestedDictionary>;

function put(into: Dictionary, section: string, key: string, value: unknown): void {
  if (typeof value !== 'string' || section === '' || key === '') return;
  (into[section] ??= {})[key] = value;
}

/**
 * Nested by section, flat with dotted keys ("cart.min_purchase_desc"), or a mix of both, read
 * as nested. Entries that are not text, or flat keys without a section, are skipped one by one:
 * a store's odd entry never costs the buyer the rest of its words.
 */
function toNestedDictionary(body: unknown): Dictionary {
  const out: Dictionary = {};
  if (!isRecord(body)) return out;
  for (const [name, value] of Object.entries(body)) {
    // `_version`, `_meta`: a store's notes about the dictionary, not words.
    if (name.startsWith('_')) continue;
    if (isRecord(value)) {
      for (const [key, text] of Object.entries(value)) put(out, name, key, text);
      continue;
    }
    const dot = name.indexOf('.');
    if (dot > 0) put(out, name.slice(0, dot), name.slice(dot + 1), value);
  }
  return out;
}

/** Anything but an object is not a dictionary at all (the call then fails as malformed). */
export const dictionarySchema = z.preprocess((body) => (isRecord(body) ? toNestedDictionary(body) : body), nestedDictionary);
