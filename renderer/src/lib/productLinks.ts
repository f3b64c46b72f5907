/**
 * Where a product opens. By its handle when the store sent one; otherwise by a variant id, which
 * /variant/{id} resolves (the core finds the product the variant belongs to). Null: nothing to open.
 */
export function productPath(handle: string | null | undefined, variantId?: number | null): string | null {
  if (handle) return `/products/${encodeURIComponent(handle)}`;
  if (variantId !== undefined && variantId !== null && Number.isSafeInteger(variantId) && variantId > 0) return `/variant/${variantId}`;
  return null;
}
