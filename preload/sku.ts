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
