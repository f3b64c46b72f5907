import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { IndexEntry } from '../../../../preload/schemas/quickOrder';
import { storefront } from '../../state/storefront';
import { answerOf } from '../../state/query/storeAnswer';

const NONE: IndexEntry[] = [];

/**
 * Matches from the buyer's catalogue index for `query`: an older answer arriving late is not
 * shown. The index answers locally, so there is no debounce and no second try. While the index is
 * not ready, or when the call fails, there are simply no suggestions: the buyer can still type and search.
 */
export function useSuggest(query: string, limit = 8): IndexEntry[] {
  const q = query.trim().slice(0, 255);
  const { data } = useQuery({
    queryKey: ['catalog:suggest', { q, limit }] as const,
    queryFn: () => answerOf(storefront.catalog.suggest({ q, limit })).then((answer) => (answer.ready ? answer.items : NONE)),
    enabled: q !== '',
    retry: false,
    // Until this query's answer arrives the previous list stays up: no flicker between keystrokes.
    placeholderData: keepPreviousData,
  });
  return q && data ? data : NONE;
}
