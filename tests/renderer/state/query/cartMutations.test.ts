import { afterEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';
import { createBridge } from '../../../../contract/bridge';
import type { Channel } from '../../../../contract/contract';

const cartWith = (token: string, quantity: number, notice: string | null = null) => ({
  cart_token: token,
  currency: 'MYR',
  subtotal_price: quantity * 10,
  order_item: [{ variant_id: 1, quantity }],
  notice,
});

/** The store as these tests need it: `cart:update` answers `update`, `cart:retrieve` the cart with `lines`. */
async function load(update: (input: { cart_token: string }) => unknown) {
  const calls: Channel[] = [];
  const invoke = (channel: Channel, input: unknown) => {
    calls.push(channel);
    if (channel === 'cart:update') return Promise.resolve(update(input as { cart_token: string }));
    if (channel === 'cart:create') return Promise.resolve({ ok: true, data: { cart_token: 't1', subtotal_price: 30, currency: 'MYR' } });
    if (channel === 'cart:retrieve') return Promise.resolve({ ok: true, data: cartWith('t1', 3) });
    return Promise.resolve({ ok: false, error: { kind: 'refused', message: '' } });
  };
  vi.stubGlobal('window', { storefront: createBridge(invoke, () => () => undefined) });
  const { updateCartMutation, addBackMutation } = await import('../../../../renderer/src/state/query/cartMutations');
  const { cartQuery } = await import('../../../../renderer/src/state/query/cartQuery');
  const { createBuyerQueryClient } = await import('../../../../renderer/src/state/query/queryClient');
  const { resultOf } = await import('../../../../renderer/src/state/query/storeAnswer');
  const client = createBuyerQueryClient();
  client.setQueryData(cartQuery('t1').queryKey, cartWith('t1', 1) as never);
  const kept = () => client.getQueryData(cartQuery('t1').queryKey) as { order_item: { quantity: number }[]; notice: string | null } | undefined;
  return { client, kept, calls, updateCartMutation, addBackMutation, resultOf };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the cart’s writes in the buyer’s cache', () => {
  it('a saved quantity is what the cart holds from then on, without the save’s own word said again', async () => {
    const { client, kept, updateCartMutation, resultOf } = await load(() => ({ ok: true, data: cartWith('t1', 4, 'Only 4 left') }));
    const saved = await resultOf(new MutationObserver(client, updateCartMutation(client)).mutate({ cart_token: 't1', order_items: [{ id: 1, quantity: 5 }] }));
    expect(saved.ok).toBe(true);
    expect(kept()?.order_item[0]?.quantity).toBe(4);
    expect(kept()?.notice).toBeNull();
  });

  it('a refused save leaves the cart as the store last had it, and says why', async () => {
    const { client, kept, updateCartMutation, resultOf } = await load(() => ({ ok: false, error: { kind: 'store', message: 'Not enough stock' } }));
    const saved = await resultOf(new MutationObserver(client, updateCartMutation(client)).mutate({ cart_token: 't1', order_items: [{ id: 1, quantity: 5 }] }));
    expect(saved).toEqual({ ok: false, error: { kind: 'store', message: 'Not enough stock' } });
    expect(kept()?.order_item[0]?.quantity).toBe(1);
  });

  it('Undo of a removal already made adds the line back and holds the cart read after it', async () => {
    const { client, kept, calls, addBackMutation } = await load(() => ({ ok: false, error: { kind: 'refused', message: '' } }));
    const cart = await new MutationObserver(client, addBackMutation(client)).mutate({ token: 't1', items: [{ id: 1, quantity: 3 }] });
    expect(calls).toEqual(['cart:create', 'cart:retrieve']);
    expect(cart.order_item[0]?.quantity).toBe(3);
    expect(kept()?.order_item[0]?.quantity).toBe(3);
  });
});
