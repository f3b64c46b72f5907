import type { Product } from '../../../preload/schemas/catalog';

/**
 * What the catalogue lookup knows about one store as one customer sees it: products by handle
 * and by variant id, filled from every product page the core fetches. Copies can be stale (the
 * lookup refreshes before answering), never wrong about which product a handle names when seen.
 * An interface so a disk-backed index (a later issue) can stand in for the memory one.
 */
export interface ProductIndex {
  byHandle(handle: string): Product | null;
  byVariant(variantId: number): Product | null;
  put(products: readonly Product[]): void;
  size(): number;
}

/** Without a bound of its own, a memory index keeps at most this many products (the most recently put). */
export const MEMORY_INDEX_PRODUCTS = 5_000;

/**
 * Products in memory, at most `maxProducts` of them: the least recently put go first, so a walk
 * over a store that never ends cannot grow the heap (the kept catalogue is in the buyer's database).
 */
export function createMemoryIndex(maxProducts = MEMORY_INDEX_PRODUCTS): ProductIndex {
  const byId = new Map<number, Product>();
  const handleToId = new Map<string, number>();
  const variantToId = new Map<number, number>();

  const forget = (old: Product) => {
    if (handleToId.get(old.handle) === old.id) handleToId.delete(old.handle);
    for (const variant of old.variants) {
      if (variantToId.get(variant.id) === old.id) variantToId.delete(variant.id);
    }
  };

  const lookUp = (id: number | undefined) => (id === undefined ? null : (byId.get(id) ?? null));

  return {
    byHandle: (handle) => lookUp(handleToId.get(handle)),
    byVariant: (variantId) => lookUp(variantToId.get(variantId)),
    put(products) {
      for (const product of products) {
        // A renamed product or a variant moved elsewhere must not leave its old key behind.
        const old = byId.get(product.id);
        if (old) forget(old);
        byId.delete(product.id); // put again, it is the newest
        byId.set(product.id, product);
        handleToId.set(product.handle, product.id);
        for (const variant of product.variants) variantToId.set(variant.id, product.id);
      }
      for (const [id, oldest] of byId) {
        if (byId.size <= maxProducts) break;
        forget(oldest);
        byId.delete(id);
      }
    },
    size: () => byId.size,
  };
}
