/**
 * How a SKU a buyer typed or pasted is compared with the store's SKUs, on both sides of the
 * bridge: the quick-order rows key their lookups with it, and the core keys its catalogue index
 * and its store searches with it, so a line is never found on one side and missing on the other.
 *
 * - Spaces around it are dropped (pasted cells often carry them).
 * - NFKC reads full-width letters, digits and dashes, as a CJK input method types them, as
 *   their plain forms: "ＨＢ－Ｍ６" is "HB-M6".
 * - Case is ignored by upper-casing, which maps each character on its own ("ß" to "SS", "σ" and
 *   "ς" to "Σ"), so the key of a SKU typed so far is a prefix of the key of the whole SKU.
 *
 * Only for comparing: what the buyer sees is always the store's own spelling of the SKU.
 */
export function skuKey(sku: string): string {
  return sku.normalize('NFKC').trim().toUpperCase();
}

/**
 * The forgiving forms of a SKU, for finding it from what a buyer types quickly: case, spaces,
 * dashes and the leading zeros of each part do not matter ("fas 1 1", "FAS000101" and "fas-1-01"
 * all find FAS-0001-01). The catalogue writes the forms of each stored SKU and reads the forms of
 * each query with these same functions, so the two sides always agree.
 *
 * A SKU's parts are its runs of letters and its runs of digits (anything else only separates
 * them): "HB-M6x20" is HB, M, 6, X, 20. Digit runs lose their leading zeros ("0001" is 1, "00" is 0).
 */
export function skuParts(sku: string): string[] {
  const runs = skuKey(sku).match(/\p{N}+|\p{L}+/gu) ?? [];
  return runs.map((run) => (/^\p{N}+$/u.test(run) ? run.replace(/^0+(?=.)/u, '') : run));
}

/** Letters and digits only, zeros kept: "FAS000101" and "fas-0001-01" are both FAS000101. */
export function skuCompactKey(sku: string): string {
  return skuKey(sku).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The parts with their zeros dropped, one space apart: "fas 1 1", "FAS-0001-01" are both "FAS 1 1". */
export function skuPartsKey(sku: string): string {
  return skuParts(sku).join(' ');
}

/**
 * The numeric tails of a stored SKU: its last digit part, its last two, and so on while they are
 * digits, each written as its parts side by side. FAS-0001-01 has the tails "1" and "11", so a
 * buyer who knows the number only ("1-01", "0001 01", "11") finds it, when no other SKU shares it.
 */
export function skuTails(sku: string): string[] {
  const parts = skuParts(sku);
  const tails: string[] = [];
  for (let at = parts.length - 1; at >= 0 && /^\p{N}+$/u.test(parts[at]!); at -= 1) tails.push(parts.slice(at).join(''));
  return [...new Set(tails)];
}

/** What a typed query asks as a numeric tail: digits only (and separators), read as skuTails writes them; null otherwise. */
export function typedTail(query: string): string | null {
  const parts = skuParts(query);
  return parts.length > 0 && parts.every((part) => /^\p{N}+$/u.test(part)) ? parts.join('') : null;
}
