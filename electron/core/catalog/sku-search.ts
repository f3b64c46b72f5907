import { ok, type Result } from '../../../contract/result';
import type { FoundSkus } from '../../../contract/schemas/quickOrder';
import { skuKey } from '../../../contract/sku';
import { shownProduct } from './shown-product';
import { indexedReader, searchFor, type FetchPage } from './pages';

/** Result pages read per SKU: the store matches SKUs and titles by substring, so an exact SKU is near the top. */
const PAGES_PER_SKU = 2;

/**
 * Before the index is ready, each SKU is asked of the store (`q=SKU`, `inFlight` searches at
 * once) and matched exactly (as skuKey reads SKUs) in the answers: a SKU is found or not,
 * never guessed. A search that fails fails the whole answer, since "not found" would be a guess.
 */
export async function findSkusOnStore(fetchPage: FetchPage, skus: readonly string[], inFlight = 4): Promise<Result<FoundSkus>> {
  // Nothing is remembered here: a SKU found is shown at once, and the catalogue's walk keeps it.
  const read = indexedReader(fetchPage, null);
  const keys = [...new Set(skus.map(skuKey).filter((key) => key !== ''))];
  const found = new Map<string, FoundSkus['items'][number]['entry']>();
  let failure: Result<never> | null = null;
  let next = 0;

  const worker = async () => {
    while (failure === null && next < keys.length) {
      const key = keys[next]!;
      next += 1;
      const answer = await searchFor(read, key, (p) => p.variants.some((v) => skuKey(v.sku ?? '') === key), PAGES_PER_SKU);
      if (!answer.ok) {
        failure ??= answer;
        return;
      }
      const variant = answer.data?.variants.find((v) => skuKey(v.sku ?? '') === key);
      found.set(key, answer.data && variant ? { product: shownProduct(answer.data), variant } : null);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, keys.length) }, worker));
  if (failure) return failure;
  return ok({ items: skus.map((sku) => ({ sku, entry: found.get(skuKey(sku)) ?? null })) });
}
