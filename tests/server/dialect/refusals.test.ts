import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressIds, simpleVariant } from '../commerce/helpers';
import { OTHER_CUSTOMER, type TestClient, type TestStore } from '../support/store';
import { cartToken, list, obj, ok, sides, startPair, type StorePair } from './support';

/** Latitudes 6 (refusal statuses, Error_Message lists), 7 (paging), 8 (cart notice). */
let pair: StorePair;
beforeAll(async () => {
  pair = await startPair({ products: 45 });
});
afterAll(() => pair.close());

describe('business refusals', () => {
  it('default answers 4xx with Error_Message as a string; alt answers 200 with a list of messages', async () => {
    const calls = [
      // 400: nothing to add
      (c: TestClient) => c.post('/_api/ws/cart/create', { order_items: [{ id: 1, quantity: 0 }] }),
      // 422: the primary address cannot be deleted
      (c: TestClient, s: TestStore) => c.delete(`/_api/account/addresses/${addressIds(s, 'demo')[0]}`),
    ];
    for (const call of calls) {
      const def = await call(pair.demoDef, pair.def);
      expect([400, 422]).toContain(def.status);
      const message = obj(obj(def.body).errors).Error_Message;
      expect(message).toBeTypeOf('string');
      const alt = await call(pair.demoAlt, pair.alt);
      expect(alt.status).toBe(200);
      expect(obj(obj(alt.body).errors).Error_Message).toEqual([message]);
    }
  });

  it('No_Result_Found and 422 field maps: 404/422 in default, 200 with the same errors in alt', async () => {
    const calls = [
      (c: TestClient) => c.get('/_api/orders/no-such-order'),
      (c: TestClient) => c.get('/_api/locale/xx_XX'),
      (c: TestClient) => c.post('/_api/account/addresses/', { first_name: 'Only' }),
      (c: TestClient) => c.put('/_api/ws/cart/update', { cart_token: 'x', order_items: [{ id: 'one', quantity: 1 }] }),
    ];
    for (const call of calls) {
      const def = await call(pair.demoDef);
      expect([404, 422]).toContain(def.status);
      const alt = await call(pair.demoAlt);
      expect(alt.status).toBe(200);
      expect(obj(alt.body).errors).toEqual(obj(def.body).errors);
    }
  });

  it('a failed login: 422 in default, 200 with errors.email in alt', async () => {
    for (const [store, , dialect] of sides(pair)) {
      const client = store.newClient();
      await client.get('/_api/global');
      const response = await client.post('/_api/auth/login', { email: OTHER_CUSTOMER.email, password: 'wrong-password' });
      expect(response.status).toBe(dialect === 'default' ? 422 : 200);
      expect(obj(obj(response.body).errors).email).toEqual(['These credentials do not match our records.']);
    }
  });

  it('401, 419 and unknown routes keep their statuses in both dialects', async () => {
    for (const [store] of sides(pair)) {
      const guest = store.newClient();
      expect((await guest.get('/_api/account')).status).toBe(401);
      expect((await guest.post('/_api/auth/login', { email: 'a@b.test', password: 'x' }, { xsrf: 'wrong' })).status).toBe(419);
      expect((await guest.get('/_api/no-such-call')).status).toBe(404);
    }
  });
});

describe('paging', () => {
  it('page size: 24 in default, 20 in alt, computed by the query (page 2 follows page 1)', async () => {
    const defIds = async (page: number) => list(obj(ok(await pair.demoDef.get('/_api/ws/products', { page }))).products).map((p) => String(obj(p).id));
    const altPage = async (page: number) => obj(ok(await pair.demoAlt.get('/_api/ws/products', { page })));
    const defAll = [...(await defIds(1)), ...(await defIds(2))];
    expect(defAll.length).toBe(45);
    expect((await defIds(1)).length).toBe(24);
    expect(obj(ok(await pair.demoDef.get('/_api/ws/products'))).total_pages).toBe(2);

    const first = await altPage(1);
    expect(first.total_pages).toBe('3');
    const altAll = [];
    for (const page of [1, 2, 3]) altAll.push(...list((await altPage(page)).products).map((p) => obj(p).id));
    expect(altAll).toEqual(defAll);
    expect(list(first.products).length).toBe(20);

    const preview = obj(ok(await pair.alt.newClient().get('/_api/ws/preview_products', { page: 2 })));
    expect(list(preview.products).map((p) => obj(p).id)).toEqual(defAll.slice(20, 40));
  });

  it('past the end: an empty list with total_pages in default; errors.No_Result_Found (HTTP 200) in alt', async () => {
    for (const path of ['/_api/ws/products', '/_api/ws/preview_products']) {
      const def = obj(ok(await pair.demoDef.get(path, { page: 9 })));
      expect(def).toMatchObject({ products: [], total_pages: 2, current_pages: 9 });
      const alt = obj(ok(await pair.demoAlt.get(path, { page: 9 })));
      expect(alt.errors).toEqual({ No_Result_Found: 'No record found.' });
      expect(alt).not.toHaveProperty('products');
    }
    const noMatch = obj(ok(await pair.demoAlt.get('/_api/ws/products', { q: 'nothing-matches-this' })));
    expect(noMatch.errors).toEqual({ No_Result_Found: 'No record found.' });
  });
});

describe('cart/retrieve with changed items', () => {
  it('alt adds errors.Error_Message beside the cart when an item warning is there; default only lists the warning', async () => {
    for (const [store, client, dialect] of sides(pair)) {
      const variant = simpleVariant(store, [1]);
      ok(await client.post('/_api/ws/cart/create', { order_items: [{ id: variant, quantity: 5 }], is_replace_cart: true }));
      const token = await cartToken(client);
      const before = obj(ok(await client.get('/_api/ws/cart/retrieve', { cart_token: token })));
      expect(before).not.toHaveProperty('errors');

      store.control.setVariant(variant, { price: 11 });
      const after = obj(ok(await client.get('/_api/ws/cart/retrieve', { cart_token: token })));
      if (dialect === 'default') {
        expect(after).not.toHaveProperty('errors');
        expect(list(obj(after.cart).item_warning)).toHaveLength(1);
      } else {
        expect(after.errors).toEqual({ Error_Message: ['Some items in your cart have changed.'] });
        expect(after.cart_token).toBe(token);
        expect(list(after.item_warning)).toHaveLength(1);
      }
    }
  });
});
