import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { requireCustomer } from '../http/auth';
import { notFound } from '../http/errors';
import { ownOrder } from '../commerce/order-records';
import { orderJson } from '../commerce/order-view';
import { cachedStatement } from '../db/statements';
import { remarkRequest, type OrderAnswer, type RemarkSavedAnswer } from '../wire/orders';
import { parseInput } from './commerce-input';

/** An order is reachable by its token only by the customer who placed it; to anyone else it does not exist. */
export function registerOrderRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get<{ Params: { token: string } }>('/_api/orders/:token', async (request): Promise<OrderAnswer> => {
    const customer = requireCustomer(request);
    const order = ownOrder(ctx.db, customer.id, request.params.token);
    if (!order) throw notFound();
    return { order: orderJson(ctx, order) };
  });

  app.put('/_api/orders/update_remark', async (request): Promise<RemarkSavedAnswer> => {
    const customer = requireCustomer(request);
    const body = parseInput(remarkRequest, request.body);
    const order = ownOrder(ctx.db, customer.id, body.order_token);
    if (!order) throw notFound();
    cachedStatement<[string | null, number]>(ctx.db, 'UPDATE orders SET remark = ? WHERE id = ?').run(body.remark, order.id);
    return { success: true };
  });
}
