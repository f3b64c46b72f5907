import type { Database } from 'better-sqlite3';
import { productsById, variantsById, type ProductRecord, type VariantRecord } from './catalog-records';
import type { CartItemRow } from './cart-store';
import { lineSubtotalMinor, unitPriceMinor, type PricingScope } from './pricing';
import type { InventoryWarningType } from '../wire/cart';
import { inventoryWarningFor } from './warnings';

/** A cart item with everything needed to show, warn about, total or order it, priced now. */
export interface PricedLine {
  item: CartItemRow;
  variant: VariantRecord;
  product: ProductRecord;
  name: string;
  unitMinor: number;
  subtotalMinor: number;
  available: boolean;
  priceChanged: boolean;
  stock: { type: InventoryWarningType; unit_left: number | null } | null;
}

export interface LineRules {
  scope: PricingScope;
  shopAllowsPreorder: boolean;
}

/** Prices the stored items; items whose variant has vanished from the catalogue are dropped. */
export function priceLines(db: Database, items: readonly CartItemRow[], rules: LineRules): PricedLine[] {
  const variants = variantsById(db, items.map((i) => i.variant_id));
  const products = productsById(db, [...new Set([...variants.values()].map((v) => v.product_id))]);
  const lines: PricedLine[] = [];
  for (const item of items) {
    const variant = variants.get(item.variant_id);
    const product = variant ? products.get(variant.product_id) : undefined;
    if (!variant || !product) continue;
    lines.push(priceLine(item, variant, product, rules));
  }
  return lines;
}

export function priceLine(item: CartItemRow, variant: VariantRecord, product: ProductRecord, rules: LineRules): PricedLine {
  const unitMinor = unitPriceMinor(variant.price_minor, variant.wholesale, item.quantity, rules.scope);
  return {
    item,
    variant,
    product,
    name: `${product.title} - ${variant.name}`,
    unitMinor,
    subtotalMinor: lineSubtotalMinor(unitMinor, item.quantity),
    available: variant.is_available === 1 && product.is_active === 1,
    priceChanged: unitMinor !== item.price_minor_at_add,
    stock: inventoryWarningFor({
      tracked: product.inventory_management === 'tracked',
      stock: variant.inventory_quantity,
      quantity: item.quantity,
      variantPreorder: variant.is_preorder === 1,
      shopAllowsPreorder: rules.shopAllowsPreorder,
    }),
  };
}

export function subtotalOf(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, l) => sum + l.subtotalMinor, 0);
}
