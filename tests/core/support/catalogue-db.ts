import Database from 'better-sqlite3';
import { catalogueTable, type CatalogueTable } from '../../../electron/core/catalog/catalogue-table';
import { migrate } from '../../../electron/core/local-data/migrations';
import type { Product } from '../../../preload/schemas/catalog';

/** A buyer database in memory holding `products` as one completed pass wrote them. */
export function catalogueOf(products: readonly Product[]): { db: Database.Database; table: CatalogueTable } {
  const db = new Database(':memory:');
  migrate(db);
  const table = catalogueTable(db);
  table.put(products, 1);
  return { db, table };
}
