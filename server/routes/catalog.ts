import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sortBySchema } from '../../preload/schemas/catalog';
import type { ServerContext } from '../context';
import { optionalCustomer, requireCustomer } from '../http/auth';
import { productPageJson } from '../commerce/catalog';
import { optionalText, parseInput, queryInt } from './commerce-input';

const listQuery = z.object({
  q: optionalText(255),
  sort_by: z.preprocess((v) => (v === '' ? undefined : v), sortBySchema.default('created_at.asc')),
  page: queryInt(1, 100_000, 1),
});

/** The catalogue: customers see their prices; the public preview shows the same products without wholesale prices. */
export function registerCatalogRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/_api/ws/products', async (request, reply) => {
    const customer = requireCustomer(request);
    const query = parseInput(listQuery, request.query);
    const json = productPageJson(ctx, customer, { q: query.q, sort: query.sort_by, page: query.page }, 'catalog');
    return reply.type('application/json; charset=utf-8').send(json);
  });

  app.get('/_api/ws/preview_products', async (request, reply) => {
    const query = parseInput(listQuery, request.query);
    const json = productPageJson(ctx, optionalCustomer(request), { sort: query.sort_by, page: query.page }, 'preview');
    return reply.type('application/json; charset=utf-8').send(json);
  });
}
