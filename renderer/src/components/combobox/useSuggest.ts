import { useEffect, useState } from 'react';
import type { IndexEntry } from '../../../../contract/schemas/quickOrder';
import { catalogSuggest } from '../../lib/api';

const NONE: IndexEntry[] = [];

/**
 * Matches from the catalogue index for `query`, latest answer wins (an older one arriving late is
 * dropped). The index answers locally, so there is no debounce. Not a store read (the core answers
 * from the buyer's own database, and only this box shows it), so it is not kept in the query cache:
 * nothing here outlives the box, and the header stays clear of the cache's reading code, which
 * the first screen would otherwise load (about 2 KB). While the index is not ready, or
 * when the call fails, there are simply no suggestions: the buyer can still type and search.
 */
export function useSuggest(query: string, limit = 8): IndexEntry[] {
  return useSuggestions(query, limit).items;
}

/** The same, saying whether the list is the answer to `query` itself (`current`) or still the last query's. */
export function useSuggestions(query: string, limit = 8): { items: IndexEntry[]; current: boolean } {
  const [answer, setAnswer] = useState<{ query: string; items: IndexEntry[] }>({ query: '', items: NONE });
  const q = query.trim();
  useEffect(() => {
    if (!q) return;
    let current = true;
    void catalogSuggest({ q: q.slice(0, 255), limit }).then((result) => {
      if (!current) return;
      setAnswer({ query: q, items: result.ok && result.data.ready ? result.data.items : NONE });
    });
    return () => {
      current = false;
    };
  }, [q, limit]);
  // Until this query's answer arrives the previous list stays up: no flicker between keystrokes.
  return q ? { items: answer.items, current: answer.query === q } : { items: NONE, current: true };
}
