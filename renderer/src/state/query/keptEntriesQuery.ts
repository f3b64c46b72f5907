import { queryOptions } from '@tanstack/react-query';
import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import { todaysEntries } from '../../lib/todaysEntries';

type Entries = ReadonlyMap<string, IndexEntry | null>;

/**
 * The catalogue entries of these SKUs, by SKU key, from the catalogue kept on this computer (a pad
 * of hundreds of lines costs the store nothing; the cart prices what is added); null when the
 * catalogue could not be read.
 */
export const keptEntriesQuery = (skus: readonly string[]) =>
  queryOptions({
    queryKey: ['catalog:findSkus', { skus, fresh: false }] as const,
    queryFn: async (): Promise<Entries | null> => (await todaysEntries(skus.map((sku) => ({ sku })), false)).answers,
  });
