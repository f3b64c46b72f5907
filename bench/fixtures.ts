/**
 * Data for the renderer measurements, in the shape the core hands the renderer (already parsed):
 * a shop and customer for boot, product pages of any size, and a cart of any length.
 */
import type { Cart, CartItem } from '../contract/schemas/cart';
import type { Product } from '../contract/schemas/catalog';
import type { GlobalData } from '../contract/schemas/shop';
import { customer, shop } from '../tests/fixtures/storeGlobal';

/**
 * The tests' store and customer, with what changes the measured pages: English (the bundled
 * words, no store dictionary to lay over them), retail prices shown beside wholesale ones, and a
 * price list in force.
 */
export const benchGlobal: GlobalData = {
  wholesale: { ...shop, locale: 'en_US', is_display_retail_price: true, pricelist: { name: 'Wholesale', is_enabled: true, rules: [] } },
  customer,
};

const tiers = (base: number) => [
  { min_qty: 1, max_qty: 9, price: base },
  { min_qty: 10, max_qty: 49, price: Math.round(base * 90) / 100 },
  { min_qty: 50, max_qty: null, price: Math.round(base * 80) / 100 },
];

export function benchProduct(id: number): Product {
  const base = 10 + (id % 37);
  const variants = [1, 2, 3].map((n) => ({
    id: id * 10 + n,
    name: `Bench product ${id} - Size ${n}`,
    variant_name: `Size ${n}`,
    sku: `BENCH-${id}-${n}`,
    unit_price: base,
    ori_unit_price: base + 2,
    inventory_quantity: (id * n) % 40,
    inventory_management: 'tracked',
    is_preorder: false,
    item_image: null,
    wholesale_price: [{ rate_type: 'fixed', increment_quantity: 1, rate: 1, price: tiers(base) }],
  }));
  return {
    id,
    handle: `bench-product-${id}`,
    title: `Bench product ${id} with a fairly long descriptive title`,
    body_html: '<p>Bench product.</p>',
    featured_img: null,
    currency: 'MYR',
    min_price: base + 2,
    max_price: base + 2,
    ws_min_price: Math.round(base * 80) / 100,
    ws_max_price: base,
    total_quantity: variants.reduce((sum, v) => sum + v.inventory_quantity, 0),
    inventory_management: 'tracked',
    restriction_text: null,
    variants,
  };
}

export function benchCart(lines: number): Cart {
  const order_item: CartItem[] = Array.from({ length: lines }, (_, i) => {
    const base = 5 + (i % 23);
    return {
      variant_id: 100_000 + i,
      product_id: 1 + Math.floor(i / 3),
      product_handle: `bench-product-${1 + Math.floor(i / 3)}`,
      name: `Bench product ${i} - Size ${1 + (i % 3)}`,
      product_name: `Bench product ${i}`,
      variant_name: `Size ${1 + (i % 3)}`,
      sku: `CART-${i}`,
      unit_price: base,
      ori_unit_price: base + 2,
      quantity: 2,
      item_subtotal: base * 2,
      inventory_quantity: 100,
      inventory_management: 'tracked',
      unit_left: null,
      updated_price: null,
      is_preorder: false,
      is_available: true,
      item_image: null,
      wholesale_price: [{ rate_type: 'fixed', increment_quantity: 1, rate: 1, price: tiers(base) }],
    };
  });
  const subtotal = order_item.reduce((sum, item) => sum + item.item_subtotal, 0);
  return {
    cart_token: customer.cart_token,
    currency: 'MYR',
    order_item,
    inventory_warning: [],
    item_warning: [],
    billing_addresses: [
      { id: 1, name: 'Bench Buyer', company: 'Bench Sdn Bhd', address1: '1 Jalan Bench', address2: null, city: 'Kuala Lumpur', zip: '50000', province: 'Kuala Lumpur', country: 'Malaysia', is_primary: true },
    ],
    subtotal_price: subtotal,
    total_price: subtotal,
    total_line_items_price: subtotal,
    total_discount: 0,
  };
}
