/**
 * Where a header search lands: the product list at page 1, keeping the sort the list shows now.
 * The list keeps sort, page and the page's query in the URL (features/catalog/useListParams), so
 * dropping `page` and `q` is what resets to page 1; from any other screen the list's default sort applies.
 */
export function searchTarget(location: { pathname: string; search: string }): string {
  const sort = location.pathname === '/' ? new URLSearchParams(location.search).get('sort') : null;
  return sort ? `/?${new URLSearchParams({ sort }).toString()}` : '/';
}
