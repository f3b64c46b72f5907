import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readFilters, writeFilters, type OrderFilters } from '../../lib/orderFilters';

/**
 * The order list's filters, kept in the URL's search params: Back from an order comes back to
 * the same narrowed list. A change replaces the entry rather than adding one per choice.
 */
export function useOrderFilters(): { filters: OrderFilters; setFilters: (filters: OrderFilters) => void } {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the params' value; the object is new each render
  const filters = useMemo(() => readFilters(params), [key]);
  const setFilters = useCallback((next: OrderFilters) => setParams((current) => writeFilters(current, next), { replace: true }), [setParams]);
  return { filters, setFilters };
}
