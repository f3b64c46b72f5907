import { inStockNow, type WatchedVariant } from '../../../contract/schemas/watch';
import type { Variant } from '../../../contract/schemas/catalog';
import type { CatalogueTable } from '../catalog/catalogue-table';
import type { CatalogueState } from './changes';

/** A catalogue variant as the watch measures it. */
export const stateOf = (variant: Variant): Omit<WatchedVariant, 'variant_id'> => ({
  sku: variant.sku,
  name: variant.name || variant.variant_name,
  unit_price: variant.unit_price,
  in_stock: inStockNow(variant),
});

/** The variant as the catalogue kept on this computer has it, or null when it does not hold it. */
export function catalogueVariant(table: CatalogueTable, variantId: number): Variant | null {
  return table.byVariant(variantId)?.variants.find((variant) => variant.id === variantId) ?? null;
}

/**
 * The watched variants as a refresh left the catalogue. A variant missing from a pass that read the
 * whole list is gone; missing from a pass cut short at a bound, it is only unseen (nothing is told).
 */
export function refreshedStates(table: CatalogueTable, watched: readonly WatchedVariant[], complete: boolean): Map<number, CatalogueState> {
  const states = new Map<number, CatalogueState>();
  for (const { variant_id } of watched) {
    const variant = catalogueVariant(table, variant_id);
    if (variant) states.set(variant_id, stateOf(variant));
    else if (complete) states.set(variant_id, null);
  }
  return states;
}
