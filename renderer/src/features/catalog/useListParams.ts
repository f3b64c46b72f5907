import { useCallback, useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { sortBySchema, type SortBy } from '../../../../preload/schemas/catalog';
import { searchQueryAtom } from '../../state/search';
import type { PageKey } from './productCache';

export const DEFAULT_SORT: SortBy = 'created_at.asc';

/**
 * Sort and page live in the URL (so Back from a product returns to the same page); the query
 * comes from the header's search. A new query sends the list back to page 1.
 */
export function useListParams(): { key: PageKey; setSort: (sort: SortBy) => void; setPage: (page: number) => void } {
  const [params, setParams] = useSearchParams();
  const q = useAtomValue(searchQueryAtom).trim();
  const parsedSort = sortBySchema.safeParse(params.get('sort'));
  const sort = parsedSort.success ? parsedSort.data : DEFAULT_SORT;
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;

  const update = useCallback(
    (patch: Record<string, string | null>, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(patch)) {
            if (value === null) next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const lastQuery = useRef(q);
  useEffect(() => {
    if (lastQuery.current === q) return;
    lastQuery.current = q;
    update({ page: null }, true);
  }, [q, update]);

  // Until the effect above has run, a changed query already reads page 1.
  const effectivePage = lastQuery.current === q ? page : 1;

  return {
    key: { q, sort, page: effectivePage },
    setSort: useCallback((next: SortBy) => update({ sort: next === DEFAULT_SORT ? null : next, page: null }), [update]),
    setPage: useCallback((next: number) => update({ page: next === 1 ? null : String(next) }), [update]),
  };
}
