import type { IndexEntry } from '../../../contract/schemas/quickOrder';
import { skuKey } from '../../../contract/sku';
import { catalogFindSkus } from './api';
import { skusOf, type SourceLine } from './reorderPreview';

export interface TodaysEntries {
  /** Today's catalogue by SKU key (null entry: no such SKU); null when the store could not be asked. */
  answers: Map<string, IndexEntry | null> | null;
  /** Why the store could not be asked, or null. */
  message: string | null;
}

/**
 * Today's catalogue for the SKUs of lines to add again, asked of the store itself (not the kept
 * catalogue), so a price changed since the last catalogue walk is the one the buyer sees first.
 * `fresh` false reads the kept catalogue instead (no store call): for long lists shown at a glance.
 */
export async function todaysEntries(lines: readonly Pick<SourceLine, 'sku'>[], fresh = true): Promise<TodaysEntries> {
  const skus = skusOf(lines);
  if (skus.length === 0) return { answers: new Map(), message: null };
  const found = await catalogFindSkus({ skus: skus.slice(0, 5000), fresh });
  if (!found.ok) return { answers: null, message: found.error.message };
  return { answers: new Map(found.data.items.map((item) => [skuKey(item.sku), item.entry])), message: null };
}
