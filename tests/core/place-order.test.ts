import { afterEach, describe, expect, it } from 'vitest';
import { createCore, type Handlers } from '../../electron/core/index';
import { PLACE_MESSAGES } from '../../electron/core/handlers/place-order';
import { COMMIT_WINDOW_MS, testDeps } from './support/deps';
import { CART_LINES, CART_TOKEN, startStandinStore, type PlaceBehaviour, type StandinStore } from './support/standin-store';

/**
 * Never two orders for one cart, one request in flight per cart, and the store API's "no timeout", held
 * against a store that would make two orders for one cart.
 */
let store: StandinStore;
let dispose = () => undefined as void;
afterEach(async () => {
  dispose();
  await store.close();
});

/** Reads give up after 400 ms here, so a write that outlasts that proves it has no timeout. */
async function setUp(place: PlaceBehaviour = { make: 'now', then: 'answer' }): Promise<Handlers> {
  store = await startStandinStore();
  store.state.place = place;
  const core = createCore(testDeps({ storeUrlOverride: store.url, timeouts: { request: 400 } }));
  dispose = core.dispose;
  return core.handlers;
}

const input = { cart_token: CART_TOKEN, billing_address: { id: 1 }, order_items: CART_LINES.map((l) => ({ id: l.variant_id, quantity: l.quantity })) };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Until the store has the whole place_order request (from then on it may make the order). */
async function untilStoreHasIt(): Promise<void> {
  while (store.placeHits() === 0) await sleep(10);
}
/** Store calls made after the place_order request: the check. */
const afterPlace = () => store.state.hits.slice(store.state.hits.indexOf('POST /_api/ws/cart/place_order') + 1);

describe('writes that create things wait as long as the store takes', () => {
  it('places an order the store answers after the read timeout', async () => {
    const h = await setUp({ make: 'after_hold', holdMs: 900, then: 'answer' });
    expect(await h['cart:placeOrder'](input)).toEqual({ ok: true, data: { token: 'order-1' } });
    expect(afterPlace()).toEqual([]); // answered, not found out by a check
  });

  it('adds to cart however slowly, while a read as slow still times out', async () => {
    const h = await setUp();
    store.state.slowMs = 900;
    expect((await h['cart:create']({ order_items: [{ id: 11, quantity: 6 }] })).ok).toBe(true);
    expect(await h['legal:list']({})).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });
});

describe('an unanswered Place order is checked before anything is said', () => {
  it('answers the order the store made when the connection dropped before the answer', async () => {
    const h = await setUp({ make: 'now', then: 'drop' });
    expect(await h['cart:placeOrder'](input)).toEqual({ ok: true, data: { token: 'order-1' } });
    expect(store.placeHits()).toBe(1);
    expect(store.state.orders).toHaveLength(1);
  });

  it('says no order was placed only once the store’s commit window has passed with the cart open, and a retry sends exactly one more', async () => {
    const h = await setUp({ make: 'never', then: 'drop' });
    const first = await h['cart:placeOrder'](input);
    // Just sent: the store may still be making it, however open its cart.
    expect(first).toMatchObject({ ok: false, error: { kind: 'network', message: PLACE_MESSAGES.unknown, outcome: 'unknown' } });
    expect(await h['cart:placeOrder'](input)).toMatchObject({ ok: false, error: { message: PLACE_MESSAGES.checking, outcome: 'unknown' } });
    expect(store.placeHits()).toBe(1);
    await sleep(COMMIT_WINDOW_MS);
    store.state.place = { make: 'now', then: 'answer' };
    expect(await h['cart:placeOrder'](input)).toEqual({ ok: true, data: { token: 'order-1' } });
    expect(store.placeHits()).toBe(2);
    expect(store.state.orders).toHaveLength(1);
  });

  it('says the order may have been placed when the store cannot be asked, and does not send again until it can', async () => {
    // The line goes down with the order's answer on its way back.
    const h = await setUp({ make: 'now', then: 'drop', thenDown: true });
    const lost = await h['cart:placeOrder'](input);
    expect(lost).toMatchObject({ ok: false, error: { message: PLACE_MESSAGES.unknown, outcome: 'unknown' } });
    expect(await h['cart:placeOrder'](input)).toMatchObject({ ok: false, error: { outcome: 'unknown' } });
    store.state.down = false;
    expect(await h['cart:placeOrder'](input)).toEqual({ ok: true, data: { token: 'order-1' } });
    expect(store.placeHits()).toBe(1);
    expect(store.state.orders).toHaveLength(1);
  });

  it('does not mistake an older order of the same lines for this one', async () => {
    const h = await setUp({ make: 'never', then: 'drop' });
    store.makeOrder().processed_at = new Date(Date.now() - 86_400_000).toISOString();
    store.state.openCart = 'another-cart'; // this cart closed without a new order (e.g. emptied elsewhere)
    expect(await h['cart:placeOrder'](input)).toMatchObject({ ok: false, error: { outcome: 'unknown' } });
  });
});

describe('a store that fails with 500 or refuses', () => {
  it('finds the order a store committed before answering 500, and never sends it again', async () => {
    const h = await setUp({ make: 'now', then: 'error500' });
    expect(await h['cart:placeOrder'](input)).toEqual({ ok: true, data: { token: 'order-1' } });
    expect(afterPlace()).toContain('GET /_api/account');
    expect(store.placeHits()).toBe(1);
    expect(store.state.orders).toHaveLength(1);
  });

  it('says no order was placed after a 500 only once the commit window passed with the cart open and no order, and a retry sends one more', async () => {
    const h = await setUp({ make: 'never', then: 'error500' });
    expect(await h['cart:placeOrder'](input)).toMatchObject({ ok: false, error: { kind: 'server', message: PLACE_MESSAGES.unknown, outcome: 'unknown' } });
    // The order list is read; the cart only once the window has passed.
    expect(afterPlace()).toEqual(['GET /_api/account']);
    await sleep(COMMIT_WINDOW_MS);
    store.state.place = { make: 'now', then: 'answer' };
    expect(await h['cart:placeOrder'](input)).toEqual({ ok: true, data: { token: 'order-1' } });
    expect(store.placeHits()).toBe(2);
  });

  it('takes a refusal as final: no order, nothing checked, and the next Place order sends at once', async () => {
    const h = await setUp({ make: 'never', then: 'refuse' });
    expect(await h['cart:placeOrder'](input)).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(afterPlace()).toEqual([]);
    store.state.place = { make: 'now', then: 'answer' };
    store.state.hits.length = 0;
    expect(await h['cart:placeOrder'](input)).toEqual({ ok: true, data: { token: 'order-1' } });
    expect(store.state.hits).toEqual(['POST /_api/ws/cart/place_order']);
  });
});

describe('one request in flight per cart', () => {
  it('joins a second Place order for the same cart to the first', async () => {
    const h = await setUp({ make: 'now', holdMs: 200, then: 'answer' });
    const [a, b] = await Promise.all([h['cart:placeOrder'](input), h['cart:placeOrder'](input)]);
    expect(a).toEqual({ ok: true, data: { token: 'order-1' } });
    expect(b).toEqual(a);
    expect(store.placeHits()).toBe(1);
    expect(store.state.orders).toHaveLength(1);
  });
});

describe('the buyer cancels a Place order that hangs', () => {
  it('checks the store and answers the order it already made', async () => {
    const h = await setUp({ make: 'now', then: 'hang' });
    const placing = h['cart:placeOrder'](input);
    await untilStoreHasIt();
    expect(await h['requests:cancel']({ channel: 'cart:placeOrder' })).toEqual({ ok: true, data: { cancelled: true } });
    expect(await placing).toEqual({ ok: true, data: { token: 'order-1' } });
    expect(afterPlace()).toContain('GET /_api/account');
    expect(store.placeHits()).toBe(1);
  });

  it('says the order may have been placed when the store still held it, though its cart is still open', async () => {
    const h = await setUp({ make: 'never', then: 'hang' });
    const placing = h['cart:placeOrder'](input);
    await untilStoreHasIt();
    await h['requests:cancel']({ channel: 'cart:placeOrder' });
    expect(await placing).toMatchObject({ ok: false, error: { kind: 'cancelled', message: PLACE_MESSAGES.unknown, outcome: 'unknown' } });
    expect(afterPlace()).toContain('GET /_api/account');
  });

  it('never sends twice to a slow store that makes the order after the cancel, however soon the buyer tries again', async () => {
    const h = await setUp({ make: 'after_hold', holdMs: 900, then: 'answer' });
    const placing = h['cart:placeOrder'](input);
    await untilStoreHasIt();
    await sleep(300); // the buyer waits a while, then cancels
    await h['requests:cancel']({ channel: 'cart:placeOrder' });
    // The store still has the order in hand and its cart open: that is no proof of anything.
    expect(await placing).toMatchObject({ ok: false, error: { kind: 'cancelled', message: PLACE_MESSAGES.unknown, outcome: 'unknown' } });
    expect(await h['cart:placeOrder'](input)).toMatchObject({ ok: false, error: { outcome: 'unknown' } });
    expect(store.placeHits()).toBe(1);
    while (store.state.orders.length === 0) await sleep(20); // the store carries on and makes the order
    expect(await h['cart:placeOrder'](input)).toEqual({ ok: true, data: { token: 'order-1' } });
    expect(store.placeHits()).toBe(1);
    expect(store.state.orders).toHaveLength(1);
  });

  it('takes the answer a store gives within the grace after a cancel', async () => {
    const h = await setUp({ make: 'after_hold', holdMs: 100, then: 'answer' });
    const placing = h['cart:placeOrder'](input);
    await untilStoreHasIt();
    await h['requests:cancel']({ channel: 'cart:placeOrder' });
    expect(await placing).toEqual({ ok: true, data: { token: 'order-1' } });
    expect(afterPlace()).toEqual([]);
  });

  it('sends nothing when cancelled before the order went out, and says no order was placed', async () => {
    const h = await setUp({ make: 'now', then: 'answer' });
    store.state.globalDelayMs = 300; // who is signed in is asked first
    const placing = h['cart:placeOrder'](input);
    await sleep(100);
    await h['requests:cancel']({ channel: 'cart:placeOrder' });
    expect(await placing).toMatchObject({ ok: false, error: { kind: 'cancelled', message: PLACE_MESSAGES.notPlacedCancelled, outcome: 'not_placed' } });
    expect(store.placeHits()).toBe(0);
  });

  it('places after an uncertain cancel once the store shows the cart still open and no order, a while later', async () => {
    const h = await setUp({ make: 'never', then: 'hang' });
    const placing = h['cart:placeOrder'](input);
    await untilStoreHasIt();
    await h['requests:cancel']({ channel: 'cart:placeOrder' });
    expect(await placing).toMatchObject({ ok: false, error: { outcome: 'unknown' } });
    store.state.place = { make: 'now', then: 'answer' };
    await sleep(COMMIT_WINDOW_MS);
    expect(await h['cart:placeOrder'](input)).toEqual({ ok: true, data: { token: 'order-1' } });
    expect(store.placeHits()).toBe(2);
    expect(store.state.orders).toHaveLength(1);
  });

  it('cancels an Add to cart that hangs, and says when nothing was in flight', async () => {
    const h = await setUp();
    store.state.slowMs = 5_000;
    const adding = h['cart:create']({ order_items: [{ id: 11, quantity: 6 }] });
    await sleep(150);
    expect(await h['requests:cancel']({ channel: 'cart:create' })).toEqual({ ok: true, data: { cancelled: true } });
    expect(await adding).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(await h['requests:cancel']({ channel: 'cart:create' })).toEqual({ ok: true, data: { cancelled: false } });
  });
});
