import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '../../../../../contract/schemas/cart';
import { estimateCart } from '../../../../../renderer/src/lib/cartEstimate';
import { queuedOrderOf } from '../../../../../renderer/src/features/cart/outbox/queuedOrderOf';

const line = (variant_id: number, quantity: number, unit_price: number, tiers: { min_qty: number; max_qty: number | null; price: number }[]): CartItem => ({
  variant_id, product_id: null, product_handle: null, name: `Item ${variant_id}`, product_name: '', variant_name: '', sku: `S-${variant_id}`,
  unit_price, ori_unit_price: 30, quantity, item_subtotal: Math.round(unit_price * quantity * 100) / 100, inventory_quantity: 5000,
  inventory_management: 'shopify', unit_left: null, updated_price: null, is_preorder: false, is_available: true, item_image: null,
  wholesale_price: [{ rate_type: 'fixed', increment_quantity: 1, rate: 1, price: tiers }],
});
const bolt = line(1, 1000, 16.2, [{ min_qty: 1, max_qty: 99, price: 20.2 }, { min_qty: 100, max_qty: null, price: 16.2 }]);
const nut = line(2, 4, 252.37, []);
const cart: Cart = {
  cart_token: 'c1', currency: 'MYR', order_item: [bolt, nut], inventory_warning: [], item_warning: [],
  billing_addresses: [{ id: 7, name: 'Main office', address1: '1 Jalan', address2: '', city: 'KL', province: '', zip: '50000', country: 'MY', phone: '', company: '', is_primary: true } as Cart['billing_addresses'][number]],
  subtotal_price: 17209.48, total_price: 17209.48, total_line_items_price: 17209.48, total_discount: 0,
};

describe('the order kept from the cart is the one its review shows', () => {
  it('holds the quantity typed at its tier’s price, marked as an estimate, and the review’s total', () => {
    const estimate = estimateCart(cart, new Map([[1, 12]]), true);
    const order = queuedOrderOf(cart, estimate, 7, 'PO-1');
    expect(order?.lines).toEqual([
      { variant_id: 1, sku: 'S-1', name: 'Item 1', quantity: 12, unit_price: 20.2, item_subtotal: 242.4, estimated: true },
      { variant_id: 2, sku: 'S-2', name: 'Item 2', quantity: 4, unit_price: 252.37, item_subtotal: 1009.48 },
    ]);
    expect(order?.total_price).toBe(estimate.total);
    expect(order?.total_price).toBe(1251.88);
  });

  it('is nothing without an address or a line', () => {
    expect(queuedOrderOf(cart, estimateCart(cart, new Map(), true), null, '')).toBeNull();
    expect(queuedOrderOf(cart, estimateCart(cart, new Map([[1, 0], [2, 0]]), true), 7, '')).toBeNull();
  });
});
