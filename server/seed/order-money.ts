import type { Database } from 'better-sqlite3';
import { COURIERS, type OrderScenario } from './order-scenarios';
import type { Random } from './prng';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SST_RATE = 0.06;

interface MoneyInput {
  scenario: OrderScenario;
  subtotal: number;
  discount: number;
  createdAt: Date;
}

/**
 * Works out a seeded order's shipping, tax and total, and returns `attach(orderId)` which writes the
 * shipping and tax lines, payments, refunds and the fulfilment (returning its id for the line items).
 */
export function seedOrderMoney(db: Database, random: Random, input: MoneyInput) {
  const { scenario, subtotal, discount } = input;
  const taxable = subtotal - discount;
  const shipping = scenario.pickup
    ? null
    : taxable > 100_000
      ? { title: 'Lorry Delivery (Klang Valley)', price: 8000 }
      : { title: 'Standard Delivery (Peninsular)', price: 2500 };
  const tax = scenario.tax ? Math.round(taxable * SST_RATE) : 0;
  const total = taxable + (shipping?.price ?? 0) + tax;
  const at = (days: number) => new Date(input.createdAt.getTime() + days * DAY_MS).toISOString();

  function attach(orderId: number): number | null {
    if (shipping) {
      db.prepare('INSERT INTO order_shipping_lines (order_id, title, price_minor) VALUES (?, ?, ?)').run(orderId, shipping.title, shipping.price);
    }
    if (scenario.tax) {
      db.prepare('INSERT INTO order_tax_lines (order_id, title, rate, price_minor) VALUES (?, ?, ?, ?)').run(orderId, 'SST', SST_RATE, tax);
    }
    const pay = db.prepare(
      'INSERT INTO order_transactions (order_id, kind, status, gateway, amount_minor, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const gateway = random.pick(['Bank Transfer', 'DuitNow QR', 'Cheque']);
    switch (scenario.payment) {
      case 'full':
        pay.run(orderId, 'sale', 'success', gateway, total, at(1));
        break;
      case 'over':
        pay.run(orderId, 'sale', 'success', gateway, total, at(1));
        pay.run(orderId, 'sale', 'success', gateway, 5000, at(1.2));
        break;
      case 'partial':
        pay.run(orderId, 'sale', 'success', gateway, Math.round(total * 0.4), at(1));
        break;
      case 'pending':
        pay.run(orderId, 'sale', 'pending', gateway, total, at(0.5));
        break;
      case 'authorized':
        pay.run(orderId, 'authorization', 'success', 'Credit Card', total, at(0.1));
        break;
      case 'none':
        break;
    }
    if (scenario.refund) {
      const amount = scenario.refund === 'full' ? total : Math.round(total * 0.15);
      db.prepare('INSERT INTO order_refunds (order_id, amount_minor, note, created_at) VALUES (?, ?, ?, ?)').run(
        orderId,
        amount,
        scenario.refund === 'full' ? 'Full refund' : 'Damaged goods',
        at(6),
      );
    }
    if (scenario.fulfillment !== 'fulfilled' && scenario.fulfillment !== 'partially_fulfilled') return null;
    const courier = scenario.tracking && !scenario.pickup ? random.pick(COURIERS) : null;
    const number = courier ? `${random.pick(['ER', 'EP', 'MY'])}${random.int(100_000_000, 999_999_999)}MY` : null;
    const info = db
      .prepare('INSERT INTO order_fulfillments (order_id, created_at, tracking_number, tracking_url, tracking_company) VALUES (?, ?, ?, ?, ?)')
      .run(orderId, at(2), number, courier && number ? courier.url(number) : null, courier?.company ?? null);
    return Number(info.lastInsertRowid);
  }

  return { total, attach };
}
