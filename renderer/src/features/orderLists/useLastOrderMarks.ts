import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { OrderListLine } from '../../../../contract/schemas/orderLists';
import { skuKey } from '../../../../contract/sku';
import { useKeptOrders } from '../../components/workspace/useKeptOrders';
import { lastOrderPrices } from '../../lib/lastOrderPrices';
import { unitPriceAt } from '../../lib/pricing';
import { keptEntriesQuery } from '../../state/query/keptEntriesQuery';

export interface LastOrderMark {
  /** The unit price of the buyer's last order of the variant; undefined when never ordered. */
  last: number | undefined;
  /** Today's unit price at the line's quantity, from the kept catalogue; null when not known. */
  now: number | null;
}

/**
 * For each line of a list, its last order's price and today's (the catalogue kept on this computer,
 * no store call), so a line whose price changed since the buyer last ordered it is marked.
 */
export function useLastOrderMarks(lines: readonly OrderListLine[], wholesale: boolean): (line: OrderListLine) => LastOrderMark {
  const kept = useKeptOrders();
  const skus = lines.map((line) => line.sku).filter((sku): sku is string => Boolean(sku));
  const today = useQuery(keptEntriesQuery(skus)).data ?? null;
  const last = useMemo(() => (kept.status === 'ready' ? lastOrderPrices(kept.orders) : new Map<number, number>()), [kept]);
  return (line) => {
    const entry = line.sku ? today?.get(skuKey(line.sku)) : null;
    return { last: last.get(line.variant_id), now: entry ? unitPriceAt(entry.variant, line.quantity, wholesale) : null };
  };
}
