import type { CatalogueKeeper } from './catalogue-keeper';
import type { ProductIndex } from './product-index';

/**
 * The product lookup's index (catalog:product) is the kept catalogue of the buyer of the moment,
 * read while its first walk is still under way too. What the buyer opens or lists is written to
 * it at once, ahead of the background refresh. The lookup still refreshes what it finds here
 * before answering.
 */
export function catalogueBackedIndex(keeper: Pick<CatalogueKeeper, 'kept' | 'remember' | 'session'>): ProductIndex {
  // Pages of this lookup's session only: a late page of the last buyer's must never land in the next one's catalogue.
  const session = keeper.session();
  const mine = () => (keeper.session() === session ? keeper.kept() : null);
  return {
    byHandle: (handle) => mine()?.byHandle(handle) ?? null,
    byVariant: (variantId) => mine()?.byVariant(variantId) ?? null,
    put: (products) => keeper.remember(products, session),
  };
}
