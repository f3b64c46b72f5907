import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from '../../../../preload/bridge';

const asked: string[] = [];
const A = 'demo@wholesale.test';

async function load() {
  vi.stubGlobal('window', {
    storefront: createBridge(async (_channel, input) => {
      const { token } = input as { token: string };
      asked.push(token);
      return { ok: true, data: { token, asked: asked.length } };
    }, () => () => undefined),
  });
  return import('./orderPrefetch');
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  asked.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('opening an order from the list', () => {
  it('starts the call on intent, once for a hover and a press, and the page takes that answer once', async () => {
    const prefetch = await load();
    prefetch.prefetchOrder(A, 't1');
    prefetch.prefetchOrder(A, 't1'); // pointer down after the hover
    expect(asked).toEqual(['t1']);
    const answer = prefetch.takePrefetchedOrder(A, 't1');
    expect(await answer).toMatchObject({ ok: true, data: { token: 't1' } });
    expect(prefetch.takePrefetchedOrder(A, 't1')).toBeNull(); // a reload asks the store again
  });

  it('does not show an answer older than a few seconds: the page asks the store itself', async () => {
    const prefetch = await load();
    prefetch.prefetchOrder(A, 't1');
    vi.advanceTimersByTime(6_000);
    expect(prefetch.takePrefetchedOrder(A, 't1')).toBeNull();
    prefetch.prefetchOrder(A, 't1'); // hovering again later asks again
    expect(asked).toEqual(['t1', 't1']);
  });

  it('hands what was asked for one buyer to no other, and asks nothing for a guest', async () => {
    const prefetch = await load();
    prefetch.prefetchOrder(A, 't1');
    await vi.advanceTimersByTimeAsync(0);
    expect(prefetch.takeSettledOrder('other@wholesale.test', 't1')).toBeNull();
    expect(prefetch.takePrefetchedOrder('other@wholesale.test', 't1')).toBeNull();
    expect(prefetch.takeSettledOrder(null, 't1')).toBeNull();
    prefetch.prefetchOrder(null, 't2');
    expect(asked).toEqual(['t1']);
    expect(prefetch.takeSettledOrder(A, 't1')).toMatchObject({ ok: true, data: { token: 't1' } });
  });

  it("forgets what was asked for the last buyer", async () => {
    const prefetch = await load();
    prefetch.prefetchOrder(A, 't1');
    prefetch.forgetPrefetchedOrders();
    expect(prefetch.takePrefetchedOrder(A, 't1')).toBeNull();
  });

  it('hands an answer already in to the page at once, once, and not when it is old', async () => {
    const prefetch = await load();
    prefetch.prefetchOrder(A, 't1');
    expect(prefetch.takeSettledOrder(A, 't1')).toBeNull(); // not answered yet: the page waits for it
    await vi.advanceTimersByTimeAsync(0);
    expect(prefetch.takeSettledOrder(A, 't2')).toBeNull();
    expect(prefetch.takeSettledOrder(A, 't1')).toMatchObject({ ok: true, data: { token: 't1' } });
    expect(prefetch.takeSettledOrder(A, 't1')).toBeNull();
    expect(prefetch.takePrefetchedOrder(A, 't1')).toBeNull(); // taken either way only once
    prefetch.prefetchOrder(A, 't3');
    await vi.advanceTimersByTimeAsync(6_000);
    expect(prefetch.takeSettledOrder(A, 't3')).toBeNull();
  });
});
