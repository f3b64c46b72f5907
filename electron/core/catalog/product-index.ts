import type { Product } from '../../../contract/schemas/catalog';

/**
 * What the product lookup reads and writes: the buyer's kept catalogue (`catalogue-backed-index.ts`),
 * products by handle and by variant id, fed with every product page the core fetches. Copies can
 * be stale (the lookup refreshes before answering), never wrong about which product a handle names.
 */
export interface ProductIndex {
  byHandle(handle: string): Product | null;
  byVariant(variantId: number): Product | null;
  put(products: readonly Product[]): void;
}
