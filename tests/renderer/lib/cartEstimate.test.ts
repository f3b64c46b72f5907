import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '../../../contract/schemas/cart';
import { estimateCart } from '../../../renderer/src/lib/cartEstimate';

// 1-99 at 20.20, 100 and up at 16.20; the retail price is 25.
const tiered = (quantity: number): CartItem => ({
  variant_id: 1, product_id: null, product_handle: null, name: 'Bolt', product_name: 'Bolt', variant_name: '', sku: 'B-1',
  unit_price: 16.2, ori_unit_price: 25, quantity, item_subtotal: 16.2 * quantity, inventory_quantity: 5000,
  inventory_management: 'shopify', unit_left: null, updated_price: null, is_preorder: false, is_available: true, item_image: null,
  wholesale_price: [{ rate_type: 'fixed', increment_quantity: 1, rate: 1, price: [{ min_qty: 1, max_qty: 99, price: 20.2 }, { min_qty: 100, max_qty: null, price: 16.2 }] }],
});
const plain: CartItem = { ...tiered(4), variant_id: 2, sku: 'N-1', unit_price: 252.37, ori_unit_price: 252.37, item_subtotal: 1009.48, wholesale_price: [] };

const cartOf = (items: CartItem[], discount = 0): Cart => {
  const subtotal = Math.round(items.reduce((sum, item) => sum + item.item_subtotal, 0) * 100) / 100;
  return {
    cart_token: 'c1', currency: 'MYR', order_item: items, inventory_warning: [], item_warning: [], billing_addresses: [],
    subtotal_price: subtotal, total_price: Math.round((subtotal - discount) * 100) / 100, total_line_items_price: subtotal, total_discount: discount,
  };
};

describe('the cart as the buyer typed it', () => {
  const cart = cartOf([tiered(1000), plain]);

  it('is the store’s own figures while nothing was typed', () => {
    const estimate = estimateCart(cart, new Map([[1, 1000], [2, 4]]), true);
    expect(estimate).toMatchObject({ estimated: false, subtotal: 17209.48, total: 17209.48 });
    expect(estimate.lines.map((line) => [line.unit_price, line.item_subtotal, line.estimated])).toEqual([[16.2, 16200, false], [252.37, 1009.48, false]]);
  });

  it('prices a line typed from 1000 to 12 at the tier 12 reaches, not at the 1000-unit price, and says it is an estimate', () => {
    const estimate = estimateCart(cart, new Map([[1, 12]]), true);
    expect(estimate.lines[0]).toMatchObject({ quantity: 12, unit_price: 20.2, item_subtotal: 242.4, estimated: true });
    expect(estimate.lines[1]).toMatchObject({ quantity: 4, unit_price: 252.37, estimated: false });
    expect(estimate).toMatchObject({ estimated: true, subtotal: 1251.88, total: 1251.88 });
  });

  it('takes the retail price without price terms, as the row does', () => {
    expect(estimateCart(cart, new Map([[1, 12]]), false).lines[0]).toMatchObject({ unit_price: 25, item_subtotal: 300 });
  });

  it('leaves out a line typed to none and keeps the store’s discount beside the subtotal', () => {
    const discounted = cartOf([tiered(1000), plain], 9.48);
    const estimate = estimateCart(discounted, new Map<number, number | null>([[1, null]]), true);
    expect(estimate.lines.map((line) => line.item.variant_id)).toEqual([2]);
    expect(estimate).toMatchObject({ estimated: true, subtotal: 1009.48, total: 1000 });
  });

  it('never makes a total below 0', () => {
    const discounted = cartOf([tiered(1000), plain], 16000);
    expect(estimateCart(discounted, new Map([[1, 1]]), true).total).toBe(0);
  });
});
