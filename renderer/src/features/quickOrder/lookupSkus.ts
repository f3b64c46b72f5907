import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import { catalogFindSkus } from '../../lib/api';
import { skuKey } from '../../../../contract/sku';

export type SkuAnswers = Map<string, IndexEntry | null>;

/** The distinct SKUs worth asking about (keys as rows match them); over-long text cannot be a SKU. */
export function skusToAsk(texts: Iterable<string>): { ask: string[]; tooLong: string[] } {
  const ask = new Map<string, string>();
  const tooLong: string[] = [];
  for (const text of texts) {
    const key = skuKey(text);
    if (!key) continue;
    // The length of what is sent: a key can be shorter ("ｶﾞ" is one character once read).
    const sent = text.trim();
    if (sent.length > 255) tooLong.push(key);
    else if (!ask.has(key)) ask.set(key, sent);
  }
  return { ask: [...ask.values()], tooLong };
}

/**
 * One `catalog:findSkus` call for all the texts: answers by SKU key, null for a SKU the store does
 * not have. A failed call answers its message instead, and the rows stay to be asked again.
 */
export async function lookupSkus(texts: Iterable<string>): Promise<{ ok: true; answers: SkuAnswers } | { ok: false; skus: string[]; message: string }> {
  const { ask, tooLong } = skusToAsk(texts);
  const answers: SkuAnswers = new Map(tooLong.map((key) => [key, null]));
  if (ask.length === 0) return { ok: true, answers };
  const result = await catalogFindSkus({ skus: ask });
  if (!result.ok) return { ok: false, skus: ask.map(skuKey), message: result.error.message };
  for (const item of result.data.items) answers.set(skuKey(item.sku), item.entry);
  // A SKU the answer left out is treated as not found rather than left checking forever.
  for (const sku of ask) if (!answers.has(skuKey(sku))) answers.set(skuKey(sku), null);
  return { ok: true, answers };
}
