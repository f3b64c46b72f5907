import { useEffect, useState } from 'react';
import type { IndexEntry } from '../../../../preload/schemas/quickOrder';
import { skuKey } from '../../../../preload/sku';
import { todaysEntries } from '../../lib/todaysEntries';
import type { BoughtItem } from './buyAgainRank';

type Entries = ReadonlyMap<string, IndexEntry | null>;

/**
 * Today's catalogue entries of the items, by SKU key, from the catalogue kept on this computer (a
 * pad of hundreds of lines costs the store nothing; the cart prices what is added). Null until
 * the answer for these very items is in, or when the catalogue could not be read. Asked once the
 * history is read (`settled`), not at every step of its growth.
 */
export function useTodaysPrices(items: readonly BoughtItem[], settled: boolean): Entries | null {
  const key = settled
    ? items
        .map((item) => item.sku)
        .filter((sku): sku is string => Boolean(sku))
        .join('\n')
    : null;
  const [answer, setAnswer] = useState<{ key: string; entries: Entries | null } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    void todaysEntries(key ? key.split('\n').map((sku) => ({ sku })) : [], false).then(({ answers }) => {
      if (live) setAnswer({ key, entries: answers });
    });
    return () => {
      live = false;
    };
  }, [key]);
  return answer !== null && answer.key === key ? answer.entries : null;
}

export const entryOf = (entries: Entries | null, item: BoughtItem): IndexEntry | null => (item.sku && entries?.get(skuKey(item.sku))) || null;
