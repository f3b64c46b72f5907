import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressIds, simpleVariant } from '../commerce/helpers';
import type { TestClient } from '../support/store';
import { cartToken, firstOrderToken, list, obj, ok, sides, startPair, type StorePair } from './support';

/** Latitudes 1 (envelopes) and 11 (deletes). */
let pair: StorePair;
beforeAll(async () => {
  pair = await startPair();
});
afterAll(() => pair.close());

const address = {
  first_name: 'Ahmad', last_name: 'Ismail', phone: '+60 3-7954 1234', company: null,
  address1: '3, Jalan SS 2/24', address2: null, city: 'Petaling Jaya', zip: '47300',
  province: 'Selangor', province_code: 'MY-10', country: 'Malaysia', country_code: 'MY', is_primary: false,
};

async function upload(client: TestClient, orderToken: string): Promise<unknown> {
  const form = new FormData();
  form.append('order_token', orderToken);
  form.append('file', new Blob(['PO 1234']), 'po.txt');
  return ok(await client.post('/_api/orders/attachment', form));
}

describe('envelopes', () => {
  it('cart retrieve, update, create and place_order: wrapped in default, bare in alt', async () => {
    for (const [store, client, dialect] of sides(pair)) {
      const variant = simpleVariant(store);
      const created = obj(ok(await client.post('/_api/ws/cart/create', { order_items: [{ id: variant, quantity: 20 }], is_replace_cart: true })));
      const token = await cartToken(client);
      const retrieved = obj(ok(await client.get('/_api/ws/cart/retrieve', { cart_token: token })));
      const updated = obj(ok(await client.put('/_api/ws/cart/update', { cart_token: token, order_items: [{ id: variant, quantity: 20 }] })));
      const billing = { id: addressIds(store, 'demo')[0] };
      const placed = obj(ok(await client.post('/_api/ws/cart/place_order', { cart_token: token, billing_address: billing, order_items: [] })));
      if (dialect === 'default') {
        expect(Object.keys(created)).toEqual(['orders']);
        expect(created.orders).toMatchObject({ cart_token: token, currency: 'MYR', subtotal_price: 180 });
        expect(obj(retrieved.cart).cart_token).toBe(token);
        expect(obj(updated.cart).cart_token).toBe(token);
        expect(obj(placed.orders).token).toBeTypeOf('string');
      } else {
        expect(created).toMatchObject({ cart_token: token, currency: 'MYR', subtotal_price: '180.00' });
        expect(created).not.toHaveProperty('orders');
        expect(retrieved).toMatchObject({ cart_token: token, currency: 'MYR' });
        expect(retrieved).not.toHaveProperty('cart');
        expect(updated).toMatchObject({ cart_token: token });
        expect(updated).not.toHaveProperty('cart');
        expect(placed.token).toBeTypeOf('string');
        expect(placed).not.toHaveProperty('orders');
      }
    }
  });

  it('order page and account: { order } and { account, orders } in default; bare, orders inside the account, in alt', async () => {
    const defAccount = obj(ok(await pair.demoDef.get('/_api/account')));
    expect(Object.keys(defAccount).sort()).toEqual(['account', 'orders']);
    const altAccount = obj(ok(await pair.demoAlt.get('/_api/account')));
    expect(altAccount).toMatchObject({ first_name: 'Mei Ling', email: 'demo@wholesale.test' });
    expect(list(altAccount.addresses).length).toBe(list(obj(defAccount.account).addresses).length);
    expect(list(altAccount.orders).length).toBe(list(defAccount.orders).length);
    expect(altAccount).not.toHaveProperty('account');

    const defOrder = obj(ok(await pair.demoDef.get(`/_api/orders/${await firstOrderToken(pair.demoDef)}`)));
    expect(Object.keys(defOrder)).toEqual(['order']);
    const altToken = await firstOrderToken(pair.demoAlt);
    const altOrder = obj(ok(await pair.demoAlt.get(`/_api/orders/${altToken}`)));
    expect(altOrder.token).toBe(altToken);
    expect(altOrder).not.toHaveProperty('order');
  });

  it('countries, provinces and policies: wrapped lists in default, bare arrays in alt', async () => {
    for (const [path, key, query] of [
      ['/_api/get-country', 'countries', undefined],
      ['/_api/get-province', 'provinces', { country_code: 'MY' }],
      ['/_api/legal', 'policies', undefined],
    ] as const) {
      const def = obj(ok(await pair.demoDef.get(path, query)));
      expect(Object.keys(def)).toEqual([key]);
      const alt = list(ok(await pair.demoAlt.get(path, query)));
      expect(alt.length).toBe(list(def[key]).length);
    }
  });

  it('address create and update: { success, address } in default, success only in alt', async () => {
    const defCreated = obj(ok(await pair.demoDef.post('/_api/account/addresses/', address)));
    expect(defCreated).toMatchObject({ success: true, address: { city: 'Petaling Jaya' } });
    const defId = obj(defCreated.address).address_id as number;
    const defUpdated = obj(ok(await pair.demoDef.post(`/_api/account/addresses/${defId}`, { ...address, city: 'Subang Jaya' })));
    expect(defUpdated).toMatchObject({ success: true, address: { city: 'Subang Jaya' } });

    const altCreated = obj(ok(await pair.demoAlt.post('/_api/account/addresses/', address)));
    expect(altCreated).toEqual({ success: 1, _meta: expect.any(Object) });
    const altId = addressIds(pair.alt, 'demo').at(-1);
    const altUpdated = obj(ok(await pair.demoAlt.post(`/_api/account/addresses/${altId}`, { ...address, city: 'Subang Jaya' })));
    expect(altUpdated).toEqual({ success: 1, _meta: expect.any(Object) });
  });
});

describe('deletes', () => {
  it('address and attachment deletes: 200 { success } in default, 204 with no body in alt', async () => {
    for (const [store, client, dialect] of sides(pair)) {
      ok(await client.post('/_api/account/addresses/', address));
      const addressId = addressIds(store, 'demo').at(-1);
      const orderToken = await firstOrderToken(client);
      const attachmentId = obj(await upload(client, orderToken)).id;
      expect(attachmentId).toBeTypeOf(dialect === 'default' ? 'number' : 'string');
      const deletes = [
        await client.delete(`/_api/account/addresses/${addressId}`),
        await client.delete('/_api/orders/attachment', { id: String(attachmentId), order_token: orderToken }),
      ];
      for (const response of deletes) {
        if (dialect === 'default') expect(ok(response)).toEqual({ success: true });
        else {
          expect(ok(response, 204)).toBe('');
          expect(response.headers.get('content-type')).toBeNull();
          expect(response.headers.get('content-length')).toBeNull();
        }
      }
    }
  });
});
