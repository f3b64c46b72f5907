import { describe, expect, it } from 'vitest';
import { placeOrderBlock, type PlaceOrderFacts } from '../../../../renderer/src/features/cart/placeOrderChecks';

const ready: PlaceOrderFacts = {
  unsaved: false,
  minPurchaseAmount: 0,
  totalPrice: 50,
  billingAddressId: 7,
  inventoryWarnings: [],
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

  it.each([
    ['out_of_stock', true],
    ['low_stock', true],
    ['preorder_low_stock', false],
    ['preorder_item', false],
  ] as const)('a %s warning blocks: %s', (type, blocked) => {
    const block = placeOrderBlock({ ...ready, inventoryWarnings: [{ type }] });
    expect(block).toEqual(blocked ? { reason: 'out_of_stock' } : null);
  });
});
