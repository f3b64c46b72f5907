import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from '../../../../contract/bridge';
import type { Channel } from '../../../../contract/contract';

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
  const { cartQuery, readCartAhead } = await import('../../../../renderer/src/state/query/cartQuery');
  const { createBuyerQueryClient } = await import('../../../../renderer/src/state/query/queryClient');
  const { nextBuyerClient } = await import('../../../../renderer/src/state/query/buyerClient');
  const client = createBuyerQueryClient();
  const lines = (token = 't1') => client.getQueryData(cartQuery(token).queryKey)?.order_item.length;
  return { client, readCartAhead, nextBuyerClient, lines };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.resetModules();
  answers.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

describe('the cart read ahead after an add', () => {
  it('is in the buyer’s cache for the cart screen to open on', async () => {
    const { client, readCartAhead, lines } = await load();
    readCartAhead(client, 't1');
    await settle();
    expect(answers.map((a) => a.token)).toEqual(['t1']);
    answers[0]!.release(2);
    await settle();
    expect(lines()).toBe(2);
  });

  it('is the newest read when two adds answer out of order', async () => {
    const { client, readCartAhead, lines } = await load();
    readCartAhead(client, 't1');
    await settle();
    readCartAhead(client, 't1');
    await settle();
    expect(answers).toHaveLength(2);
    answers[1]!.release(2); // after the second add
    await settle();
    answers[0]!.release(1); // after the first: older, must not win
    await settle();
    expect(lines()).toBe(2);
  });

  it('answering after the buyer changed, lands in no buyer’s cache', async () => {
    const { client, readCartAhead, nextBuyerClient, lines } = await load();
    readCartAhead(client, 't1');
    await settle();
    const next = nextBuyerClient(client); // a logout or idle logout
    answers[0]!.release(3);
    await settle();
    expect(lines()).toBeUndefined();
    expect(next.getQueryCache().getAll()).toEqual([]);
  });
});
