import type { InventoryWarningType, ItemWarningType } from '../wire/cart';

/** Stock facts of one cart line. */
export interface StockFacts {
  tracked: boolean;
  stock: number;
  quantity: number;
  /** The variant is sold as a pre-order item whatever its stock. */
  variantPreorder: boolean;
  /** The shop accepts orders beyond ready stock (is_allow_preorder). */
  shopAllowsPreorder: boolean;
}

/**
 * At most one inventory warning per line, most specific first:
 * a pre-order variant is ordered as such; untracked stock never warns; then the shop's pre-order rule decides
 * whether short stock is a pre-order or a shortage.
 */
export function inventoryWarningFor(f: StockFacts): { type: InventoryWarningType; unit_left: number | null } | null {
  if (f.variantPreorder) return { type: 'preorder_item', unit_left: null };
  if (!f.tracked || f.stock >= f.quantity) return null;
  if (f.shopAllowsPreorder) return { type: 'preorder_low_stock', unit_left: Math.max(f.stock, 0) };
  if (f.stock <= 0) return { type: 'out_of_stock', unit_left: 0 };
  return { type: 'low_stock', unit_left: f.stock };
}

/** Warnings that stop an order: the shop cannot deliver these quantities. */
export function blocksOrder(type: InventoryWarningType): boolean {
  return type === 'low_stock' || type === 'out_of_stock';
}

export function inventoryMessage(type: InventoryWarningType, name: string, unitLeft: number | null): string {
  switch (type) {
    case 'low_stock':
      return `Only ${unitLeft ?? 0} ${unitLeft === 1 ? 'unit' : 'units'} left for ${name}.`;
    case 'out_of_stock':
      return `${name} is out of stock.`;
    case 'preorder_low_stock':
      return `${name} will be pre-ordered because ready stock is low.`;
    case 'preorder_item':
      return `${name} is a pre-order item.`;
  }
}

export function itemMessage(type: ItemWarningType, name: string, updatedPrice: string | null): string {
  return type === 'price_updated'
    ? `The price of ${name} has been updated to ${updatedPrice ?? ''}.`
    : `${name} is no longer available and should be removed.`;
}
