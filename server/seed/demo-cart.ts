import type { ServerContext } from '../context';
import { variantsById, type VariantRecord } from '../commerce/catalog-records';
import { openOrCreateCart, putItem } from '../commerce/cart-store';
import { incrementOf, unitPriceMinor } from '../commerce/pricing';
import type { Random } from './prng';

const WHOLESALE = { wholesale: true };

/**
 * The demo customer's open cart: a few stocked items and one whose stock ran low after it was added,
 * so the cart shows a stock warning from the start.
 */
export function seedDemoCart(ctx: ServerContext, random: Random, customerId: number): void {
  const rows = ctx.db
    .prepare<[], { id: number }>(
      `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
       WHERE p.is_active = 1 AND p.inventory_management = 'tracked' AND v.is_available = 1 AND v.is_preorder = 0
         AND v.inventory_quantity >= 50 ORDER BY v.id`,
    )
    .all();
  const variants = [...variantsById(ctx.db, rows.map((r) => r.id)).values()];
  const picked = random.sample(variants, 4);
  if (picked.length === 0) return;
  const now = ctx.now().toISOString();
  const cart = openOrCreateCart(ctx.db, customerId, now);
  picked.forEach((variant, index) => {
    const step = incrementOf(variant.wholesale, WHOLESALE);
    const quantity = step * (index === 0 ? Math.max(2, Math.ceil(6 / step)) : random.int(2, 10));
    if (index === 0) lowerStock(ctx, variant, quantity);
    putItem(ctx.db, cart.id, variant.id, quantity, unitPriceMinor(variant.price_minor, variant.wholesale, quantity, WHOLESALE), now);
  });
}

function lowerStock(ctx: ServerContext, variant: VariantRecord, quantity: number): void {
  const left = Math.max(1, Math.floor(quantity / 2));
  ctx.db.prepare('UPDATE variants SET inventory_quantity = ? WHERE id = ?').run(left, variant.id);
}
