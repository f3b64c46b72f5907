import type { Cart, CartItem, InventoryWarning, ItemWarning } from '../wire/cart';
import type { ServerContext } from '../context';
import type { CustomerRow } from '../http/auth';
import { addressRowsOf } from '../customers/addresses';
import { billingAddressJson } from './billing-addresses';
import { priceLines, subtotalOf, type LineRules, type PricedLine } from './cart-lines';
import { cartItems, type CartRow } from './cart-store';
import { pricingScope } from './catalog';
import { formatMoney, toMajor } from './money';
import { imageUrl, wholesalePriceJson } from './product-view';
import { shopRules } from './shop-rules';
import { inventoryMessage, itemMessage } from './warnings';

/** The cart as GET cart/retrieve and PUT cart/update answer it: priced now, with its warnings. */
export function cartJson(ctx: ServerContext, customer: CustomerRow, cart: CartRow): Cart {
  const shop = shopRules(ctx.db);
  const rules: LineRules = { scope: pricingScope(shop, customer), shopAllowsPreorder: shop.is_allow_preorder };
  const lines = priceLines(ctx.db, cartItems(ctx.db, cart.id), rules);
  const subtotal = toMajor(subtotalOf(lines));
  const baseUrl = ctx.imagesUrl();
  return {
    cart_token: cart.token,
    currency: shop.currency,
    order_item: lines.map((l) => cartItemJson(l, rules, baseUrl)),
    inventory_warning: lines.flatMap((l) => inventoryWarning(l)),
    item_warning: lines.flatMap((l) => itemWarnings(l, shop.currency)),
    billing_addresses: addressRowsOf(ctx.db, customer.id).map(billingAddressJson),
    subtotal_price: subtotal,
    total_price: subtotal,
    total_line_items_price: subtotal,
    total_discount: 0,
  };
}

function cartItemJson(line: PricedLine, rules: LineRules, baseUrl: string): CartItem {
  const { variant, product, item } = line;
  return {
    variant_id: variant.id,
    product_id: product.id,
    product_handle: product.handle,
    name: line.name,
    product_name: product.title,
    variant_name: variant.name,
    sku: variant.sku,
    unit_price: toMajor(line.unitMinor),
    ori_unit_price: toMajor(variant.price_minor),
    quantity: item.quantity,
    item_subtotal: toMajor(line.subtotalMinor),
    inventory_quantity: variant.inventory_quantity,
    inventory_management: product.inventory_management,
    unit_left: line.stock?.unit_left ?? null,
    updated_price: line.priceChanged ? toMajor(line.unitMinor) : null,
    is_preorder: variant.is_preorder === 1,
    is_available: line.available,
    item_image: imageUrl(baseUrl, variant.image_path ?? product.image_path),
    wholesale_price: wholesalePriceJson(variant.wholesale, rules.scope),
  };
}

function inventoryWarning(line: PricedLine): InventoryWarning[] {
  if (!line.stock) return [];
  const { type, unit_left } = line.stock;
  return [{ variant_id: line.variant.id, name: line.name, type, unit_left, message: inventoryMessage(type, line.name, unit_left) }];
}

function itemWarnings(line: PricedLine, currency: string): ItemWarning[] {
  const warnings: ItemWarning[] = [];
  if (line.priceChanged) {
    warnings.push({
      variant_id: line.variant.id,
      name: line.name,
      type: 'price_updated',
      updated_price: toMajor(line.unitMinor),
      message: itemMessage('price_updated', line.name, formatMoney(currency, line.unitMinor)),
    });
  }
  if (!line.available) {
    warnings.push({
      variant_id: line.variant.id,
      name: line.name,
      type: 'not_available',
      updated_price: null,
      message: itemMessage('not_available', line.name, null),
    });
  }
  return warnings;
}
