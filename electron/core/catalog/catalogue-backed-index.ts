import type { Product } from '../../../preload/schemas/catalog';
import type { CatalogueKeeper } from './catalogue-keeper';
import { createMemoryIndex, type ProductIndex } from './product-index';

/**
 * The product lookup's index (catalog:product) over the kept catalogue: pages fetched in this
 * session first (the freshest copies), then the catalogue of the buyer of the moment. What the
 * buyer opens or lists is written to the kept catalogue at once, ahead of the background refresh.
 * The lookup still refreshes what it finds here before answering.
 */
export function catalogueBackedIndex(keeper: Pick<CatalogueKeeper, 'peek' | 'remember' | 'session'>): ProductIndex {
  // Pages of this lookup's session only: a late page of the last buyer's must never land in the next one's catalogue.
  const session = keeper.session();
  const recent = createMemoryIndex();
  const either = (fromRecent: Product | null, fromCatalogue: () => Product | null | undefined) => fromRecent ?? fromCatalogue() ?? null;
  return {
    byHandle: (handle) => either(recent.byHandle(handle), () => keeper.peek()?.byHandle(handle)),
    byVariant: (variantId) => either(recent.byVariant(variantId), () => keeper.peek()?.byVariant(variantId)),
    put(products) {
      recent.put(products);
      keeper.remember(products, session);
    },
    size: () => Math.max(recent.size(), keeper.peek()?.counts().products ?? 0),
  };
}
