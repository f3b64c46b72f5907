import type { ParsedInput } from '../../../preload/contract';
import type { Product, ProductsPage } from '../../../preload/schemas/catalog';

/** The reference store's page; the real one is the store's to choose, and an offline page only needs to be close. */
export const OFFLINE_PAGE_SIZE = 24;

const byTitle = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const matches = (product: Product, words: string[]) => {
  const text = [product.title, product.handle, ...product.variants.map((v) => `${v.variant_name} ${v.sku ?? ''}`)].join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
};

/**
 * A product-list page made from the catalogue index, for a query whose page was never seen
 * before the store went away. The index holds products in the store's default order (oldest
 * first), so that order and its reverse stand for the date sorts.
 */
export function pageFromIndex(products: readonly Product[], input: ParsedInput<'catalog:products'>, pageSize = OFFLINE_PAGE_SIZE): ProductsPage {
  const words = (input.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const found = words.length > 0 ? products.filter((p) => matches(p, words)) : [...products];
  const sort = input.sort_by ?? 'created_at.asc';
  if (sort === 'title.asc') found.sort((a, b) => byTitle.compare(a.title, b.title));
  if (sort === 'title.desc') found.sort((a, b) => byTitle.compare(b.title, a.title));
  if (sort === 'created_at.desc') found.reverse();
  const totalPages = Math.max(1, Math.ceil(found.length / pageSize));
  const page = Math.min(input.page ?? 1, totalPages);
  return { products: found.slice((page - 1) * pageSize, page * pageSize), total_pages: totalPages, current_pages: page };
}
