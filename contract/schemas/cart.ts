import { z } from 'zod';
import { count, flag, id, image, money, text } from './common';
import { postalLines } from './account';
import { inventoryManagement, wholesalePriceSchema } from './catalog';
import { arrayOf, envelope, lenientList, noticeReaders, successBody, withNotice } from './shapes';
import { isRecord } from './storeErrors';
import { MAX_LINE_QUANTITY } from './limits';

/** A cart item names its variant as `variant_id` or `id`. */
const variantIdOrId = (v: unknown) => (isRecord(v) && v.variant_id === undefined && v.id !== undefined ? { ...v, variant_id: v.id } : v);

const cartItemSchema = z.preprocess(
  variantIdOrId,
  z.object({
    variant_id: id,
    // Not in the store API: a store may leave them out.
    product_id: id.nullable().default(null),
    product_handle: text.nullable().default(null),
    name: text,
    product_name: text,
    variant_name: text,
    sku: text.nullable().default(null),
    unit_price: money,
    ori_unit_price: money,
    quantity: count,
    item_subtotal: money,
    inventory_quantity: count,
    inventory_management: inventoryManagement,
    unit_left: count.nullable().default(null),
    /** Set when the price changed since the item was added ("price updated"). */
    updated_price: money.nullable().default(null),
    is_preorder: flag.default(false),
    // Absent means nothing was said against the item: available.
    is_available: z.preprocess((v) => v ?? true, flag),
    item_image: image.default(null),
    wholesale_price: arrayOf(wholesalePriceSchema),
  }),
);
export type CartItem = z.infer<typeof cartItemSchema>;

/**
 * The spec names the warnings but not their fields. `message` is the store's text; the client
 * words a known `type` through the dictionary. A bare text is a warning with only a message.
 */
const warningFields = {
  variant_id: id.nullable().default(null),
  name: text.default(''),
  type: z.string().default('other'),
  message: text.default(''),
};
const asWarning = (v: unknown) => (typeof v === 'string' ? { message: v } : v);
const inventoryWarningSchema = z.preprocess(
  asWarning,
  z.object({ ...warningFields, unit_left: count.nullable().default(null) }),
);
const itemWarningSchema = z.preprocess(
  asWarning,
  z.object({ ...warningFields, updated_price: money.nullable().default(null) }),
);
export type InventoryWarning = z.infer<typeof inventoryWarningSchema>;
export type ItemWarning = z.infer<typeof itemWarningSchema>;

const billingAddressSchema = z.object({
  id,
  name: text,
  ...postalLines,
  country: text,
  is_primary: flag.default(false),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

const cartSchema = z.object({
  cart_token: text.nullable().default(null),
  currency: z.string(),
  order_item: arrayOf(cartItemSchema),
  inventory_warning: lenientList(inventoryWarningSchema),
  item_warning: lenientList(itemWarningSchema),
  billing_addresses: arrayOf(billingAddressSchema),
  subtotal_price: money,
  total_price: money,
  total_line_items_price: money,
  total_discount: money.default(0),
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * What the cart channels hand the screen: the cart, plus the store's Error_Message sent beside
 * it ("cart object, optional errors.Error_Message") as `notice`, or null.
 */
export const cartAnswerSchema = withNotice('cart', cartSchema);
export type CartAnswer = z.infer<typeof cartAnswerSchema>;

/**
 * PUT cart/update: the store API does not show the answer. A cart is read as above; a bare success
 * (or an empty 2xx) reads as null, meaning "fetch the cart again".
 */
const updateDone = z
  .preprocess((body) => (isRecord(body) && Object.keys(body).length === 0 ? { success: true } : body), successBody)
  .refine((b) => b.success)
  .transform(() => null);
export const cartUpdateAnswerSchema = z.union([cartAnswerSchema, updateDone]);
noticeReaders.add(cartUpdateAnswerSchema, { notice: true });

/** POST cart/create (add to cart, repeat order): `{ orders: {...} }` or bare. */
export const createdCartSchema = z.object({ cart_token: text, currency: z.string(), subtotal_price: money });
export const cartCreatedSchema = envelope('orders', createdCartSchema);
export type CartCreated = z.infer<typeof createdCartSchema>;

/** POST cart/place_order, `{ orders: { token } }` or bare. Placing an already placed cart answers the same order token. */
export const placedOrderSchema = envelope('orders', z.object({ token: text }));

export const orderItemInput = z.strictObject({
  id: z.number().int().positive(),
  quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY),
});
export type OrderItemInput = z.infer<typeof orderItemInput>;
