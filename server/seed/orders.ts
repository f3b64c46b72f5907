import type { ServerContext } from '../context';
import { orderAddressSnapshot } from '../commerce/billing-addresses';
import { variantsById, type VariantRecord } from '../commerce/catalog-records';
import { insertLineItem, insertOrderRow } from '../commerce/order-insert';
import { incrementOf, unitPriceMinor } from '../commerce/pricing';
import { addressRowsOf } from '../customers/addresses';
import { seedAttachment } from './attachment-files';
import { DEMO_ORDERS, OTHER_ORDERS, PICKUP_LOCATION, type OrderScenario } from './order-scenarios';
import { seedOrderMoney } from './order-money';
import type { Random } from './prng';

const DAY_MS = 24 * 60 * 60 * 1000;
const WHOLESALE = { wholesale: true };

interface PlannedOrder {
  customerId: number;
  email: string;
  scenario: OrderScenario;
  createdAt: Date;
}

/** The order history: ~30 orders for the demo customer and a few for the other, numbered in date order. */
export function seedOrders(ctx: ServerContext, random: Random, customerIds: readonly number[]): void {
  const [demo, other] = customerIds;
  const now = ctx.now().getTime();
  const plans: PlannedOrder[] = [];
  const plan = (customerId: number | undefined, scenarios: readonly OrderScenario[], spanDays: number) => {
    if (customerId === undefined) return;
    const email = ctx.db.prepare<[number], { email: string }>('SELECT email FROM customers WHERE id = ?').get(customerId)?.email ?? '';
    scenarios.forEach((scenario, k) => {
      const daysAgo = spanDays - (k * spanDays) / scenarios.length;
      plans.push({ customerId, email, scenario, createdAt: new Date(now - daysAgo * DAY_MS + random.int(8, 17) * 3_600_000) });
    });
  };
  plan(demo, DEMO_ORDERS, 360);
  plan(other, OTHER_ORDERS, 200);
  plans.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  const candidates = orderableVariants(ctx);
  if (candidates.length === 0) return;
  for (const p of plans) insertOrder(ctx, random, p, candidates);
}

function orderableVariants(ctx: ServerContext): VariantRecord[] {
  const ids = ctx.db
    .prepare<[], { id: number }>(
      `SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id
       WHERE v.is_available = 1 AND p.is_active = 1 AND v.is_preorder = 0 ORDER BY v.id`,
    )
    .all()
    .map((r) => r.id);
  return [...variantsById(ctx.db, ids).values()];
}

function insertOrder(ctx: ServerContext, random: Random, p: PlannedOrder, candidates: readonly VariantRecord[]): void {
  const { scenario } = p;
  const lines = random.sample(candidates, random.int(1, 6)).map((variant) => {
    const quantity = incrementOf(variant.wholesale, WHOLESALE) * random.int(1, 30);
    const product = ctx.db.prepare<[number], { title: string }>('SELECT title FROM products WHERE id = ?').get(variant.product_id);
    return {
      variant,
      quantity,
      unit: unitPriceMinor(variant.price_minor, variant.wholesale, quantity, WHOLESALE),
      title: `${product?.title ?? 'Product'} - ${variant.name}`,
    };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.unit * l.quantity, 0);
  const discount = Math.round((subtotal * (scenario.discountPercent ?? 0)) / 100);
  const addresses = addressRowsOf(ctx.db, p.customerId);
  const billing = addresses[0] ? orderAddressSnapshot(addresses[0]) : null;
  const shippingAddress = addresses.length > 0 ? orderAddressSnapshot(random.pick(addresses)) : null;
  const created = p.createdAt.toISOString();
  const money = seedOrderMoney(ctx.db, random, { scenario, subtotal, discount, createdAt: p.createdAt });

  const order = insertOrderRow(ctx.db, {
    customer_id: p.customerId,
    email: p.email,
    created_at: created,
    currency: 'MYR',
    type: scenario.pickup ? 'pickup' : 'shipping',
    remark: scenario.remark ?? null,
    financial_status: scenario.financial,
    fulfillment_status: scenario.fulfillment,
    subtotal_minor: subtotal,
    discount_minor: discount,
    total_minor: money.total,
    billing,
    shipping: scenario.pickup ? PICKUP_LOCATION : shippingAddress,
    source_cart_id: null,
    cancelled_at: scenario.cancelReason ? new Date(p.createdAt.getTime() + DAY_MS).toISOString() : null,
    cancel_reason: scenario.cancelReason ?? null,
  });
  const fulfillmentId = money.attach(order.id);
  const fulfilledCount =
    scenario.fulfillment === 'fulfilled' ? lines.length : scenario.fulfillment === 'partially_fulfilled' ? Math.ceil(lines.length / 2) : 0;
  lines.forEach((l, index) => {
    insertLineItem(ctx.db, order.id, {
      variant_id: l.variant.id,
      title: l.title,
      sku: l.variant.sku,
      price_minor: l.unit,
      price_after_discount_minor: null,
      quantity: l.quantity,
      fulfillment_id: index < fulfilledCount ? fulfillmentId : null,
    });
  });
  const skus = lines.map((l) => ({ sku: l.variant.sku, quantity: l.quantity }));
  for (const kind of scenario.attachments ?? []) seedAttachment(ctx, order, kind, skus);
}
