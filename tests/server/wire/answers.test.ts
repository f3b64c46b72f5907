import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ALT_ROUTES } from '../../../server/dialect/routes';
import { altRefusal, refusal, unknownRoute } from '../../../server/wire/errors';
import { WIRE_ANSWERS, type WireRoute } from '../../../server/wire/routes';
import { addressIds, simpleVariant } from '../commerce/helpers';
import { cartToken, richOrderToken, sides, startPair, type Side, type StorePair } from '../dialect/support';
import type { TestClient, TestResponse } from '../support/store';

/**
 * The server's wire types (server/wire/) against what each dialect really sends: every call of the store API is asked
 * of a default and an alt store, and each answer must parse, strictly (no field more or less), with the
 * schema for its route and dialect; every refusal with the dialect's refusal schema. If a route's answer
 * changes without its wire type, or the other way round, this fails.
 */
let pair: StorePair;
beforeAll(async () => {
  pair = await startPair({ testControl: true });
});
afterAll(() => pair.close());

type Dialect = Side[2];
const seen: Record<Dialect, Set<WireRoute>> = { default: new Set(), alt: new Set() };

function hasErrors(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'errors' in body;
}

function parsed(schema: z.ZodType, body: unknown, what: string): void {
  const result = schema.safeParse(body);
  expect(result.success, `${what}: ${JSON.stringify(result.error?.issues.slice(0, 3))}\n${JSON.stringify(body)?.slice(0, 600)}`).toBe(true);
}

/** An answer to `route`: its success schema, or the dialect's refusal schema (statuses included). */
function check(dialect: Dialect, route: WireRoute, response: TestResponse): TestResponse {
  const body = response.status === 204 && response.body === '' ? undefined : response.body;
  const what = `${dialect} ${route} (HTTP ${response.status})`;
  const refused = response.status >= 400 || hasErrors(body);
  // The alt cart says "changed" beside the cart itself: that answer is the cart's schema.
  const notice = route === 'GET /_api/ws/cart/retrieve' && typeof body === 'object' && body !== null && 'cart_token' in body;
  if (refused && !notice) {
    parsed(dialect === 'default' ? refusal : altRefusal, body, what);
    if (dialect === 'alt' && hasErrors(body)) expect(response.status, what).toBe(200);
    if (dialect === 'default') expect(response.status, what).toBeGreaterThanOrEqual(400);
    return response;
  }
  parsed(WIRE_ANSWERS[route][dialect], body, what);
  seen[dialect].add(route);
  return response;
}

function tokenFrom(link: string | null, name: string): string {
  expect(link).toBeTypeOf('string');
  return new URL(link ?? '').searchParams.get(name) ?? '';
}

const address = {
  first_name: 'Ahmad', last_name: 'Ismail', phone: '+60 3-7954 1234', company: null,
  address1: '3, Jalan SS 2/24', address2: null, city: 'Petaling Jaya', zip: '47300',
  province: 'Selangor', province_code: 'MY-10', country: 'Malaysia', country_code: 'MY', is_primary: false,
};

describe('wire types', () => {
  it('name every route the alt dialect rewrites', () => {
    expect(Object.keys(ALT_ROUTES).filter((key) => !Object.hasOwn(WIRE_ANSWERS, key))).toEqual([]);
  });

  it('describe the shop, the catalogue, a guest and a new account in both dialects', async () => {
    for (const [store, , dialect] of sides(pair)) {
      const guest = store.newClient();
      const at = (route: WireRoute, response: TestResponse) => check(dialect, route, response);
      at('GET /_api/global', await guest.get('/_api/global'));
      for (const locale of ['en_US', 'ms_MY']) at('GET /_api/locale/:locale', await guest.get(`/_api/locale/${locale}`));
      at('GET /_api/legal', await guest.get('/_api/legal'));
      at('GET /_api/legal/:handle', await guest.get('/_api/legal/privacy-policy'));
      at('GET /_api/legal/:handle', await guest.get('/_api/legal/no-such-page'));
      at('GET /_api/ws/preview_products', await guest.get('/_api/ws/preview_products'));
      at('GET /_api/ws/preview_products', await guest.get('/_api/ws/preview_products', { page: 999 }));
      at('GET /_api/get-country', await guest.get('/_api/get-country'));
      for (const country_code of ['MY', 'NZ', 'ZZ']) at('GET /_api/get-province', await guest.get('/_api/get-province', { country_code }));
      at('GET /_api/account', await guest.get('/_api/account'));

      const email = `wire-${dialect}@wholesale.test`;
      at('POST /_api/auth/signup', await guest.post('/_api/auth/signup', { first_name: 'Nur', last_name: 'Aina', email, password: 'secret12' }));
      at('POST /_api/auth/signup', await guest.post('/_api/auth/signup', { first_name: 'Nur', last_name: 'Aina', email, password: 'secret12' }));
      const activation = tokenFrom(store.control.lastLink(email, 'activation'), 'token');
      at('POST /_api/auth/activation/verify', await guest.post('/_api/auth/activation/verify', { token: activation }));
      at('POST /_api/auth/activation', await guest.post('/_api/auth/activation', { token: activation }));
      at('POST /_api/auth/forgot-password', await guest.post('/_api/auth/forgot-password', { email }));
      const reset = tokenFrom(store.control.lastLink(email, 'reset'), 'reset_token');
      at('POST /_api/auth/reset-password/verify', await guest.post('/_api/auth/reset-password/verify', { token: reset }));
      const newPassword = { token: reset, recover_email: email, password: 'secret34', password_confirmation: 'secret34' };
      at('POST /_api/auth/reset-password', await guest.post('/_api/auth/reset-password', newPassword));
      at('POST /_api/auth/login', await guest.post('/_api/auth/login', { email, password: 'wrong-one' }));
      at('POST /_api/auth/login', await guest.post('/_api/auth/login', { email, password: 'secret34', is_remember: true }));
      at('GET /_api/global', await guest.get('/_api/global'));
      const change = { email, password1: 'secret34', password2: 'secret56', password3: 'secret56' };
      at('POST /_api/account/details', await guest.post('/_api/account/details', { data: change }));
      at('POST /_api/auth/logout', await guest.post('/_api/auth/logout'));
    }
  });

  it('describe the buyer: catalogue, cart, order, account, addresses and contact in both dialects', async () => {
    for (const [store, client, dialect] of sides(pair)) {
      const at = (route: WireRoute, response: TestResponse) => check(dialect, route, response);
      at('GET /_api/global', await client.get('/_api/global'));
      at('GET /_api/ws/products', await client.get('/_api/ws/products'));
      at('GET /_api/ws/products', await client.get('/_api/ws/products', { sort_by: 'title.desc', q: 'a', page: 2 }));
      at('GET /_api/ws/products', await client.get('/_api/ws/products', { page: 999 }));
      at('GET /_api/ws/products', await client.get('/_api/ws/products', { sort_by: 'price' }));

      const variant = simpleVariant(store);
      at('POST /_api/ws/cart/create', await client.post('/_api/ws/cart/create', { order_items: [{ id: variant, quantity: 0 }] }));
      at('POST /_api/ws/cart/create', await client.post('/_api/ws/cart/create', { order_items: [{ id: variant, quantity: 20 }] }));
      const token = await cartToken(client);
      at('GET /_api/ws/cart/retrieve', await client.get('/_api/ws/cart/retrieve', { cart_token: token }));
      store.control.setVariant(variant, { price: 11 });
      store.control.setTierPrices(variant, { increment_quantity: 1, rate: 0.955, tiers: [{ min_qty: 10, max_qty: null, price: 9 }] });
      const changed = at('GET /_api/ws/cart/retrieve', await client.get('/_api/ws/cart/retrieve', { cart_token: token }));
      if (dialect === 'alt') expect(changed.body).toHaveProperty('errors.Error_Message');
      at('GET /_api/ws/cart/retrieve', await client.get('/_api/ws/cart/retrieve', { cart_token: 'no-such-cart' }));
      const items = [{ id: variant, quantity: 30 }];
      at('PUT /_api/ws/cart/update', await client.put('/_api/ws/cart/update', { cart_token: token, order_items: items }));
      at('PUT /_api/ws/cart/update', await client.put('/_api/ws/cart/update', { cart_token: token, order_items: [{ id: variant }] }));
      const place = { cart_token: token, order_items: [] };
      at('POST /_api/ws/cart/place_order', await client.post('/_api/ws/cart/place_order', { ...place, billing_address: {} }));
      const billing = { id: addressIds(store, 'demo')[0] };
      const placed = at('POST /_api/ws/cart/place_order', await client.post('/_api/ws/cart/place_order', { ...place, billing_address: billing }));
      const placedBody = placed.body as { orders?: { token: string }; token?: string };
      const placedToken = placedBody.orders?.token ?? placedBody.token ?? '';

      at('GET /_api/account', await client.get('/_api/account'));
      for (const orderToken of [placedToken, richOrderToken(store), 'no-such-order']) {
        at('GET /_api/orders/:token', await client.get(`/_api/orders/${orderToken}`));
      }
      at('PUT /_api/orders/update_remark', await client.put('/_api/orders/update_remark', { order_token: placedToken, remark: 'Gate 3' }));
      const form = new FormData();
      form.append('order_token', placedToken);
      form.append('file', new Blob(['PO 1234']), 'po.txt');
      const uploaded = at('POST /_api/orders/attachment', await client.post('/_api/orders/attachment', form));
      const id = String((uploaded.body as { id: number | string }).id);
      at('GET /_api/orders/:token', await client.get(`/_api/orders/${placedToken}`));
      at('DELETE /_api/orders/attachment', await client.delete('/_api/orders/attachment', { id, order_token: placedToken }));
      at('DELETE /_api/orders/attachment', await client.delete('/_api/orders/attachment', { id, order_token: placedToken }));

      const created = at('POST /_api/account/addresses/', await client.post('/_api/account/addresses/', address));
      at('POST /_api/account/addresses', await client.post('/_api/account/addresses', { ...address, company: 'Ismail Trading' }));
      const newest = Math.max(...addressIds(store, 'demo'));
      expect(created.status).toBe(200);
      at('POST /_api/account/addresses/:id', await client.post(`/_api/account/addresses/${newest}`, { ...address, city: 'Shah Alam' }));
      at('DELETE /_api/account/addresses/:id', await client.delete(`/_api/account/addresses/${newest}`));
      at('DELETE /_api/account/addresses/:id', await client.delete(`/_api/account/addresses/${addressIds(store, 'demo')[0]}`));
      const message = { name: 'Mei Ling', email: 'demo@wholesale.test', subject: 'Hello', message: 'Hi there' };
      at('POST /_api/contact', await client.post('/_api/contact', { data: message }));
      at('POST /_api/contact', await client.post('/_api/contact', { data: { ...message, subject: '' } }));
    }
  });

  it('describe the framework refusals: 401, 419, unreadable bodies, unknown routes', async () => {
    for (const [store, client, dialect] of sides(pair)) {
      const at = (route: WireRoute, response: TestResponse) => check(dialect, route, response);
      const guest: TestClient = store.newClient();
      at('GET /_api/ws/products', await guest.get('/_api/ws/products'));
      at('POST /_api/contact', await client.post('/_api/contact', { data: {} }, { xsrf: false }));
      at('PUT /_api/ws/cart/update', await client.put('/_api/ws/cart/update', '{"cart_token":', { contentType: 'application/json' }));
      const unknown = await client.get('/_api/no-such-call');
      expect(unknown.status).toBe(404);
      parsed(unknownRoute, unknown.body, `${dialect} unknown route`);
    }
  });

  it('cover every call in both dialects', () => {
    const routes = Object.keys(WIRE_ANSWERS) as WireRoute[];
    expect(routes.filter((route) => !seen.default.has(route))).toEqual([]);
    expect(routes.filter((route) => !seen.alt.has(route))).toEqual([]);
  });
});
