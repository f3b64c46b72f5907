import Database from 'better-sqlite3';
import { catalogueTable, type CatalogueTable } from '../../../electron/core/catalog/catalogue-table';
import { migrate } from '../../../electron/core/local-data/migrations';
import type { ProductIndex } from '../../../electron/core/catalog/product-index';
import { productSchema, type Product } from '../../../contract/schemas/catalog';

/** A buyer database in memory holding `products` as one completed pass wrote them. */
export function catalogueOf(products: readonly Product[]): { db: Database.Database; table: CatalogueTable } {
  const db = new Database(':memory:');
  migrate(db);
  const table = catalogueTable(db);
  table.put(products, 1);
  return { db, table };
}

/** A product whose variants have names and SKUs of their own. */
export function item(id: number, title: string, variants: [name: string, sku: string | null][]): Product {
  return productSchema.parse({
    id,
    handle: title.toLowerCase().replace(/\W+/g, '-'),
    title,
    currency: 'MYR',
    min_price: 1,
    max_price: 1,
    total_quantity: 10,
    variants: variants.map(([name, sku], i) => ({
      id: id * 100 + i,
      name: `${title} ${name}`,
      variant_name: name,
      sku,
      unit_price: 1,
      ori_unit_price: 1,
      inventory_quantity: 10,
      wholesale_price: [{ price: [{ min_qty: 10, price: 0.9 }] }],
    })),
  });
}

/** The product lookup's index over an empty buyer catalogue in memory, as the kept catalogue is before its first walk. */
export function catalogueIndex(): ProductIndex & { table: CatalogueTable } {
  const { table } = catalogueOf([]);
  return { table, byHandle: (handle) => table.byHandle(handle), byVariant: (id) => table.byVariant(id), put: (products) => table.put(products, 1) };
}
