import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartCreatedSchema } from '../../../contract/schemas/cart';
import { globalSchema } from '../../../contract/schemas/shop';
import { loggedIn, startTestStore, type TestClient, type TestStore } from '../support/store';
import { errorMessage, fillCart, retrieveCart, simpleVariant } from './helpers';

let store: TestStore;
let demo: TestClient;
let variantId: number;
let otherVariantId: number;

beforeAll(async () => {
  store = await startTestStore();
  demo = await loggedIn(store);
});
afterAll(() => store.close());
beforeEach(() => {
  store.control.setShop({ pricelist_is_enabled: true, is_allow_preorder: false, min_purchase_amount: 0 });
  variantId = simpleVariant(store);
  otherVariantId = simpleVariant(store, [variantId]);
});

async function update(token: string, items: { id: number; quantity: number }[]) {
  return demo.put('/_api/ws/cart/update', { cart_token: token, order_items: items });
}

describe('tier prices in the cart', () => {
  it.each([
    [9, 10],
    [10, 9],
    [49, 9],
    [50, 8],
    [99, 8],
    [100, 7],
    [2000, 7],
  ])('%i units cost %d each', async (quantity, unit) => {
    const token = await fillCart(demo, [{ id: variantId, quantity }]);
    const line = (await retrieveCart(demo, token)).order_item[0];
    expect(line).toMatchObject({ variant_id: variantId, quantity, unit_price: unit, ori_unit_price: 10, item_subtotal: unit * quantity });
  });

  it('applies the rate to the tier price', async () => {
    store.control.setTierPrices(variantId, { rate: 0.9, tiers: [{ min_qty: 10, max_qty: null, price: 9 }] });
    const token = await fillCart(demo, [{ id: variantId, quantity: 10 }]);
    const cart = await retrieveCart(demo, token);
    expect(cart.order_item[0]?.unit_price).toBe(8.1);
    expect(cart.subtotal_price).toBe(81);
    expect(cart.total_price).toBe(81);
  });

  it('charges retail when the price list is disabled', async () => {
    store.control.setShop({ pricelist_is_enabled: false });
    const token = await fillCart(demo, [{ id: variantId, quantity: 100 }]);
    expect((await retrieveCart(demo, token)).order_item[0]?.unit_price).toBe(10);
  });
});

describe('PUT cart/update', () => {
  it('sets quantities, reprices, and removes a line set to 0', async () => {
    const token = await fillCart(demo, [
      { id: variantId, quantity: 5 },
      { id: otherVariantId, quantity: 5 },
    ]);
    const response = await update(token, [
      { id: variantId, quantity: 50 },
      { id: otherVariantId, quantity: 0 },
    ]);
    expect(response.status).toBe(200);
    const cart = (response.body as { cart: Awaited<ReturnType<typeof retrieveCart>> }).cart;
    expect(cart.order_item.map((i) => [i.variant_id, i.quantity, i.unit_price])).toEqual([[variantId, 50, 8]]);
    expect(cart.subtotal_price).toBe(400);
  });

  it('refuses quantities off the increment step with a field map, changing nothing', async () => {
    store.control.setTierPrices(variantId, { increment_quantity: 6, tiers: [{ min_qty: 12, max_qty: null, price: 9 }] });
    const token = await fillCart(demo, [{ id: variantId, quantity: 12 }]);
    const response = await update(token, [{ id: variantId, quantity: 13 }]);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      errors: { 'order_items.0.quantity': ['The order_items.0.quantity field must be a multiple of 6.'] },
    });
    expect((await retrieveCart(demo, token)).order_item[0]?.quantity).toBe(12);
  });

  it('refuses an unknown variant id with a field map', async () => {
    const token = await fillCart(demo, [{ id: variantId, quantity: 1 }]);
    const response = await update(token, [{ id: 99_999_999, quantity: 1 }]);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ errors: { 'order_items.0.id': ['The selected order_items.0.id is invalid.'] } });
  });

  it('answers 404 for a cart that is not the customer’s', async () => {
    const token = await fillCart(demo, [{ id: variantId, quantity: 1 }]);
    const other = await loggedIn(store, 'other');
    expect((await other.get('/_api/ws/cart/retrieve', { cart_token: token })).status).toBe(404);
    const response = await other.put('/_api/ws/cart/update', { cart_token: token, order_items: [{ id: variantId, quantity: 3 }] });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ errors: { No_Result_Found: 'No record found.' } });
    expect((await retrieveCart(demo, token)).order_item[0]?.quantity).toBe(1);
  });
});

describe('cart warnings', () => {
  async function cartWith(quantity: number) {
    const token = await fillCart(demo, [{ id: variantId, quantity }]);
    return retrieveCart(demo, token);
  }

  it('low stock: tracked stock below the quantity, with the units left', async () => {
    store.control.setVariant(variantId, { inventory_quantity: 3 });
    const cart = await cartWith(5);
    expect(cart.inventory_warning).toEqual([expect.objectContaining({ variant_id: variantId, type: 'low_stock', unit_left: 3 })]);
    expect(cart.order_item[0]?.unit_left).toBe(3);
  });

  it('out of stock: nothing left and pre-orders not allowed', async () => {
    store.control.setVariant(variantId, { inventory_quantity: 0 });
    expect((await cartWith(2)).inventory_warning.map((w) => w.type)).toEqual(['out_of_stock']);
  });

  it('pre-order because stock is low, when the shop allows pre-orders', async () => {
    store.control.setShop({ is_allow_preorder: true });
    store.control.setVariant(variantId, { inventory_quantity: 1 });
    expect((await cartWith(4)).inventory_warning.map((w) => w.type)).toEqual(['preorder_low_stock']);
  });

  it('pre-order item: the variant is sold as a pre-order', async () => {
    store.control.setVariant(variantId, { is_preorder: true });
    const cart = await cartWith(1);
    expect(cart.inventory_warning.map((w) => w.type)).toEqual(['preorder_item']);
    expect(cart.order_item[0]?.is_preorder).toBe(true);
  });

  it('price updated: the price changed since the item was added', async () => {
    const token = await fillCart(demo, [{ id: variantId, quantity: 2 }]);
    store.control.setVariant(variantId, { price: 12.5 });
    const cart = await retrieveCart(demo, token);
    expect(cart.item_warning).toEqual([expect.objectContaining({ type: 'price_updated', updated_price: 12.5 })]);
    expect(cart.order_item[0]).toMatchObject({ unit_price: 12.5, updated_price: 12.5 });
    // Updating the cart accepts the new price.
    await update(token, [{ id: variantId, quantity: 2 }]);
    expect((await retrieveCart(demo, token)).item_warning).toEqual([]);
  });

  it('not available: the variant was withdrawn; setting it to 0 removes it', async () => {
    const token = await fillCart(demo, [{ id: variantId, quantity: 2 }]);
    store.control.setVariant(variantId, { available: false });
    const cart = await retrieveCart(demo, token);
    expect(cart.item_warning.map((w) => w.type)).toEqual(['not_available']);
    expect(cart.order_item[0]?.is_available).toBe(false);
    expect((await update(token, [{ id: variantId, quantity: 0 }])).status).toBe(200);
    expect((await retrieveCart(demo, token)).order_item).toEqual([]);
  });
});

describe('POST cart/create (add to cart, repeat order)', () => {
  it('adds to the open cart, or replaces its items with is_replace_cart', async () => {
    const token = await fillCart(demo, [{ id: variantId, quantity: 5 }]);
    const added = await demo.post('/_api/ws/cart/create', { order_items: [{ id: variantId, quantity: 5 }, { id: otherVariantId, quantity: 1 }] });
    expect(added.status).toBe(200);
    const orders = cartCreatedSchema.parse(added.body).orders;
    expect(orders).toEqual({ cart_token: token, currency: 'MYR', subtotal_price: 10 * 9 + 10 });
    const replaced = await demo.post('/_api/ws/cart/create', { order_items: [{ id: otherVariantId, quantity: 3 }], is_replace_cart: true });
    expect(cartCreatedSchema.parse(replaced.body).orders.subtotal_price).toBe(30);
    const cart = await retrieveCart(demo, token);
    expect(cart.order_item.map((i) => [i.variant_id, i.quantity])).toEqual([[otherVariantId, 3]]);
  });

  it('refuses an unknown or withdrawn variant with Error_Message and adds nothing', async () => {
    const token = await fillCart(demo, [{ id: variantId, quantity: 1 }]);
    store.control.setVariant(otherVariantId, { available: false });
    for (const id of [99_999_999, otherVariantId]) {
      const response = await demo.post('/_api/ws/cart/create', { order_items: [{ id, quantity: 1 }] });
      expect(response.status).toBe(400);
      expect(errorMessage(response.body)).toBeTruthy();
    }
    expect((await retrieveCart(demo, token)).order_item).toHaveLength(1);
  });

  it('lists the customer’s addresses as billing choices, primary first', async () => {
    const token = await fillCart(demo, [{ id: variantId, quantity: 1 }]);
    const cart = await retrieveCart(demo, token);
    expect(cart.billing_addresses.length).toBe(3);
    expect(cart.billing_addresses[0]).toMatchObject({ is_primary: true, country: 'Malaysia' });
  });

  it('shows the cart in /_api/global for the header', async () => {
    const token = await fillCart(demo, [{ id: variantId, quantity: 10 }]);
    const global = globalSchema.parse((await demo.get('/_api/global')).body);
    expect(global.customer).toMatchObject({ cart_token: token, cart_subtotal: 90, cart_currency: 'MYR' });
  });
});
