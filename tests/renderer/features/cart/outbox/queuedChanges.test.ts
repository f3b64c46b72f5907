import { describe, expect, it } from 'vitest';
import type { Cart } from '../../../../../contract/schemas/cart';
import type { QueuedOrder } from '../../../../../contract/schemas/outbox';
import { compareQueued } from '../../../../../renderer/src/features/cart/outbox/queuedChanges';

const order: QueuedOrder = {
  id: 1,
  queued_at: '2026-11-27T10:42:00.000Z',
  state: 'waiting',
  cart_token: null,
  refusal: null,
  lines: [
    { variant_id: 11, sku: 'BOLT-1', name: 'Bolt', quantity: 10, unit_price: 2, item_subtotal: 20 },
    { variant_id: 12, sku: 'NUT-1', name: 'Nut', quantity: 5, unit_price: 1, item_subtotal: 5 },
  ],
  billing_address: { id: 3, label: 'Main office' },
  remark: '',
  currency: 'MYR',
  total_price: 25,
};

const item = (variant_id: number, unit_price: number, quantity: number) => ({
  variant_id, product_id: null, product_handle: null, name: `#${variant_id}`, product_name: '', variant_name: '', sku: null,
  unit_price, ori_unit_price: unit_price, quantity, item_subtotal: unit_price * quantity, inventory_quantity: 100,
  inventory_management: 'shopify' as const, unit_left: null, updated_price: null, is_preorder: false, is_available: true,
  item_image: null, wholesale_price: [],
});

const cart = (items: ReturnType<typeof item>[], warnings: Cart['inventory_warning'] = []): Cart => ({
  cart_token: 'c1', currency: 'MYR', order_item: items, inventory_warning: warnings, item_warning: [], billing_addresses: [],
  subtotal_price: items.reduce((s, i) => s + i.item_subtotal, 0), total_price: items.reduce((s, i) => s + i.item_subtotal, 0),
  total_line_items_price: 0, total_discount: 0,
});

describe('a queued order beside the store of today', () => {
  it('has nothing to show when prices and lines are as the buyer saw them', () => {
    const result = compareQueued(order, cart([item(11, 2, 10), item(12, 1, 5)]));
    expect(result.changed).toBe(false);
    expect(result.lines.map((l) => l.problem)).toEqual([null, null]);
  });

  it('marks a repriced line, a line the store no longer has and a short one', () => {
    const result = compareQueued(order, cart([item(11, 2.5, 10)], [{ variant_id: 11, name: '', type: 'out_of_stock', message: '', unit_left: 4 }]));
    expect(result.changed).toBe(true);
    expect(result.lines[0]).toMatchObject({ seenPrice: 2, nowPrice: 2.5, problem: 'short', unitsLeft: 4 });
    expect(result.lines[1]).toMatchObject({ nowPrice: null, problem: 'unavailable' });
    expect(result.nowTotal).toBe(25);
  });
});

describe('an order queued at the tier its typed quantity reaches', () => {
  const typed: QueuedOrder = {
    ...order,
    lines: [
      { variant_id: 11, sku: 'BOLT-1', name: 'Bolt', quantity: 12, unit_price: 20.2, item_subtotal: 242.4, estimated: true },
      { variant_id: 12, sku: 'NUT-1', name: 'Nut', quantity: 4, unit_price: 252.37, item_subtotal: 1009.48 },
    ],
    total_price: 1251.88,
  };

  it('shows no change when the store prices it as the app estimated', () => {
    const today = cart([{ ...item(11, 20.2, 12), item_subtotal: 242.4 }, { ...item(12, 252.37, 4), item_subtotal: 1009.48 }]);
    expect(compareQueued(typed, { ...today, subtotal_price: 1251.88, total_price: 1251.88 }).changed).toBe(false);
  });

  it('puts a repriced line first', () => {
    const today = cart([item(11, 20.2, 12), item(12, 260, 4)]);
    const result = compareQueued(typed, today);
    expect(result.changed).toBe(true);
    expect(result.lines.map((l) => l.variant_id)).toEqual([12, 11]);
  });
});
