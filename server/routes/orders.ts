import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { requireCustomer } from '../http/auth';
import { notFound } from '../http/errors';
import { ownOrder } from '../commerce/order-records';
import { orderJson } from '../commerce/order-view';
import { cachedStatement } from '../db/statements';
import { parseInput } from './commerce-input';

const orderToken = z.string().trim().min(1).max(128);
const remarkBody = z.object({
  order_token: orderToken,
  // Laravel's TrimStrings + ConvertEmptyStringsToNull: an emptied remark is cleared.
  remark: z.preprocess((v) => (typeof v === 'string' ? v.trim() || null : v), z.string().max(2000).nullable().default(null)),
});

/** An order is reachable by its token only by the customer who placed it; to anyone else it does not exist. */
export function registerOrderRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { token: string } }>('/_api/orders/:token', async (request) => {
    const customer = requireCustomer(request);
    const order = ownOrder(ctx.db, customer.id, request.params.token);
    if (!order) throw notFound();
    return { order: orderJson(ctx, order) };
  });

  app.put('/_api/orders/update_remark', async (request) => {
    const customer = requireCustomer(request);
    const body = parseInput(remarkBody, request.body);
    const order = ownOrder(ctx.db, customer.id, body.order_token);
    if (!order) throw notFound();
    cachedStatement<[string | null, number]>(ctx.db, 'UPDATE orders SET remark = ? WHERE id = ?').run(body.remark, order.id);
    return { success: true };
  });
}
