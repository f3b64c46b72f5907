import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCrashGuard, isCrash } from '../../electron/recovery';
import { debounce, restorableBounds } from '../../electron/windowState';

const laptop = { x: 0, y: 0, width: 1920, height: 1040 };
const rightMonitor = { x: 1920, y: 0, width: 2560, height: 1400 };

describe('restorableBounds', () => {
  it('restores a window that is on a display', () => {
    const saved = { x: 100, y: 80, width: 1200, height: 800 };
    expect(restorableBounds(saved, [laptop])).toEqual(saved);
    expect(restorableBounds({ x: 2100, y: 50, width: 1200, height: 800 }, [laptop, rightMonitor])).not.toBeNull();
  });

  it('forgets a window left on a monitor that is no longer there', () => {
    expect(restorableBounds({ x: 2100, y: 50, width: 1200, height: 800 }, [laptop])).toBeNull();
  });

  it('forgets a window whose title bar cannot be reached', () => {
    expect(restorableBounds({ x: 100, y: 1030, width: 1200, height: 800 }, [laptop])).toBeNull();
    expect(restorableBounds({ x: -1150, y: 100, width: 1200, height: 800 }, [laptop])).toBeNull();
  });

  it('refuses nonsense sizes and positions', () => {
    expect(restorableBounds(null, [laptop])).toBeNull();
    expect(restorableBounds({ x: 0, y: 0, width: 50, height: 40 }, [laptop])).toBeNull();
    expect(restorableBounds({ x: Number.NaN, y: 0, width: 1200, height: 800 }, [laptop])).toBeNull();
    expect(restorableBounds({ x: 0, y: 0, width: Number.POSITIVE_INFINITY, height: 800 }, [laptop])).toBeNull();
  });
});

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves once, with the last bounds, after a burst of moves', () => {
    const save = vi.fn();
    const debounced = debounce(save, 500);
    debounced(1);
    vi.advanceTimersByTime(300);
    debounced(2);
    debounced(3);
    vi.advanceTimersByTime(499);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledExactlyOnceWith(3);
  });

  it('flush writes a pending save at once (window closing) and only once', () => {
    const save = vi.fn();
    const debounced = debounce(save, 500);
    debounced('closing');
    debounced.flush();
    vi.advanceTimersByTime(1000);
    expect(save).toHaveBeenCalledExactlyOnceWith('closing');
    debounced.flush();
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('crash recovery', () => {
  it('reloads after a crash but stops after repeated crashes within a minute', () => {
    let now = 0;
    const guard = createCrashGuard({ limit: 3, withinMs: 60_000, clock: { now: () => now, setTimeout: () => 0, clearTimeout: () => undefined } });
    expect([guard.shouldReload(), guard.shouldReload(), guard.shouldReload()]).toEqual([true, true, true]);
    expect(guard.shouldReload()).toBe(false);
    now = 120_000;
    expect(guard.shouldReload()).toBe(true);
  });

  it('treats a clean exit as no crash', () => {
    expect(isCrash('clean-exit')).toBe(false);
    expect(isCrash('crashed')).toBe(true);
    expect(isCrash('oom')).toBe(true);
    expect(isCrash('killed')).toBe(true);
  });
});
