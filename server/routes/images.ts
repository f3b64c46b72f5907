import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { productSvg } from '../commerce/product-image';
import { cachedStatement } from '../db/statements';

const SVG_NAME = /^(\d{1,15})\.svg$/;

/**
 * GET /images/products/{id}.svg and /images/variants/{id}.svg: public (the renderer's <img> carries no
 * session) and cacheable; drawn from the product's title and category.
 */
export function registerImageRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { file: string } }>('/images/products/:file', async (request, reply) => {
    const id = idOf(request.params.file);
    const product =
      id === null
        ? undefined
        : cachedStatement<[number], { title: string; category: string }>(ctx.db, 'SELECT title, category FROM products WHERE id = ?').get(id);
    if (!product) return reply.status(404).type('text/plain').send('Not found');
    return sendSvg(reply, productSvg(product));
  });

  app.get<{ Params: { file: string } }>('/images/variants/:file', async (request, reply) => {
    const id = idOf(request.params.file);
    const variant =
      id === null
        ? undefined
        : cachedStatement<[number], { title: string; category: string; name: string; position: number }>(
            ctx.db,
            'SELECT p.title, p.category, v.name, v.position FROM variants v JOIN products p ON p.id = v.product_id WHERE v.id = ?',
          ).get(id);
    if (!variant) return reply.status(404).type('text/plain').send('Not found');
    const shade = (variant.position % 4) / 4;
    return sendSvg(reply, productSvg({ title: variant.title, category: variant.category, label: variantLabel(variant.name), shade }));
  });
}

/** The main option of 'M6 x 20mm / Box of 50' -> 'M6 x 20mm', short enough to fit. */
function variantLabel(name: string): string {
  return (name.split(' / ')[0] ?? name).slice(0, 10);
}

function idOf(file: string): number | null {
  const match = SVG_NAME.exec(file);
  return match ? Number(match[1]) : null;
}

function sendSvg(reply: import('fastify').FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    // An SVG opened directly must not run script.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}
