import { z } from 'zod';
import { postalLines } from './account';
import { image, inventoryManagement, wholesalePrice } from './catalog';
import { ALT_SCALARS, DEFAULT_SCALARS, altObject, type Scalars, type Wire } from './scalars';
import { requestFlag, token } from './request';

/** GET cart/retrieve, PUT cart/update, POST cart/create (add to cart, repeat order), POST cart/place_order. */

// Requests

/**
 * The most units of one variant a cart line may hold: far beyond any real order, and far below what would make
 * totals absurd. The store's own limit, whatever a client allows per entry; repeated ids are added up and
 * checked again when the cart is edited.
 */
export const MAX_LINE_QUANTITY = 1_000_000;

/** One `order_items` entry: a variant id and its quantity (0 removes it in update). */
export const orderItem = z.strictObject({
  id: z.number().int().positive(),
  quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY),
});
export type OrderItem = z.output<typeof orderItem>;
const orderItems = z.array(orderItem).max(5000);

export const cartRetrieveQuery = z.object({ cart_token: token });
export const cartUpdateRequest = z.object({ order_items: orderItems, cart_token: token });
/** The cart used is always the customer's own, whatever `cart_token` says; `is_replace_cart` comes from repeat order. */
export const cartCreateRequest = z.object({
  order_items: orderItems.min(1),
  cart_token: token.nullable().optional(),
  is_replace_cart: requestFlag,
});
export const placeOrderRequest = z.object({
  order_items: orderItems.default([]),
  // Without a chosen address the client sends no usable id: that is the spec's message, not a 422.
  billing_address: z.unknown().transform(billingAddressId),
  cart_token: token,
});

/** `billing_address: { id }` with a positive id (digits accepted), else null: no address chosen. */
function billingAddressId(value: unknown): number | null {
  if (typeof value !== 'object' || value === null || !('id' in value)) return null;
  const id = typeof value.id === 'string' && /^\d+$/.test(value.id) ? Number(value.id) : value.id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

// Answers

/** The store's warning kinds; `message` is its own wording, `type` lets a client word it itself. */
export const inventoryWarningType = z.enum(['low_stock', 'out_of_stock', 'preorder_low_stock', 'preorder_item']);
export const itemWarningType = z.enum(['price_updated', 'not_available']);
export type InventoryWarningType = z.output<typeof inventoryWarningType>;
export type ItemWarningType = z.output<typeof itemWarningType>;

/** The store API's "Variant / cart item". The alt store leaves out `product_id` and `product_handle`, which the store API does not list. */
function cartItemFields<S extends Scalars>(s: S) {
  return {
    variant_id: s.count,
    name: z.string(),
    product_name: z.string(),
    variant_name: z.string(),
    sku: z.string(),
    /** Priced now, for this quantity. */
    unit_price: s.money,
    ori_unit_price: s.money,
    quantity: s.count,
    item_subtotal: s.money,
    inventory_quantity: s.count,
    inventory_management: inventoryManagement,
    unit_left: z.nullable(s.count),
    /** The new price when it changed since the customer last saw it. */
    updated_price: z.nullable(s.money),
    is_preorder: s.stockFlag,
    is_available: s.stockFlag,
    item_image: image,
    wholesale_price: z.array(wholesalePrice(s)),
  };
}

/** One warning about one line: `unit_left` for stock, `updated_price` for a price change. */
function warning<S extends Scalars, Type extends z.ZodType, Extra extends z.ZodRawShape>(s: S, type: Type, extra: Extra) {
  return z.strictObject({ variant_id: s.count, name: z.string(), type, ...extra, message: z.string() });
}

/** The store API's "Billing address": one of the customer's addresses, primary first. */
function billingAddress<S extends Scalars>(s: S) {
  return z.strictObject({ id: s.count, name: z.string(), ...postalLines, country: z.string(), is_primary: s.wordFlag });
}

/** The store API's "Cart". Subtotal, total and line-items total are each the sum of the lines; there are no discounts (0). */
function cartFields<S extends Scalars, Item extends z.ZodType>(s: S, item: Item) {
  return {
    cart_token: z.string(),
    currency: z.string(),
    order_item: z.array(item),
    inventory_warning: z.array(warning(s, inventoryWarningType, { unit_left: z.nullable(s.count) })),
    item_warning: z.array(warning(s, itemWarningType, { updated_price: z.nullable(s.money) })),
    billing_addresses: z.array(billingAddress(s)),
    subtotal_price: s.money,
    total_price: s.money,
    total_line_items_price: s.money,
    total_discount: s.money,
  };
}

const cartItemDefault = z.strictObject({
  ...cartItemFields(DEFAULT_SCALARS),
  product_id: DEFAULT_SCALARS.count,
  product_handle: z.string(),
});
const cartDefault = z.strictObject(cartFields(DEFAULT_SCALARS, cartItemDefault));
const cartAltFields = cartFields(ALT_SCALARS, z.strictObject(cartItemFields(ALT_SCALARS)));

/** The message the alt store sends beside a cart whose prices or items changed ("optional errors.Error_Message"). */
export const CART_CHANGED = 'Some items in your cart have changed.';

/** cart/update: `{ cart }`, or the bare cart. */
export const cartUpdatedAnswer = {
  default: z.strictObject({ cart: cartDefault }),
  alt: altObject(cartAltFields),
};

/** cart/retrieve: as update; beside a changed cart the alt store also says so in `errors.Error_Message` (HTTP 200). */
export const cartAnswer = {
  default: cartUpdatedAnswer.default,
  alt: altObject({ ...cartAltFields, errors: z.strictObject({ Error_Message: z.tuple([z.literal(CART_CHANGED)]) }).optional() }),
};
export type Cart = z.output<typeof cartDefault>;
export type CartItem = z.output<typeof cartItemDefault>;
export type InventoryWarning = Cart['inventory_warning'][number];
export type ItemWarning = Cart['item_warning'][number];
export type BillingAddress = Cart['billing_addresses'][number];
export type CartAnswer = Wire<typeof cartAnswer>;
export type CartUpdatedAnswer = Wire<typeof cartUpdatedAnswer>;

/** cart/create: the cart the items went into and its new subtotal, in `orders` or bare. */
const createdFields = <S extends Scalars>(s: S) => ({ cart_token: z.string(), currency: z.string(), subtotal_price: s.money });
const createdDefault = z.strictObject(createdFields(DEFAULT_SCALARS));
export const cartCreatedAnswer = {
  default: z.strictObject({ orders: createdDefault }),
  alt: altObject(createdFields(ALT_SCALARS)),
};
export type CartCreated = z.output<typeof createdDefault>;
export type CartCreatedAnswer = Wire<typeof cartCreatedAnswer>;

/** cart/place_order: the new order's token (again the same one for a cart already placed), in `orders` or bare. */
export const orderPlacedAnswer = {
  default: z.strictObject({ orders: z.strictObject({ token: z.string() }) }),
  alt: altObject({ token: z.string() }),
};
export type OrderPlaced = Wire<typeof orderPlacedAnswer>['orders'];
export type OrderPlacedAnswer = Wire<typeof orderPlacedAnswer>;
