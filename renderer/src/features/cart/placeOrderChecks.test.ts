import { describe, expect, it } from 'vitest';
import { placeOrderBlock, type PlaceOrderFacts } from './placeOrderChecks';

const inStock = { quantity: 2, inventory_quantity: 10, inventory_management: 'shopify' };
const ready: PlaceOrderFacts = {
  unsaved: false,
  minPurchaseAmount: 0,
  totalPrice: 50,
  billingAddressId: 7,
  items: [inStock],
  allowPreorder: false,
};

describe('placeOrderBlock', () => {
  it('lets a saved cart with an address through', () => {
    expect(placeOrderBlock(ready)).toBeNull();
  });

  it('asks to update the cart first when quantities changed', () => {
    expect(placeOrderBlock({ ...ready, unsaved: true, billingAddressId: null })).toEqual({ reason: 'unsaved' });
  });

  it.each([
    [100, 100, true], // at the minimum: blocked
    [100, 99.99, true],
    [100, 100.01, false],
    [0, 0, false], // no minimum set
    [0.3, 0.1 + 0.2, true], // float noise does not slip past
  ])('minimum %s with total %s blocked: %s', (minimum, total, blocked) => {
    const block = placeOrderBlock({ ...ready, minPurchaseAmount: minimum, totalPrice: total });
    expect(block).toEqual(blocked ? { reason: 'min_purchase', minimum } : null);
  });

  it('refuses without a billing address', () => {
    expect(placeOrderBlock({ ...ready, billingAddressId: null })).toEqual({ reason: 'no_billing_address' });
  });

  it('refuses an out-of-stock line unless preorders are allowed', () => {
    const items = [inStock, { quantity: 1, inventory_quantity: 0, inventory_management: 'shopify' }];
    expect(placeOrderBlock({ ...ready, items })).toEqual({ reason: 'out_of_stock' });
    expect(placeOrderBlock({ ...ready, items, allowPreorder: true })).toBeNull();
  });
});
