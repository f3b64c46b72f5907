import type { Variant } from '../../../../contract/schemas/catalog';
import { lineMinor } from '../../lib/money';
import { unitPriceAt } from '../../lib/pricing';
import { fitsQuantity, stepOf, type Quantities } from '../../lib/quantity';
import { stockCheck } from '../../lib/stock';

export interface SelectedTotals {
  units: number;
  /** The amount at the tier prices, in minor units. */
  minor: number;
  /** Variants with a quantity that cannot go to the cart as typed (over stock, not whole cartons): not counted. */
  notCounted: number;
}

/**
 * What the product page's selection adds up to: only quantities Add to cart would send. A quantity
 * over the stock (where the shop takes no pre-orders) or not a whole number of cartons is left out
 * and counted apart, so the buyer is told the figure holds without it.
 */
export function selectedTotals(variants: readonly Variant[], quantities: Quantities, wholesale: boolean, allowPreorder: boolean): SelectedTotals {
  const totals: SelectedTotals = { units: 0, minor: 0, notCounted: 0 };
  for (const variant of variants) {
    const quantity = quantities.get(variant.id);
    if (!quantity) continue;
    const step = stepOf(variant);
    if (!fitsQuantity(quantity, step) || stockCheck(variant, quantity, allowPreorder, step)?.kind === 'over_stock') {
      totals.notCounted += 1;
      continue;
    }
    totals.units += quantity;
    totals.minor += lineMinor(quantity, unitPriceAt(variant, quantity, wholesale));
  }
  return totals;
}
