import { useQuery } from '@tanstack/react-query';
import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import { skuKey } from '../../../../contract/sku';
import { keptEntriesQuery } from '../../state/query/keptEntriesQuery';
import type { BoughtItem } from './buyAgainRank';

type Entries = ReadonlyMap<string, IndexEntry | null>;

/**
 * Today's catalogue entries of the items: null until the answer for these very items is in, or
 * when the catalogue could not be read. Asked once the history is read (`settled`), not at every
 * step of its growth.
 */
export function useTodaysPrices(items: readonly BoughtItem[], settled: boolean): Entries | null {
  const skus = items.map((item) => item.sku).filter((sku): sku is string => Boolean(sku));
  return useQuery({ ...keptEntriesQuery(skus), enabled: settled }).data ?? null;
}

export const entryOf = (entries: Entries | null, item: BoughtItem): IndexEntry | null => (item.sku && entries?.get(skuKey(item.sku))) || null;
