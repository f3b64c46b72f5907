import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../../../contract/schemas/orders';
import { searchOrders } from '../../../../renderer/src/features/orderSearch/searchOrders';

const order = (name: string, skus: string[], extra: Record<string, unknown> = {}) =>
  orderSchema.parse({
    name,
    token: name,
    created_at: '2026-01-05T10:00:00Z',
    currency: 'MYR',
    line_items: skus.map((sku, i) => ({ id: i + 1, variant_id: i + 1, title: `Hex bolt ${sku}`, sku, price: 1, quantity: 1, subtotal_price: 1 })),
    subtotal_price: 1,
    total_price: 1,
    ...extra,
  });

describe('order search', () => {
  const orders = [
    order('#1001', ['FAS-0001-01', 'CLN-0002-01']),
    order('#1002', ['CLN-0002-01'], { remark: 'PO 7731 for the warehouse' }),
    order('#1003', ['STA-0009-01'], { attachment: [{ id: 1, title: 'Signed PO March', extension: 'pdf', url: 'https://x.test/a.pdf' }] }),
  ];
  const names = (query: string) => searchOrders(orders, query).map((found) => found.order.name);

  it('finds orders by SKU, product name, remark, attachment title or number, in any case', () => {
    expect(names('cln-0002-01')).toEqual(['#1001', '#1002']);
    expect(names('hex bolt sta')).toEqual(['#1003']);
    expect(names('7731')).toEqual(['#1002']);
    expect(names('signed po')).toEqual(['#1003']);
    expect(names('#1003')).toEqual(['#1003']);
    expect(names('nothing like it')).toEqual([]);
  });

  it('reads what a Chinese input method types in full width as plain letters and digits', () => {
    expect(names('１００２')).toEqual(['#1002']);
    expect(names('＃１００３')).toEqual(['#1003']);
    expect(names('ｆａｓ－０００１')).toEqual(['#1001']);
    expect(names('ＰＯ　７７３１')).toEqual(['#1002']);
  });

  it('says where an order matched', () => {
    expect(searchOrders(orders, 'FAS-0001')[0]?.matchedOn).toEqual({ kind: 'sku', text: 'FAS-0001-01' });
    expect(searchOrders(orders, 'warehouse')[0]?.matchedOn).toEqual({ kind: 'remark' });
  });
});
