import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { sortBySchema, type SortBy } from '../../../../contract/schemas/catalog';
import { searchQueryAtom } from '../../state/search';
import { FIRST_LIST_PAGE, type PageKey } from '../../state/query/catalogQuery';

const DEFAULT_SORT: SortBy = FIRST_LIST_PAGE.sort;

/**
 * Sort and page live in the URL (so Back from a product returns to the same page); the query
 * comes from the header's search. The URL's page is written together with the query it was
 * chosen for (`?q=..&page=2`), so a new query reads page 1 without any effect or extra load.
 */
export function useListParams(): { key: PageKey; setSort: (sort: SortBy) => void; setPage: (page: number) => void } {
  const [params, setParams] = useSearchParams();
  const q = useAtomValue(searchQueryAtom).trim();
  const parsedSort = sortBySchema.safeParse(params.get('sort'));
  const sort = parsedSort.success ? parsedSort.data : DEFAULT_SORT;
  const pageParam = Number(params.get('page'));
  const pageFor = params.get('q') ?? '';
  const page = pageFor === q && Number.isInteger(pageParam) && pageParam > 0 ? pageParam : 1;

  const update = useCallback(
    (patch: Record<string, string | null>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(patch)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        return next;
      });
    },
    [setParams],
  );

  return {
    key: { q, sort, page },
    setSort: useCallback((next: SortBy) => update({ sort: next === DEFAULT_SORT ? null : next, page: null, q: null }), [update]),
    setPage: useCallback(
      (next: number) => update(next === 1 ? { page: null, q: null } : { page: String(next), q: q || null }),
      [update, q],
    ),
  };
}
