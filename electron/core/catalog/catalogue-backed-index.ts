import type { Product } from '../../../preload/schemas/catalog';
import type { CatalogueKeeper } from './catalogue-keeper';
import { createMemoryIndex, type ProductIndex } from './product-index';

/**
 * The product lookup's index (catalog:product) over the catalogue index: pages fetched in this
 * session first (the freshest copies), then the whole catalogue of the customer of the moment.
 * The lookup still refreshes what it finds here before answering.
 */
export function catalogueBackedIndex(keeper: Pick<CatalogueKeeper, 'peek'>): ProductIndex {
  const recent = createMemoryIndex();
  const either = (fromRecent: Product | null, fromCatalogue: () => Product | null | undefined) => fromRecent ?? fromCatalogue() ?? null;
  return {
    byHandle: (handle) => either(recent.byHandle(handle), () => keeper.peek()?.byHandle(handle)),
    byVariant: (variantId) => either(recent.byVariant(variantId), () => keeper.peek()?.byVariant(variantId)),
    put: (products) => recent.put(products),
    size: () => Math.max(recent.size(), keeper.peek()?.products.length ?? 0),
  };
}
