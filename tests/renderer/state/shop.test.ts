import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { createBridge } from '../../../contract/bridge';
import type { Channel } from '../../../contract/contract';
import type { Result } from '../../../contract/result';
import { customer, shop } from '../../fixtures/storeGlobal';
import { fakeCoreEvents } from '../../fixtures/fakeCoreEvents';

/** The page's state with a store whose /_api/global answers when the test says. */
async function pageWithSlowStore() {
  const answers: Array<(answer: Result<unknown>) => void> = [];
  const invoke = (channel: Channel) =>
    channel === 'shop:global' ? new Promise<Result<unknown>>((resolve) => answers.push(resolve)) : Promise.resolve({ ok: true, data: {} });
  vi.stubGlobal('window', { storefront: createBridge(invoke, () => () => undefined) });
  const state = await import('../../../renderer/src/state/shop');
  const cart = await import('../../../renderer/src/state/cart');
  const { followBuyer } = await import('../../../renderer/src/state/buyerScope');
  const store = createStore();
  const { on, emit } = fakeCoreEvents();
  followBuyer(on, store);
  const answerGlobal = (data: unknown) => answers.shift()?.({ ok: true, data });
  return { store, state, cart, emit, answerGlobal };
}

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('the customer and their cart, kept for the buyer of the moment', () => {
  it('a "nobody" answer to a read sent before a login does not sign out the buyer who logged in meanwhile', async () => {
    const { store, state, emit, answerGlobal } = await pageWithSlowStore();
    const early = store.set(state.refreshGlobalAtom);
    emit('buyer:changed', { signed_in: true }); // the login answered while the first read was out
    store.set(state.applyGlobalAtom, { wholesale: shop, customer });
    answerGlobal({ wholesale: shop, customer: null });
    await early;
    expect(store.get(state.customerAtom)?.email).toBe(customer.email);
  });

  it('an answer asked for the last buyer that arrives after the buyer changed names nobody to the next', async () => {
    const { store, state, cart, emit, answerGlobal } = await pageWithSlowStore();
    const asked = store.set(state.refreshGlobalAtom);

    emit('buyer:changed', { signed_in: false }); // logged out (or the kiosk's idle logout) meanwhile
    answerGlobal({ wholesale: shop, customer: { ...customer, cart_token: 'cart-a', cart_subtotal: 42 } });
    expect((await asked).ok).toBe(true);

    expect(store.get(state.customerAtom)).toBeNull();
    expect(store.get(cart.cartSummaryAtom)).toBeNull();
    // The store's own settings are the store's, whoever asked.
    expect(store.get(state.shopAtom)?.name).toBe(shop.name);
  });

  it('the answer that named a new buyer (the core tells the page of them first) is theirs', async () => {
    const { store, state, emit, answerGlobal } = await pageWithSlowStore();
    const asked = store.set(state.refreshGlobalAtom);
    emit('buyer:changed', { signed_in: true });
    answerGlobal({ wholesale: shop, customer });
    await asked;
    expect(store.get(state.customerAtom)?.email).toBe(customer.email);
  });

  it('the same buyer’s answer is shown, and a change of their cart moves the total, not the customer', async () => {
    const { store, state, cart, answerGlobal } = await pageWithSlowStore();
    const asked = store.set(state.refreshGlobalAtom);
    answerGlobal({ wholesale: shop, customer: { ...customer, cart_token: 'cart-a', cart_subtotal: 42 } });
    await asked;
    const named = store.get(state.customerAtom);
    expect(named?.email).toBe(customer.email);
    expect(store.get(cart.cartSummaryAtom)).toMatchObject({ cart_token: 'cart-a', subtotal: 42 });

    store.set(cart.setCartSummaryAtom, { cart_token: 'cart-a', subtotal: 99.5, currency: 'MYR' });
    expect(store.get(cart.cartSummaryAtom)).toEqual({ cart_token: 'cart-a', subtotal: 99.5, currency: 'MYR' });
    expect(store.get(state.customerAtom)).toBe(named);

    store.set(cart.setCartSummaryAtom, null); // the order was placed
    expect(store.get(cart.cartSummaryAtom)).toBeNull();
  });
});
