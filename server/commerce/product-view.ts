import type { Product, Variant, WholesalePrice } from '../wire/catalog';
import type { ProductRecord, VariantRecord } from './catalog-records';
import { toMajor } from './money';
import { incrementOf, unitPriceMinor, wholesaleRange, type PricingScope, type WholesaleEntry } from './pricing';

/** How a product is shown to this viewer. */
export interface ProductViewOptions {
  currency: string;
  /** Absolute base for image paths, e.g. http://127.0.0.1:8787. */
  baseUrl: string;
  scope: PricingScope;
  /** Guests of a shop that hides retail prices see 0 instead of the price. */
  showRetail: boolean;
  restrictionText: string | null;
}

export function imageUrl(baseUrl: string, path: string | null): { url: string } | null {
  return path === null ? null : { url: `${baseUrl}${path}` };
}

export function wholesalePriceJson(entry: (WholesaleEntry & { rate_type: string }) | null, scope: PricingScope): WholesalePrice[] {
  if (!scope.wholesale || !entry) return [];
  const price =
    entry.tiers.length > 0
      ? entry.tiers.map((t) => ({ min_qty: t.min_qty, max_qty: t.max_qty, price: toMajor(t.price_minor) }))
      : toMajor(entry.price_minor ?? 0);
  return [{ rate_type: entry.rate_type, increment_quantity: entry.increment_quantity, rate: entry.rate_bp / 10000, price }];
}

export function variantJson(product: ProductRecord, variant: VariantRecord, options: ProductViewOptions): Variant {
  const retail = options.showRetail ? variant.price_minor : 0;
  // The listing shows the price of the smallest quantity one can order.
  const firstQuantity = incrementOf(variant.wholesale, options.scope);
  const unit = options.showRetail ? unitPriceMinor(variant.price_minor, variant.wholesale, firstQuantity, options.scope) : 0;
  return {
    id: variant.id,
    name: `${product.title} - ${variant.name}`,
    variant_name: variant.name,
    sku: variant.sku,
    unit_price: toMajor(unit),
    ori_unit_price: toMajor(retail),
    inventory_quantity: variant.inventory_quantity,
    inventory_management: product.inventory_management,
    is_preorder: variant.is_preorder === 1,
    item_image: imageUrl(options.baseUrl, variant.image_path ?? product.image_path),
    wholesale_price: wholesalePriceJson(variant.wholesale, options.scope),
  };
}

export function productJson(product: ProductRecord, variants: readonly VariantRecord[], options: ProductViewOptions): Product {
  const retail = variants.map((v) => (options.showRetail ? v.price_minor : 0));
  const ranges = options.scope.wholesale
    ? variants.flatMap((v) => (v.wholesale ? [wholesaleRange(v.wholesale)] : [])).filter((r) => r !== null)
    : [];
  const tracked = product.inventory_management === 'tracked';
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    body_html: product.body_html,
    featured_img: imageUrl(options.baseUrl, product.image_path),
    currency: options.currency,
    min_price: toMajor(retail.length > 0 ? Math.min(...retail) : 0),
    max_price: toMajor(retail.length > 0 ? Math.max(...retail) : 0),
    ws_min_price: ranges.length > 0 ? toMajor(Math.min(...ranges.map((r) => r.min))) : null,
    ws_max_price: ranges.length > 0 ? toMajor(Math.max(...ranges.map((r) => r.max))) : null,
    total_quantity: tracked ? variants.reduce((sum, v) => sum + v.inventory_quantity, 0) : 0,
    inventory_management: product.inventory_management,
    restriction_text: options.restrictionText,
    variants: variants.map((v) => variantJson(product, v, options)),
  };
}
