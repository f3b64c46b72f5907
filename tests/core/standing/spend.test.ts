import { describe, expect, it } from 'vitest';
import { orderSchema, type Order } from '../../../contract/schemas/orders';
import { committedOf, periodOf, spentIn } from '../../../electron/core/budget/spend';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);
function order(created: Date, fields: { subtotal: number; shipping?: number; tax?: number; cancelled?: boolean }): Order {
  const shipping = fields.shipping ?? 0;
  const tax = fields.tax ?? 0;
  return orderSchema.parse({
    name: '#1001',
    token: `t-${created.getTime()}-${fields.subtotal}`,
    created_at: created.toISOString(),
    cancelled: fields.cancelled ?? false,
    currency: 'MYR',
    line_items: [],
    subtotal_price: fields.subtotal,
    shipping_methods: shipping ? [{ title: 'Lorry', price: shipping }] : [],
    tax_lines: tax ? [{ title: 'SST', rate: 0.06, price: tax }] : [],
    total_price: fields.subtotal + shipping + tax,
  });
}

describe('the spend held against a budget', () => {
  it('a month runs from its first day; a quarter from January, April, July or October', () => {
    expect(periodOf('month', at(2026, 12, 2))).toEqual({ start: at(2026, 12, 1, 0), end: at(2027, 1, 1, 0) });
    expect(periodOf('quarter', at(2026, 11, 15))).toEqual({ start: at(2026, 10, 1, 0), end: at(2027, 1, 1, 0) });
    expect(periodOf('quarter', at(2027, 2, 1))).toEqual({ start: at(2027, 1, 1, 0), end: at(2027, 4, 1, 0) });
  });

  it('counts what the store charged, shipping and tax included, for the period\'s orders; cancelled ones left out', () => {
    const { start, end } = periodOf('month', at(2026, 12, 15));
    const orders = [
      order(at(2026, 12, 1, 0), { subtotal: 800, shipping: 50, tax: 50 }),
      order(at(2026, 12, 10), { subtotal: 120.25 }),
      order(at(2026, 12, 11), { subtotal: 5000, cancelled: true }),
      order(at(2026, 11, 30, 23), { subtotal: 999 }),
      order(at(2027, 1, 1, 0), { subtotal: 999 }),
    ];
    expect(spentIn(orders, start, end)).toEqual({ spent: 1020.25, currency: 'MYR' });
    expect(spentIn([], start, end)).toEqual({ spent: 0, currency: null });
  });

  it('the outbox\'s waiting orders are committed', () => {
    expect(committedOf([{ total_price: 10.1 }, { total_price: 0.2 }])).toBe(10.3);
  });
});
