import type { ServerContext } from '../context';
import { seedCommerce } from './commerce';
import { seedCustomers } from './customers';
import { seedPages } from './pages';
import { seedShop } from './shop';

export function isSeeded(ctx: ServerContext): boolean {
  return ctx.db.prepare('SELECT 1 FROM shop WHERE id = 1').get() !== undefined;
}

/** The demo store: shop settings, demo customers with addresses, policies and pages, then COMMERCE's catalogue. */
export function seedStore(ctx: ServerContext, options: { products: number }): void {
  ctx.db.transaction(() => {
    seedShop(ctx);
    const customerIds = seedCustomers(ctx);
    seedPages(ctx);
    seedCommerce(ctx, { products: options.products, customerIds });
  })();
}
