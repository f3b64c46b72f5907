import type { ServerContext } from '../context';
import type { CustomerRow } from '../http/auth';
import { notFound, storeError, validationError, type FieldErrors } from '../http/errors';
import { productsById, variantsById, type ProductRecord, type VariantRecord } from './catalog-records';
import { priceLines, subtotalOf } from './cart-lines';
import { cartByToken, cartItems, clearItems, openOrCreateCart, putItem, touchCart, type CartRow } from './cart-store';
import { pricingScope } from './catalog';
import { toMajor } from './money';
import { incrementOf, isValidStep, unitPriceMinor, type PricingScope } from './pricing';
import { shopRules } from './shop-rules';
import { MAX_LINE_QUANTITY, type CartCreated, type OrderItem } from '../wire/cart';

/** The customer's own open cart by token; anything else (unknown, placed, another customer's) is 404. */
export function ownOpenCart(ctx: ServerContext, customer: CustomerRow, token: string): CartRow {
  const cart = cartByToken(ctx.db, token);
  if (!cart || cart.customer_id !== customer.id || cart.placed_order_id !== null) throw notFound();
  return cart;
}

interface Orderable {
  variant: VariantRecord;
  product: ProductRecord;
}

/** Variants that can be put in a cart now (present, available, product active), by id. */
function orderables(ctx: ServerContext, ids: readonly number[]): Map<number, Orderable> {
  const variants = variantsById(ctx.db, ids);
  const products = productsById(ctx.db, [...new Set([...variants.values()].map((v) => v.product_id))]);
  const found = new Map<number, Orderable>();
  for (const variant of variants.values()) {
    const product = products.get(variant.product_id);
    if (product && product.is_active === 1 && variant.is_available === 1) found.set(variant.id, { variant, product });
  }
  return found;
}

function scopeFor(ctx: ServerContext, customer: CustomerRow): PricingScope {
  return pricingScope(shopRules(ctx.db), customer);
}

const LINE_TOO_LARGE = `The order_items field must not put more than ${MAX_LINE_QUANTITY} units of one item in the cart.`;

interface MergedItem extends OrderItem {
  /** Where the id first appears in the request, for the field name of its errors. */
  index: number;
}

/** One entry per id: repeated ids add up, so a long list of one id cannot slip past the per-entry limit. */
function mergeRepeated(items: readonly OrderItem[]): MergedItem[] {
  const merged = new Map<number, MergedItem>();
  items.forEach((item, index) => {
    const seen = merged.get(item.id);
    if (seen) seen.quantity += item.quantity;
    else merged.set(item.id, { id: item.id, quantity: item.quantity, index });
  });
  return [...merged.values()];
}

/** PUT cart/update: sets each listed quantity (0 removes); the rest of the cart is kept. All or nothing. */
export function updateCart(ctx: ServerContext, customer: CustomerRow, token: string, items: readonly OrderItem[]): CartRow {
  return ctx.db.transaction(() => {
    const cart = ownOpenCart(ctx, customer, token);
    const scope = scopeFor(ctx, customer);
    const lines = mergeRepeated(items);
    const found = orderables(ctx, lines.map((i) => i.id));
    const errors: FieldErrors = {};
    if (lines.some((line) => line.quantity > MAX_LINE_QUANTITY)) errors.order_items = [LINE_TOO_LARGE];
    for (const { id, quantity, index } of lines) {
      if (quantity === 0) continue; // removing needs no checks: unavailable items must be removable
      const entry = found.get(id);
      if (!entry) {
        errors[`order_items.${index}.id`] = [`The selected order_items.${index}.id is invalid.`];
        continue;
      }
      const step = incrementOf(entry.variant.wholesale, scope);
      if (!isValidStep(quantity, step)) {
        errors[`order_items.${index}.quantity`] = [`The order_items.${index}.quantity field must be a multiple of ${step}.`];
      }
    }
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const now = ctx.now().toISOString();
    for (const { id, quantity } of lines) {
      const entry = found.get(id);
      const unit = entry ? unitPriceMinor(entry.variant.price_minor, entry.variant.wholesale, quantity, scope) : 0;
      putItem(ctx.db, cart.id, id, quantity, unit, now);
    }
    touchCart(ctx.db, cart.id, now);
    return cart;
  })();
}

export interface AddToCartInput {
  order_items: readonly OrderItem[];
  is_replace_cart?: boolean;
}

/**
 * POST cart/create: adds to the customer's open cart (a new one if none) or, for a repeat order with
 * is_replace_cart, replaces its items. The cart is always the customer's own, whatever token the client holds.
 */
export function addToCart(ctx: ServerContext, customer: CustomerRow, input: AddToCartInput): CartCreated {
  const wanted = mergeRepeated(input.order_items).filter((i) => i.quantity > 0);
  if (wanted.length === 0) throw storeError('Please check your quantity.');
  return ctx.db.transaction(() => {
    const scope = scopeFor(ctx, customer);
    const found = orderables(ctx, wanted.map((i) => i.id));
    const missing = wanted.filter((i) => !found.has(i.id));
    if (missing.length > 0) throw storeError('Some of these products are no longer available.');
    const now = ctx.now().toISOString();
    const cart = openOrCreateCart(ctx.db, customer.id, now);
    if (input.is_replace_cart) clearItems(ctx.db, cart.id);
    const current = new Map(cartItems(ctx.db, cart.id).map((i) => [i.variant_id, i.quantity]));
    // Throwing inside the transaction also undoes the cart it may have just created or cleared.
    const tooLarge = wanted.some((i) => (current.get(i.id) ?? 0) + i.quantity > MAX_LINE_QUANTITY);
    if (tooLarge) throw validationError({ order_items: [LINE_TOO_LARGE] });
    for (const item of wanted) {
      const { variant, product } = found.get(item.id) as Orderable;
      const quantity = (current.get(item.id) ?? 0) + item.quantity;
      const step = incrementOf(variant.wholesale, scope);
      if (!isValidStep(quantity, step)) {
        throw storeError(`The quantity of ${product.title} - ${variant.name} must be a multiple of ${step}.`);
      }
      putItem(ctx.db, cart.id, item.id, quantity, unitPriceMinor(variant.price_minor, variant.wholesale, quantity, scope), now);
    }
    touchCart(ctx.db, cart.id, now);
    const shop = shopRules(ctx.db);
    const lines = priceLines(ctx.db, cartItems(ctx.db, cart.id), { scope, shopAllowsPreorder: shop.is_allow_preorder });
    return { cart_token: cart.token, currency: shop.currency, subtotal_price: toMajor(subtotalOf(lines)) };
  })();
}
