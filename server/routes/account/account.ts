import type { FastifyInstance } from 'fastify';
import { listOrders } from '../../commerce/summary';
import type { ServerContext } from '../../context';
import { listAddresses } from '../../customers/addresses';
import { requireCustomer } from '../../http/auth';
import type { AccountAnswer } from '../../wire/account';

export function registerAccountRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/_api/account', async (request): Promise<AccountAnswer> => {
    const customer = requireCustomer(request);
    return {
      account: {
        first_name: customer.first_name,
        last_name: customer.last_name,
        email: customer.email,
        phone: customer.phone,
        addresses: listAddresses(ctx, customer.id),
      },
      orders: listOrders(ctx, customer.id),
    };
  });
}
