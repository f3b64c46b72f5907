import type { Database } from 'better-sqlite3';
import type { SortBy } from '../wire/catalog';
import { productsById, type ProductRecord } from './catalog-records';
import { cachedStatement } from '../db/statements';

/** The server decides the page size; 24 fills a 3-, 2- and 1-column grid evenly. */
export const PAGE_SIZE = 24;

export interface ProductQuery {
  /** Matched case-insensitively against the title and every SKU. */
  q?: string | null;
  sort: SortBy;
  /** 1-based. */
  page: number;
}

export interface ProductPage {
  rows: ProductRecord[];
  total: number;
  totalPages: number;
}

// Each order is served by an index (products_created_at, products_title); id breaks ties so pages never overlap.
const ORDER_BY: Record<SortBy, string> = {
  'created_at.asc': 'created_at ASC, id ASC',
  'created_at.desc': 'created_at DESC, id DESC',
  'title.asc': 'title COLLATE NOCASE ASC, id ASC',
  'title.desc': 'title COLLATE NOCASE DESC, id DESC',
};

export function findProductPage(db: Database, query: ProductQuery, pageSize = PAGE_SIZE): ProductPage {
  const needle = normaliseSearch(query.q);
  // search_text is stored lower-cased (JS toLowerCase, so non-ASCII letters match too); instr needs no escaping.
  const where = needle === null ? 'is_active = 1' : 'is_active = 1 AND instr(search_text, ?) > 0';
  const params: string[] = needle === null ? [] : [needle];
  const total =
    cachedStatement<string[], { n: number }>(db, `SELECT COUNT(*) AS n FROM products WHERE ${where}`).get(...params)?.n ?? 0;
  const offset = (query.page - 1) * pageSize;
  if (offset >= total) return { rows: [], total, totalPages: Math.ceil(total / pageSize) };
  // Ids first: without a search this reads only the partial index, however deep the page.
  const ids = cachedStatement<(string | number)[], { id: number }>(
    db,
    `SELECT id FROM products WHERE ${where} ORDER BY ${ORDER_BY[query.sort]} LIMIT ? OFFSET ?`,
  )
    .all(...params, pageSize, offset)
    .map((r) => r.id);
  const byId = productsById(db, ids);
  const rows = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
  return { rows, total, totalPages: Math.ceil(total / pageSize) };
}

export function normaliseSearch(q: string | null | undefined): string | null {
  const trimmed = (q ?? '').trim().toLowerCase();
  return trimmed === '' ? null : trimmed;
}

/** What search_text holds for a product: its title and SKUs, lower-cased. */
export function searchTextOf(title: string, skus: readonly string[]): string {
  return [title, ...skus].join(' ').toLowerCase();
}
