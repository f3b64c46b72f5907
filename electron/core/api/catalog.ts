import type { ParsedInput } from '../../../contract/contract';
import { productsPageSchema } from '../../../contract/schemas/catalog';
import type { Connection } from '../http/connection';

/** Drops absent values so the query string carries only what the screen asked for. */
function query(input: Record<string, string | number | undefined>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
}

export const listProducts = (c: Connection, input: ParsedInput<'catalog:products'>) =>
  c.call('catalog:products', { method: 'GET', path: '_api/ws/products', searchParams: query(input) }, productsPageSchema);

export const listPreviewProducts = (c: Connection, input: ParsedInput<'catalog:previewProducts'>) =>
  c.call(
    'catalog:previewProducts',
    { method: 'GET', path: '_api/ws/preview_products', searchParams: query(input) },
    productsPageSchema,
  );
