import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { createBridge } from '../../../../contract/bridge';
import type { Channel } from '../../../../contract/contract';

// The cache runs no timers where there is no window (a server's render); the app's page has one.
vi.hoisted(() => {
  (globalThis as { window?: unknown }).window ??= {};
});

const status = (state: 'idle' | 'reading' | 'failed', kept: number) => ({ state, kept, total: 3, updated_at: null, message: null });

/** The core's history as a screen reads it: each `history:orders` answers the next state of `states`. */
async function watchHistory(states: Array<'idle' | 'reading' | 'failed'>) {
  const calls: Channel[] = [];
  let read = 0;
  const invoke = (channel: Channel) => {
    calls.push(channel);
    const state = states[Math.min(read, states.length - 1)]!;
    if (channel === 'history:orders') read += 1;
    return Promise.resolve({ ok: true, data: { orders: [], status: status(state, read) } });
  };
  vi.stubGlobal('window', { storefront: createBridge(invoke, () => () => undefined) });
  const { keptOrdersQuery } = await import('../../../../renderer/src/components/workspace/keptOrdersQuery');
  const { createBuyerQueryClient } = await import('../../../../renderer/src/state/query/queryClient');
  const observer = new QueryObserver(createBuyerQueryClient(), keptOrdersQuery());
  const stop = observer.subscribe(() => undefined);
  const reads = () => calls.filter((channel) => channel === 'history:orders').length;
  return { reads, stop };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the order history while the core reads it', () => {
  it('is read again every 1.5 s while the read goes on, and no more once it is done', async () => {
    vi.useFakeTimers();
    const { reads, stop } = await watchHistory(['reading', 'reading', 'idle']);
    await vi.advanceTimersByTimeAsync(0);
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1400);
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(reads()).toBe(2);
    await vi.advanceTimersByTimeAsync(1500);
    expect(reads()).toBe(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads()).toBe(3);
    stop();
  });

  it('is not read again when the read had stopped (a failed read waits for the next visit)', async () => {
    vi.useFakeTimers();
    const { reads, stop } = await watchHistory(['failed']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads()).toBe(1);
    stop();
  });

  it('stops being read once the screen leaves', async () => {
    vi.useFakeTimers();
    const { reads, stop } = await watchHistory(['reading']);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads()).toBe(1);
  });
});
