import { describe, expect, it } from 'vitest';
import { fixtureCores } from './support/fixture-core';
import { globalWithXsrf, type Route } from './support/fixture-server';
import { looseCart } from './support/answers';

const start = fixtureCores();
const coreOn = (routes: Record<string, Route>) => start({ 'GET /_api/global': globalWithXsrf, ...routes });
const json = (body: Buffer): unknown => JSON.parse(body.toString('utf8'));
const message = { name: 'A', email: 'a@b.co', subject: 'Hello', message: 'Hi' };
const passwords = { email: 'a@b.co', password1: 'old', password2: 'newsecret', password3: 'newsecret' };

describe('requests as the store API writes them', () => {
  it('sends the password change and the contact message inside data', async () => {
    const { handlers, fixture } = await coreOn({
      'POST /_api/account/details': () => ({ body: { success: true } }),
      'POST /_api/contact': () => ({ body: 1 }),
    });
    expect(await handlers['account:updatePassword'](passwords)).toEqual({ ok: true, data: { success: true } });
    expect(await handlers['contact:send'](message)).toEqual({ ok: true, data: { success: true } });
    expect(json(fixture.hitsOn('POST', '/_api/account/details')[0]!.body)).toEqual({ data: passwords });
    expect(json(fixture.hitsOn('POST', '/_api/contact')[0]!.body)).toEqual({ data: message });
  });

  it('sends login with the redirect_url from the login screen', async () => {
    const { handlers, fixture } = await coreOn({ 'POST /_api/auth/login': () => ({ body: { redirect_url: '/cart' } }) });
    const login = { email: 'a@b.co', password: 'x', is_remember: false, redirect_url: '/cart' };
    expect(await handlers['auth:login'](login)).toMatchObject({ ok: true, data: { redirect_url: '/cart' } });
    expect(json(fixture.hitsOn('POST', '/_api/auth/login')[0]!.body)).toMatchObject({ redirect_url: '/cart' });
  });
});

describe('success as any store writes it', () => {
  it.each([['1', 1], ['"true"', 'true'], ['true', true], ['{ success: "1" }', { success: '1' }]])('contact answered %s is sent', async (_name, body) => {
    const { handlers } = await coreOn({ 'POST /_api/contact': () => ({ body }) });
    expect(await handlers['contact:send'](message)).toEqual({ ok: true, data: { success: true } });
  });

  it('a contact refusal with HTTP 200 is a validation failure with the store words', async () => {
    const { handlers } = await coreOn({ 'POST /_api/contact': () => ({ body: { errors: { subject: ['Too short.'] } } }) });
    expect(await handlers['contact:send'](message)).toMatchObject({ ok: false, error: { kind: 'validation', message: 'Too short.' } });
  });

  it.each([
    ['a 204', { status: 204 }],
    ['an empty 200', { body: '' }],
    ['{ success: 1 }', { body: { success: 1 } }],
  ])('deletes answered with %s are done', async (_name, reply) => {
    const { handlers } = await coreOn({
      'DELETE /_api/account/addresses/3': () => reply,
      'DELETE /_api/orders/attachment': () => reply,
    });
    expect(await handlers['account:deleteAddress']({ address_id: 3 })).toEqual({ ok: true, data: { success: true } });
    expect(await handlers['orders:deleteAttachment']({ order_token: 'o-1', id: 3 })).toEqual({ ok: true, data: { success: true } });
  });

  it('an address save answered without the address is saved, with address null', async () => {
    const { handlers } = await coreOn({ 'POST /_api/account/addresses/': () => ({ body: { success: 1 } }) });
    const address = {
      first_name: 'A', last_name: 'K', phone: '0123456', address1: '1 Jalan', city: 'KL', country: 'Malaysia', country_code: 'MY', is_primary: false,
    };
    expect(await handlers['account:createAddress']({ address })).toEqual({ ok: true, data: { address: null } });
  });

  it('a falsy login success is a refusal in the store words; sign-up without redirect_url goes to login', async () => {
    const { handlers } = await coreOn({
      'POST /_api/auth/login': () => ({ body: { success: false, message: 'Wrong password.' } }),
      'POST /_api/auth/signup': () => ({ body: { success: 1 } }),
    });
    expect(await handlers['auth:login']({ email: 'a@b.co', password: 'x', is_remember: false })).toMatchObject({
      ok: false,
      error: { kind: 'store', message: 'Wrong password.' },
    });
    expect(await handlers['auth:signup']({ first_name: 'A', last_name: 'K', email: 'a@b.co', password: 'secret1' })).toEqual({
      ok: true,
      data: { redirect_url: '/login' },
    });
  });
});

describe('the cart channels', () => {
  it('hand over the cart and the store notice beside it', async () => {
    const { handlers } = await coreOn({
      'GET /_api/ws/cart/retrieve': () => ({ body: { ...looseCart, errors: { Error_Message: ['Prices changed.'] } } }),
    });
    expect(await handlers['cart:retrieve']({ cart_token: 'c-1' })).toMatchObject({ ok: true, data: { cart_token: 'c-1', total_price: 25, notice: 'Prices changed.' } });
  });

  it('read the cart again when the update answers only "done"', async () => {
    const { handlers, fixture } = await coreOn({
      'PUT /_api/ws/cart/update': () => ({ body: true }),
      'GET /_api/ws/cart/retrieve': () => ({ body: { cart: looseCart } }),
    });
    const result = await handlers['cart:update']({ cart_token: 'c-1', order_items: [{ id: 31, quantity: 2 }] });
    expect(result).toMatchObject({ ok: true, data: { cart_token: 'c-1', notice: null } });
    expect(fixture.hitsOn('GET', '/_api/ws/cart/retrieve')).toHaveLength(1);
  });

  it('keep an update refusal a failure', async () => {
    const { handlers } = await coreOn({ 'PUT /_api/ws/cart/update': () => ({ body: { errors: { Error_Message: 'Cart is locked.' } } }) });
    expect(await handlers['cart:update']({ cart_token: 'c-1', order_items: [] })).toMatchObject({
      ok: false,
      error: { kind: 'store', message: 'Cart is locked.' },
    });
  });
});
