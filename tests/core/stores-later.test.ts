import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLater } from '../../electron/core/stores/later';

describe('later (the store list notes made after a login)', () => {
  afterEach(() => vi.useRealTimers());

  it('runs what waits once, after its delay, together', () => {
    vi.useFakeTimers();
    const later = createLater(300);
    const ran: string[] = [];
    later(() => ran.push('a'));
    vi.advanceTimersByTime(100);
    later(() => ran.push('b'));
    vi.advanceTimersByTime(199);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual(['a', 'b']);
  });

  it('flush runs what waits now (the app quits, a store is removed) and not again', () => {
    vi.useFakeTimers();
    const later = createLater(300);
    const ran: string[] = [];
    later(() => ran.push('a'));
    later.flush();
    expect(ran).toEqual(['a']);
    vi.advanceTimersByTime(100);
    later(() => ran.push('b')); // a new wait, of its own full delay, starts after a flush
    vi.advanceTimersByTime(299);
    expect(ran).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['a', 'b']);
  });
});
