import type { ParsedInput } from '../../../contract/contract';
import type { ProductsPage } from '../../../contract/schemas/catalog';
import type { CatalogueTable } from '../catalog/catalogue-table';

/** The reference store's page; the real one is the store's to choose, and an offline page only needs to be close. */
export const OFFLINE_PAGE_SIZE = 24;

const byTitle = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * A product-list page made from the buyer's kept catalogue while the store is unreachable. The
 * catalogue holds products in the store's default order (oldest first), so that order and its
 * reverse stand for the date sorts. Only the page shown is read whole from the database.
 */
export function pageFromCatalogue(table: Pick<CatalogueTable, 'listing' | 'byIds'>, input: ParsedInput<'catalog:products'>, pageSize = OFFLINE_PAGE_SIZE): ProductsPage {
  const words = (input.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const rows = table.listing();
  const found = words.length > 0 ? rows.filter((row) => words.every((word) => row.text.includes(word))) : rows;
  const sort = input.sort_by ?? 'created_at.asc';
  if (sort === 'title.asc') found.sort((a, b) => byTitle.compare(a.title, b.title));
  if (sort === 'title.desc') found.sort((a, b) => byTitle.compare(b.title, a.title));
  if (sort === 'created_at.desc') found.reverse();
  const totalPages = Math.max(1, Math.ceil(found.length / pageSize));
  const page = Math.min(input.page ?? 1, totalPages);
  const shown = found.slice((page - 1) * pageSize, page * pageSize).map((row) => row.id);
  return { products: table.byIds(shown), total_pages: totalPages, current_pages: page };
}
