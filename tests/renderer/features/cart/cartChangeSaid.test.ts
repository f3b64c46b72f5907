import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '../../../../contract/schemas/cart';
import { cartChangeSaid } from '../../../../renderer/src/features/cart/cartChangeSaid';

/** The words as keys with their values, so the test reads what a screen reader would hear. */
const t = (key: string, options?: Record<string, unknown>) => `${key}(${Object.values(options ?? {}).join(', ')})`;

const line = (variant_id: number, quantity: number): CartItem => ({ variant_id, name: `Line ${variant_id}`, quantity }) as unknown as CartItem;
const cartOf = (items: CartItem[], total = 100): Cart => ({ currency: 'MYR', total_price: total, order_item: items }) as unknown as Cart;
const sent = (...pairs: [number, number][]) => new Map(pairs);

describe('what the cart says once the store saved a change', () => {
  it('each line sent whose quantity the store now holds differently, then the new total', () => {
    const before = cartOf([line(1, 2), line(2, 5)]);
    const after = cartOf([line(1, 4), line(2, 5)], 120);
    expect(cartChangeSaid(before, after, sent([1, 4], [2, 5]), new Set(), t, 'en_US')).toBe('cart.said_quantity(Line 1, 4) cart.said_total(RM\u00a0120.00)');
  });

  it('a line sent as 0 that went, unless its toast says so already', () => {
    const before = cartOf([line(1, 2), line(2, 5)]);
    const after = cartOf([line(2, 5)]);
    expect(cartChangeSaid(before, after, sent([1, 0], [2, 5]), new Set(), t, 'en_US')).toBe('cart.removed(Line 1) cart.said_total(RM\u00a0100.00)');
    expect(cartChangeSaid(before, after, sent([1, 0], [2, 5]), new Set([1]), t, 'en_US')).toBeNull();
  });

  it('nothing for a line the save did not send, nor when nothing changed', () => {
    const before = cartOf([line(1, 2)]);
    expect(cartChangeSaid(before, cartOf([line(1, 2), line(3, 1)]), sent([1, 2]), new Set(), t, 'en_US')).toBeNull();
    expect(cartChangeSaid(before, cartOf([line(1, 9)]), sent(), new Set(), t, 'en_US')).toBeNull();
  });
});
