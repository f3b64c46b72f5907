import { fieldRewrite, isRecord, onBody, type Rewrite } from './answer';

/**
 * Text as other stores hand it over: a translation file flattened the way Laravel's `__('cart.key')` lookup
 * reads it, and place names HTML-encoded as a Blade-era database keeps them ("name (HTML-decoded)" is
 * the client's job).
 */

/** Sections left nested, so the dictionary is mixed: a client must read both forms. */
const NESTED_SECTIONS = new Set(['footer', 'legal']);

/** Entries that are not translations (a build number, a retired key): a client must skip them. */
const JUNK = { _version: 3, 'common.retired_key': null };

/** `{ cart: { min_purchase_desc: '...' } }` -> `{ 'cart.min_purchase_desc': '...' }`, but for NESTED_SECTIONS. */
export const flatDictionary: Rewrite = onBody((body) => {
  if (!isRecord(body)) return body;
  const flat: Record<string, unknown> = {};
  for (const [section, entries] of Object.entries(body)) {
    if (!isRecord(entries) || NESTED_SECTIONS.has(section)) {
      flat[section] = entries;
      continue;
    }
    for (const [key, text] of Object.entries(entries)) flat[`${section}.${key}`] = text;
  }
  return { ...flat, ...JUNK };
});

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function encodeEntities(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** Country and province names: "Hawke's Bay" -> "Hawke&#39;s Bay". Codes are left alone. */
export const namesEncoded: Rewrite = fieldRewrite(new Set(['name', 'country_name']), (value) =>
  typeof value === 'string' ? encodeEntities(value) : value,
);
