import { z } from 'zod';
import { count, flag, image, money } from './common';
import { inventoryManagement, wholesalePriceSchema } from './catalog';

export const cartItemSchema = z.object({
  variant_id: count,
  product_id: count,
  product_handle: z.string(),
  name: z.string(),
  product_name: z.string(),
  variant_name: z.string(),
  sku: z.string().nullable().default(null),
  unit_price: money,
  ori_unit_price: money,
  quantity: count,
  item_subtotal: money,
  inventory_quantity: count,
  inventory_management: inventoryManagement,
  unit_left: count.nullable().default(null),
  /** Set when the price changed since the item was added (spec 8 "price updated"). */
  updated_price: money.nullable().default(null),
  is_preorder: flag.default(false),
  is_available: flag.default(true),
  item_image: image.default(null),
  wholesale_price: z.array(wholesalePriceSchema).default([]),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const inventoryWarningType = z.enum(['low_stock', 'out_of_stock', 'preorder_low_stock', 'preorder_item']);
export const itemWarningType = z.enum(['price_updated', 'not_available']);

/** `message` is the store's English text; the client words it from `type` through the dictionary. */
export const inventoryWarningSchema = z.object({
  variant_id: count,
  name: z.string(),
  type: inventoryWarningType,
  unit_left: count.nullable().default(null),
  message: z.string(),
});
export const itemWarningSchema = z.object({
  variant_id: count,
  name: z.string(),
  type: itemWarningType,
  updated_price: money.nullable().default(null),
  message: z.string(),
});
export type InventoryWarning = z.infer<typeof inventoryWarningSchema>;
export type ItemWarning = z.infer<typeof itemWarningSchema>;

export const billingAddressSchema = z.object({
  id: count,
  name: z.string(),
  company: z.string().nullable().default(null),
  address1: z.string(),
  address2: z.string().nullable().default(null),
  city: z.string(),
  zip: z.string().nullable().default(null),
  province: z.string().nullable().default(null),
  country: z.string(),
  is_primary: flag.default(false),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

export const cartSchema = z.object({
  cart_token: z.string().nullable(),
  currency: z.string(),
  order_item: z.array(cartItemSchema),
  inventory_warning: z.array(inventoryWarningSchema).default([]),
  item_warning: z.array(itemWarningSchema).default([]),
  billing_addresses: z.array(billingAddressSchema).default([]),
  subtotal_price: money,
  total_price: money,
  total_line_items_price: money,
  total_discount: money.default(0),
});
export type Cart = z.infer<typeof cartSchema>;

/** GET cart/retrieve and PUT cart/update answer `{ cart }`. */
export const cartResponseSchema = z.object({ cart: cartSchema });

/** POST cart/create (add to cart, repeat order). */
export const cartCreatedSchema = z.object({
  orders: z.object({ cart_token: z.string(), currency: z.string(), subtotal_price: money }),
});
export type CartCreated = z.infer<typeof cartCreatedSchema>['orders'];

/** POST cart/place_order. Placing an already placed cart answers the same order token. */
export const placedOrderSchema = z.object({ orders: z.object({ token: z.string() }) });

export const orderItemInput = z.strictObject({
  id: z.number().int().positive(),
  quantity: z.number().int().min(0).max(1_000_000),
});
export type OrderItemInput = z.infer<typeof orderItemInput>;
