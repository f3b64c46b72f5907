import { describe, expect, it } from 'vitest';
import type { Cart, CartItem, InventoryWarning } from '../../../../contract/schemas/cart';
import { linesToFix, rowProblems } from '../../../../renderer/src/features/cart/rowProblems';

/** The words as keys with their values, so the test reads what the row would say. */
const t = (key: string, options?: Record<string, unknown>) => `${key}(${String(options?.value ?? '')})`;

/** Only what the row problems read of a line: its name, quantity, carton step and stock. */
const line = (variant_id: number, quantity: number, stock: number, step = 1): CartItem =>
  ({
    variant_id,
    name: `Line ${variant_id}`,
    product_name: 'Product',
    variant_name: String(variant_id),
    quantity,
    inventory_quantity: stock,
    inventory_management: 'shopify',
    wholesale_price: [{ rate_type: 'fixed', increment_quantity: step, rate: 1, price: [] }],
  }) as unknown as CartItem;

const cartOf = (items: CartItem[], inventory_warning: Partial<InventoryWarning>[] = []): Cart =>
  ({ currency: 'MYR', order_item: items, inventory_warning, item_warning: [] }) as unknown as Cart;

describe('problems on the rows', () => {
  it('a line over the stock the cart reports is one to fix, with what is left, before the store warns of it', () => {
    const cart = cartOf([line(1, 8, 100), line(2, 12, 5, 2), line(3, 6, 0)]);
    const { byRow } = rowProblems(cart, t, 'en_US', false);
    expect(byRow.get(1)).toBeUndefined();
    expect(byRow.get(2)).toEqual([{ key: 'stock-2', text: 'cart.warning_low_stock(5)', lowerTo: 5, blocking: true }]);
    expect(byRow.get(3)).toEqual([{ key: 'stock-3', text: 'cart.warning_out_of_stock(0)', lowerTo: null, blocking: true }]);
    expect(linesToFix(cart, byRow).map((item) => item.variant_id)).toEqual([2, 3]);
  });

  it('says it once when the store warns of the same line, and not at all where the shop takes pre-orders', () => {
    const warned = cartOf([line(2, 12, 5)], [{ variant_id: 2, type: 'low_stock', unit_left: 5, name: 'Line 2', message: '' }]);
    expect(rowProblems(warned, t, 'en_US', false).byRow.get(2)).toHaveLength(1);
    const preorder = cartOf([line(2, 12, 5)]);
    expect(linesToFix(preorder, rowProblems(preorder, t, 'en_US', true).byRow)).toEqual([]);
  });
});
