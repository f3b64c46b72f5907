import { priceRange, type PriceRange } from './pricing';

/**
 * A card's prices (list and preview): the wholesale range when it applies, with the retail range
 * beside it only where the shop shows retail prices. Without wholesale prices the retail
 * range is the price: on the list always (it is what the customer pays), on the preview only where
 * the shop shows retail prices.
 */
export function cardPrices(
  product: Parameters<typeof priceRange>[0],
  terms: { wholesale: boolean; showRetail: boolean; preview: boolean },
): { main: PriceRange | null; retail: PriceRange | null } {
  const retail = priceRange(product, false);
  if (terms.wholesale && product.ws_min_price !== null) {
    // A store that hides retail prices may send 0 for them rather than leave them out.
    return { main: priceRange(product, true), retail: terms.showRetail && product.max_price > 0 ? retail : null };
  }
  const hidden = terms.preview && (!terms.showRetail || product.max_price <= 0);
  return { main: hidden ? null : retail, retail: null };
}
