import type { Product } from '../../../contract/schemas/catalog';
import type { IndexEntry } from '../../../contract/schemas/quickOrder';

/** The product as a suggestion or a quick-order row shows it (shared by its variants' entries). */
export function shownProduct(product: Product): IndexEntry['product'] {
  const { id, handle, title, currency, featured_img, inventory_management, restriction_text } = product;
  return { id, handle, title, currency, featured_img, inventory_management, restriction_text };
}
