/** Products of the seeded catalogue by how their variants are named, for the size-by-colour grid. */
import type { VariantInfo } from '../../server/commerce/control';
import type { App } from './harness';

type Control = NonNullable<App['store']>['control'];

/**
 * A seeded product whose variants are sizes by colours ("M / Blue") in at least two of each, made
 * orderable one unit at a time with plenty in stock.
 */
export function sizeByColourProduct(control: Control): VariantInfo[] {
  const found = productsOf(control).find((variants) => {
    if (variants.length < 4 || !variants.every((v) => v.product_active && v.name.split(' / ').length === 2)) return false;
    const parts = (i: number) => new Set(variants.map((v) => v.name.split(' / ')[i]));
    return parts(0).size >= 2 && parts(1).size >= 2;
  });
  if (!found) throw new Error('no size-by-colour product in the seed');
  for (const v of found) {
    control.setVariant(v.id, { available: true, inventory_quantity: 500, is_preorder: false, price: 10 });
    control.setTierPrices(v.id, { tiers: [{ min_qty: 1, max_qty: null, price: 10 }], rate: 1, increment_quantity: 1 });
  }
  return found;
}

/** A seeded product of two or more variants whose names are one part each ("M6"): no grid. */
export function plainProduct(control: Control): VariantInfo {
  const found = productsOf(control).find((variants) => variants.length >= 2 && variants.every((v) => v.product_active && v.is_available && !v.name.includes(' / ')));
  if (!found) throw new Error('no product of one-part variant names in the seed');
  return found[0]!;
}

/** The seeded variants, product by product. */
function productsOf(control: Control): VariantInfo[][] {
  const byProduct = new Map<number, VariantInfo[]>();
  for (let id = 1; id < 3000; id++) {
    const v = control.variant(id);
    if (!v) break;
    byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v]);
  }
  return [...byProduct.values()];
}
