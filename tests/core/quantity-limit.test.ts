import { describe, expect, it } from 'vitest';
import { contract } from '../../contract/contract';
import { orderItemInput } from '../../contract/schemas/cart';
import { MAX_LINE_QUANTITY } from '../../contract/schemas/limits';
import { fixtureCores } from './support/fixture-core';
import { globalWithXsrf } from './support/fixture-server';

/**
 * The page's "check your quantity" limit and the contract's are one number; a cart:create with one
 * variant twice goes to the store as one line. The stand-in store accepts anything, so what it
 * received is what the app sent.
 */
const start = fixtureCores();
const CREATED = { orders: { cart_token: 'c1', currency: 'MYR', subtotal_price: 10 } };

describe('quantity limit in the contract', () => {
  it('accepts the page maximum and refuses one more, on every cart channel', () => {
    expect(orderItemInput.safeParse({ id: 1, quantity: MAX_LINE_QUANTITY }).success).toBe(true);
    expect(orderItemInput.safeParse({ id: 1, quantity: MAX_LINE_QUANTITY + 1 }).success).toBe(false);
    const over = [{ id: 1, quantity: MAX_LINE_QUANTITY + 1 }];
    expect(contract['cart:create'].input.safeParse({ order_items: over }).success).toBe(false);
    expect(contract['cart:update'].input.safeParse({ order_items: over, cart_token: 'c1' }).success).toBe(false);
    expect(contract['cart:placeOrder'].input.safeParse({ order_items: over, billing_address: { id: 1 }, cart_token: 'c1' }).success).toBe(false);
  });
});

describe('cart:create with one variant twice', () => {
  const routes = { 'GET /_api/global': globalWithXsrf, 'POST /_api/ws/cart/create': () => ({ body: CREATED }) };

  it('sends one line with the quantities summed', async () => {
    const { handlers, fixture } = await start(routes);
    const result = await handlers['cart:create']({ order_items: [{ id: 7, quantity: 2 }, { id: 9, quantity: 1 }, { id: 7, quantity: 3 }] });
    expect(result.ok).toBe(true);
    const [hit] = fixture.hitsOn('POST', '/_api/ws/cart/create');
    expect(JSON.parse(hit!.body.toString()).order_items).toEqual([{ id: 7, quantity: 5 }, { id: 9, quantity: 1 }]);
  });

  it('refuses, before sending, repeats that together pass the maximum', async () => {
    const { handlers, fixture } = await start(routes);
    const half = Math.ceil((MAX_LINE_QUANTITY + 1) / 2);
    const result = await handlers['cart:create']({ order_items: [{ id: 7, quantity: half }, { id: 7, quantity: half }] });
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation', message: 'Please check your quantity.' } });
    expect(fixture.hitsOn('POST', '/_api/ws/cart/create')).toHaveLength(0);
  });
});
