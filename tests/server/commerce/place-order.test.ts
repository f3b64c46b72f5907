import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '../../../contract/schemas/orders';
import { globalSchema } from '../../../contract/schemas/shop';
import { loggedIn, startTestStore, type TestClient, type TestStore } from '../support/store';
import { addressIds, customerId, errorMessage, fillCart, placedToken, placeOrder, simpleVariant } from './helpers';

let store: TestStore;
let demo: TestClient;
let variantId: number;
let primaryAddress: number;

beforeAll(async () => {
  store = await startTestStore();
  demo = await loggedIn(store);
  primaryAddress = addressIds(store, 'demo')[0] as number;
});
afterAll(() => store.close());
beforeEach(() => {
  store.control.setShop({ pricelist_is_enabled: true, is_allow_preorder: false, min_purchase_amount: 0 });
  variantId = simpleVariant(store);
});

const orderCount = () => store.control.orderCountForCustomer(customerId(store, 'demo'));

async function expectRefusal(token: string, addressId: number | null, message: string) {
  const before = orderCount();
  const response = await placeOrder(demo, token, addressId);
  expect(response.status).toBe(400);
  expect(errorMessage(response.body)).toBe(message);
  expect(orderCount()).toBe(before);
  expect(store.control.variant(variantId)?.inventory_quantity).toBe(1000);
}

describe('place order refusals', () => {
  it('without a billing address', async () => {
    const token = await fillCart(demo, [{ id: variantId, quantity: 10 }]);
    await expectRefusal(token, null, 'Please select a billing address before you place order.');
  });

  it('with another customer’s billing address', async () => {
    const token = await fillCart(demo, [{ id: variantId, quantity: 10 }]);
    await expectRefusal(token, addressIds(store, 'other')[0] as number, 'Please select a billing address before you place order.');
  });

  it('at or below the minimum purchase amount', async () => {
    store.control.setShop({ min_purchase_amount: 90 });
    const token = await fillCart(demo, [{ id: variantId, quantity: 10 }]); // 10 x 9.00 = 90.00
    await expectRefusal(token, primaryAddress, 'Minimum purchase amount is MYR 90.00.');
  });

  it('when an item is out of stock and pre-orders are not allowed', async () => {
    const token = await fillCart(demo, [{ id: variantId, quantity: 10 }]);
    store.control.setVariant(variantId, { inventory_quantity: 4 });
    const response = await placeOrder(demo, token, primaryAddress);
    expect(errorMessage(response.body)).toBe('Some item is out of stock.');
    expect(store.control.variant(variantId)?.inventory_quantity).toBe(4);
  });

  it('when the price list is disabled', async () => {
    const token = await fillCart(demo, [{ id: variantId, quantity: 10 }]);
    store.control.setShop({ pricelist_is_enabled: false });
    await expectRefusal(token, primaryAddress, 'This pricelist is disabled.');
  });

  it('when the screen shows quantities the cart was not updated with', async () => {
    const token = await fillCart(demo, [{ id: variantId, quantity: 10 }]);
    const response = await demo.post('/_api/ws/cart/place_order', {
      cart_token: token,
      billing_address: { id: primaryAddress },
      order_items: [{ id: variantId, quantity: 20 }],
    });
    expect(errorMessage(response.body)).toBe('Please update cart first.');
  });
});

describe('placing an order', () => {
  it('makes the order from the stored cart at server prices, takes the stock and starts a new cart', async () => {
    store.control.setShop({ min_purchase_amount: 100 });
    const token = await fillCart(demo, [{ id: variantId, quantity: 50 }]);
    const before = orderCount();
    const response = await demo.post('/_api/ws/cart/place_order', {
      cart_token: token,
      billing_address: { id: primaryAddress },
      order_items: [{ id: variantId, quantity: 50 }],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const orderToken = placedToken(response.body);
    expect(orderCount()).toBe(before + 1);
    expect(store.control.variant(variantId)?.inventory_quantity).toBe(950);

    const order = orderResponseSchema.parse((await demo.get(`/_api/orders/${orderToken}`)).body).order;
    expect(order.line_items).toEqual([expect.objectContaining({ id: variantId, quantity: 50, price: 8, subtotal_price: 400 })]);
    expect(order).toMatchObject({ total_price: 400, financial_status: 'unpaid', financial_status_label: 'Unpaid', amount_due: 400 });
    expect(order.billing_address?.name).toBe('Mei Ling Tan');

    // The placed cart is closed: the old token no longer opens a cart, the header shows no cart.
    expect((await demo.get('/_api/ws/cart/retrieve', { cart_token: token })).status).toBe(404);
    expect(globalSchema.parse((await demo.get('/_api/global')).body).customer?.cart_token).toBeNull();
    const next = await fillCart(demo, [{ id: variantId, quantity: 1 }]);
    expect(next).not.toBe(token);
  });

  it('answers the same order when a placed cart is placed again', async () => {
    const token = await fillCart(demo, [{ id: variantId, quantity: 10 }]);
    const first = placedToken((await placeOrder(demo, token, primaryAddress)).body);
    const count = orderCount();
    const again = await placeOrder(demo, token, primaryAddress);
    expect(again.status).toBe(200);
    expect(placedToken(again.body)).toBe(first);
    expect(orderCount()).toBe(count);
    expect(store.control.variant(variantId)?.inventory_quantity).toBe(990);
  });

  it('makes one order from two simultaneous requests', async () => {
    const token = await fillCart(demo, [{ id: variantId, quantity: 10 }]);
    const before = orderCount();
    const [a, b] = await Promise.all([placeOrder(demo, token, primaryAddress), placeOrder(demo, token, primaryAddress)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(placedToken(a.body)).toBe(placedToken(b.body));
    expect(orderCount()).toBe(before + 1);
    expect(store.control.variant(variantId)?.inventory_quantity).toBe(990);
  });

  it('lets pre-orders through when the shop allows them', async () => {
    store.control.setShop({ is_allow_preorder: true });
    const token = await fillCart(demo, [{ id: variantId, quantity: 10 }]);
    store.control.setVariant(variantId, { inventory_quantity: 3 });
    const response = await placeOrder(demo, token, primaryAddress);
    expect(response.status).toBe(200);
    expect(store.control.variant(variantId)?.inventory_quantity).toBe(-7);
  });

  it('does not place another customer’s cart', async () => {
    const token = await fillCart(demo, [{ id: variantId, quantity: 10 }]);
    const other = await loggedIn(store, 'other');
    const response = await placeOrder(other, token, addressIds(store, 'other')[0] as number);
    expect(response.status).toBe(404);
    expect(store.control.variant(variantId)?.inventory_quantity).toBe(1000);
  });
});
