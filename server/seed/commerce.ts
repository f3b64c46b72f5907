import type { ServerContext } from '../context';
import { seedCatalog } from './catalog';
import { seedDemoCart } from './demo-cart';
import { seedGateways } from './gateways';
import { seedOrders } from './orders';
import { createRandom } from './prng';

/** Fixed so every fresh store is the same store (dates aside, which follow the clock). */
const SEED = 20_250_601;

/**
 * COMMERCE's part of the demo store: the catalogue (`products` of them), payment gateways, the order history
 * of the demo customer (customerIds[0]) and the other customer (customerIds[1]), and the demo customer's cart.
 * Runs inside the caller's transaction.
 */
export function seedCommerce(ctx: ServerContext, options: { products: number; customerIds: number[] }): void {
  const random = createRandom(SEED);
  seedCatalog(ctx.db, random, Math.max(0, Math.floor(options.products)), ctx.now());
  seedGateways(ctx.db);
  seedOrders(ctx, random, options.customerIds);
  const demo = options.customerIds[0];
  if (demo !== undefined) seedDemoCart(ctx, random, demo);
}
