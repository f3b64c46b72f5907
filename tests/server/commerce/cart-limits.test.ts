import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fieldErrors } from '../support/errors';
import { loggedIn, startTestStore, type TestClient, type TestStore } from '../support/store';
import { customerId, fillCart, simpleVariant } from './helpers';

/** One line of a cart holds at most 1,000,000 units, however the request spells it (repeats, adds, updates). */
let store: TestStore;
let demo: TestClient;
let variantId: number;
let otherVariantId: number;
beforeAll(async () => {
  store = await startTestStore();
  demo = await loggedIn(store);
  store.control.setShop({ pricelist_is_enabled: true, is_allow_preorder: false, min_purchase_amount: 0 });
  variantId = simpleVariant(store);
  otherVariantId = simpleVariant(store, [variantId]);
});
afterAll(() => store.close());
beforeEach(async () => {
  await fillCart(demo, [{ id: otherVariantId, quantity: 5 }]);
});

const TOO_MANY = { order_items: ['The order_items field must not put more than 1000000 units of one item in the cart.'] };

/** The cart's lines as stored: variant id -> quantity. */
function lines(): Record<number, number> {
  const rows = store.ctx.db
    .prepare<[number], { variant_id: number; quantity: number }>(
      'SELECT i.variant_id, i.quantity FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.customer_id = ? AND c.placed_order_id IS NULL',
    )
    .all(customerId(store, 'demo'));
  return Object.fromEntries(rows.map((r) => [r.variant_id, r.quantity]));
}
const create = (items: { id: number; quantity: number }[], replace = false) =>
  demo.post('/_api/ws/cart/create', { order_items: items, is_replace_cart: replace });
const update = (token: string, items: { id: number; quantity: number }[]) =>
  demo.put('/_api/ws/cart/update', { cart_token: token, order_items: items });

describe('cart/create', () => {
  it('refuses one id repeated 5,000 times at 1,000,000 each and changes nothing', async () => {
    const before = lines();
    const items = Array.from({ length: 5000 }, () => ({ id: variantId, quantity: 1_000_000 }));
    expect(fieldErrors(await create(items))).toEqual(TOO_MANY);
    expect(fieldErrors(await create(items, true))).toEqual(TOO_MANY);
    expect(lines()).toEqual(before);
  });

  it('adds repeated ids up into one line, up to the limit and not past it', async () => {
    expect((await create([{ id: variantId, quantity: 3 }, { id: variantId, quantity: 4 }])).status).toBe(200);
    expect(lines()[variantId]).toBe(7);
    expect(fieldErrors(await create([{ id: variantId, quantity: 600_000 }, { id: variantId, quantity: 600_000 }]))).toEqual(TOO_MANY);
    expect(lines()[variantId]).toBe(7);
  });

  it('counts what the line already holds', async () => {
    await fillCart(demo, [{ id: variantId, quantity: 600_000 }]);
    expect(fieldErrors(await create([{ id: variantId, quantity: 400_001 }]))).toEqual(TOO_MANY);
    expect(lines()).toEqual({ [variantId]: 600_000 });
    expect((await create([{ id: variantId, quantity: 400_000 }])).status).toBe(200);
    expect(lines()).toEqual({ [variantId]: 1_000_000 });
    // Replacing starts the line again from nothing.
    expect((await create([{ id: variantId, quantity: 1_000_000 }], true)).status).toBe(200);
    expect(lines()).toEqual({ [variantId]: 1_000_000 });
  });
});

describe('cart/update', () => {
  it('adds repeated ids up and refuses a line above the limit, all or nothing', async () => {
    const token = await fillCart(demo, [{ id: variantId, quantity: 6 }]);
    const both = (a: number, b: number) => [{ id: variantId, quantity: a }, { id: otherVariantId, quantity: 1 }, { id: variantId, quantity: b }];
    expect(fieldErrors(await update(token, both(600_000, 600_000)))).toEqual(TOO_MANY);
    expect(lines()).toEqual({ [variantId]: 6 });
    expect((await update(token, both(2, 3))).status).toBe(200);
    expect(lines()).toEqual({ [variantId]: 5, [otherVariantId]: 1 });
  });

  it('reports a bad id or step at the first place the id appears', async () => {
    const token = await fillCart(demo, [{ id: variantId, quantity: 6 }]);
    store.control.setTierPrices(otherVariantId, { increment_quantity: 6, rate: 1, tiers: [{ min_qty: 1, max_qty: null, price: 5 }] });
    try {
      const response = await update(token, [{ id: 999_999, quantity: 1 }, { id: otherVariantId, quantity: 4 }, { id: otherVariantId, quantity: 3 }]);
      expect(fieldErrors(response)).toEqual({
        'order_items.0.id': ['The selected order_items.0.id is invalid.'],
        'order_items.1.quantity': ['The order_items.1.quantity field must be a multiple of 6.'],
      });
      expect((await update(token, [{ id: otherVariantId, quantity: 4 }, { id: otherVariantId, quantity: 2 }])).status).toBe(200);
      expect(lines()[otherVariantId]).toBe(6);
    } finally {
      store.control.setTierPrices(otherVariantId, { increment_quantity: 1, rate: 1, tiers: [{ min_qty: 10, max_qty: null, price: 9 }] });
    }
  });
});
