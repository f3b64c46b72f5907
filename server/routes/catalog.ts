import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { optionalCustomer, requireCustomer } from '../http/auth';
import { productPageJson } from '../commerce/catalog';
import { productsQuery } from '../wire/catalog';
import { parseInput } from './commerce-input';

/**
 * The catalogue: customers see their prices; the public preview shows the same products without wholesale prices.
 * Both answer `productsPageAnswer` (wire/catalog.ts), sent as the page cache's bytes.
 */
export function registerCatalogRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/_api/ws/products', async (request, reply) => {
    const customer = requireCustomer(request);
    const query = parseInput(productsQuery, request.query);
    const json = productPageJson(ctx, customer, { q: query.q, sort: query.sort_by, page: query.page }, 'catalog');
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.get('/_api/ws/preview_products', async (request, reply) => {
    const query = parseInput(productsQuery, request.query);
    const json = productPageJson(ctx, optionalCustomer(request), { sort: query.sort_by, page: query.page }, 'preview');
    return reply.type('application/json; charset=utf-8').send(json);
  });
}
