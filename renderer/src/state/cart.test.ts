import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { createBridge } from '../../../preload/bridge';
import type { Channel } from '../../../preload/contract';

/** cart:retrieve answers the test lets go, in the order it chooses. */
const answers: Array<{ token: string; release: (lines: number) => void }> = [];

const cartWith = (token: string, lines: number) => ({
  cart_token: token,
  order_item: Array.from({ length: lines }, (_, i) => ({ variant_id: i + 1, quantity: 1 })),
});

async function load() {
  const invoke = (channel: Channel, input: unknown) =>
    new Promise((resolve) => {
      if (channel !== 'cart:retrieve') return resolve({ ok: false, error: { kind: 'refused', message: '' } });
      const token = (input as { cart_token: string }).cart_token;
      answers.push({ token, release: (lines) => resolve({ ok: true, data: cartWith(token, lines) }) });
    });
  vi.stubGlobal('window', { storefront: createBridge(invoke, () => () => undefined) });
  const cart = await import('./cart');
  return { ...cart, store: createStore() };
}
const created = (token: string) => ({ cart_token: token, currency: 'MYR', subtotal_price: 10 });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.resetModules();
  answers.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('the cart kept for the cart screen', () => {
  it('is read ahead after an add, so the cart screen can open on it', async () => {
    const { store, cartCreatedAtom, keptCartAtom } = await load();
    store.set(cartCreatedAtom, created('t1'));
    expect(answers.map((a) => a.token)).toEqual(['t1']);
    answers[0]!.release(2);
    await settle();
    expect(store.get(keptCartAtom)?.cart.order_item).toHaveLength(2);
  });

  it('keeps the newest read when two adds answer out of order', async () => {
    const { store, cartCreatedAtom, keptCartAtom } = await load();
    store.set(cartCreatedAtom, created('t1'));
    store.set(cartCreatedAtom, created('t1'));
    answers[1]!.release(2); // after the second add
    await settle();
    answers[0]!.release(1); // after the first: older, must not win
    await settle();
    expect(store.get(keptCartAtom)?.cart.order_item).toHaveLength(2);
  });

  it('is dropped with the summary, and a read answering after the logout is not kept', async () => {
    const { store, cartCreatedAtom, keptCartAtom, setCartSummaryAtom } = await load();
    store.set(cartCreatedAtom, created('t1'));
    answers[0]!.release(1);
    await settle();
    store.set(cartCreatedAtom, created('t1'));
    store.set(setCartSummaryAtom, null); // logout, idle logout, order placed
    expect(store.get(keptCartAtom)).toBeNull();
    answers[1]!.release(3);
    await settle();
    expect(store.get(keptCartAtom)).toBeNull();
  });

  it('is dropped when the open cart becomes another one', async () => {
    const { store, cartCreatedAtom, keptCartAtom, setCartSummaryAtom } = await load();
    store.set(cartCreatedAtom, created('t1'));
    answers[0]!.release(1);
    await settle();
    store.set(setCartSummaryAtom, { cart_token: 't2', subtotal: 0, currency: 'MYR' });
    expect(store.get(keptCartAtom)).toBeNull();
  });
});
