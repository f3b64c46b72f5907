import type { Product } from '../../../contract/schemas/catalog';

/**
 * Searches worth trying for a handle the index has not seen. A handle is the title slugged
 * ('blue-denim-jacket'): lower-cased, spaces and punctuation alike turned into '-', sometimes with
 * '-{id}' added when two titles slug alike. The store matches a substring of the title or a SKU,
 * so the words are tried joined by spaces, then without the first or last word (a hyphen there,
 * as in "Zinc-Plated Hex Bolt", leaves the rest a plain phrase), then joined by hyphens, and last
 * the longest word, the widest net. Most likely first: each miss costs a request.
 */
export function handleQueries(handle: string): string[] {
  const words = handle.toLowerCase().split(/[-_]+/).filter(Boolean);
  const last = words[words.length - 1] ?? '';
  const stem = words.length > 1 && /^\d+$/.test(last) ? words.slice(0, -1) : null;
  const phrase = stem ?? words;
  const queries = [words.join(' ')];
  if (phrase.length > 2) queries.push(phrase.slice(1).join(' '));
  queries.push(words.join('-'));
  if (stem) queries.push(stem.join(' '), stem.join('-'));
  if (phrase.length > 2) queries.push(phrase.slice(0, -1).join(' '));
  const longest = [...words].sort((a, b) => b.length - a.length)[0];
  if (longest && longest.length >= 3) queries.push(longest);
  return [...new Set(queries.filter((q) => q.length > 0))];
}

/**
 * Searches that find a product already seen: a SKU names one product on most stores (so one short
 * page), the title is the fallback for stores without SKUs. `preferVariant` puts that SKU first.
 */
export function refreshQueries(product: Product, preferVariant?: number): string[] {
  const variants = [...product.variants].sort((a, b) => Number(b.id === preferVariant) - Number(a.id === preferVariant));
  const sku = variants.map((v) => v.sku?.trim() ?? '').find((s) => s.length > 0);
  return [...new Set([sku ?? '', product.title.trim()].filter((q) => q.length > 0))];
}
