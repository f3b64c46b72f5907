import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../../../contract/schemas/orders';
import { insightsOf } from '../../../../renderer/src/features/insights/insightsData';

const order = (name: string, created_at: string, total: number, lines: [string, number, number][], extra: Record<string, unknown> = {}) =>
  orderSchema.parse({
    name,
    token: name,
    created_at,
    currency: 'MYR',
    line_items: lines.map(([sku, quantity, subtotal], i) => ({ id: i + 1, variant_id: i + 1, title: `Item ${sku}`, sku, price: subtotal / quantity, quantity, subtotal_price: subtotal })),
    subtotal_price: total,
    total_price: total,
    billing_address: { name: 'Dee Mo', company: 'Harbour Cafe', city: 'Penang' },
    ...extra,
  });

describe('purchase insights', () => {
  const orders = [
    order('#1', '2026-01-05T10:00:00', 100.1, [['A', 2, 60.05], ['B', 1, 40.05]]),
    order('#2', '2026-01-20T10:00:00', 0.2, [['A', 1, 0.2]]),
    order('#3', '2026-03-02T10:00:00', 50, [['B', 5, 50]], { billing_address: { name: 'Ops', city: 'Ipoh' } }),
    order('#4', '2026-03-03T10:00:00', 999, [['A', 99, 999]], { cancelled: true }),
  ];

  it('sums spend by month to the cent, leaves cancelled orders out, and averages the orders', () => {
    const insights = insightsOf(orders);
    expect(insights.byMonth).toEqual([{ label: '2026-01', amount: 100.3 }, { label: '2026-03', amount: 50 }]);
    expect(insights).toMatchObject({ orders: 3, spend: 150.3, averageOrder: 50.1 });
  });

  it('ranks products and billing addresses by spend and SKUs by units', () => {
    const insights = insightsOf(orders);
    expect(insights.byProduct).toEqual([{ label: 'Item B', amount: 90.05 }, { label: 'Item A', amount: 60.25 }]);
    expect(insights.byAddress).toEqual([{ label: 'Harbour Cafe, Penang', amount: 100.3 }, { label: 'Ops, Ipoh', amount: 50 }]);
    expect(insights.topSkus.map((s) => [s.sku, s.quantity])).toEqual([['B', 6], ['A', 3]]);
  });
});
