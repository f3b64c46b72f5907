import type { FastifyInstance } from 'fastify';
import { cartSummary } from '../../commerce/summary';
import type { ServerContext } from '../../context';
import { optionalCustomer } from '../../http/auth';
import { shopSettings } from '../../shop/settings';
import type { Customer, GlobalAnswer } from '../../wire/shop';

/**
 * Boot data. Always 200 with the shop, even when it is disabled or closed, so the client can decide on
 * maintenance itself; `customer` only with a login.
 */
export function registerGlobalRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get('/_api/global', async (request): Promise<GlobalAnswer> => {
    const row = optionalCustomer(request);
    let customer: Customer | null = null;
    if (row) {
      const cart = cartSummary(ctx, row.id);
      customer = {
        first_name: row.first_name,
        last_name: row.last_name,
        email: row.email,
        pricelist_id: row.pricelist_id,
        wholesale_enabled: row.wholesale_enabled === 1,
        currency: row.currency,
        cart_token: cart?.cart_token ?? null,
        cart_subtotal: cart?.cart_subtotal ?? null,
        cart_currency: cart?.cart_currency ?? null,
      };
    }
    return { wholesale: shopSettings(ctx), customer };
  });
}
