import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer, isBlockedInKiosk, type KeyInput } from '../../electron/kiosk';

const key = (overrides: Partial<KeyInput>): KeyInput => ({
  type: 'keyDown',
  key: '',
  code: '',
  control: false,
  meta: false,
  alt: false,
  shift: false,
  ...overrides,
});
const letter = (ch: string, mods: Partial<KeyInput> = {}) => key({ key: ch, code: `Key${ch.toUpperCase()}`, ...mods });

describe('isBlockedInKiosk', () => {
  it('swallows reload: F5, Ctrl+R, Cmd+R, Ctrl+Shift+R, Ctrl+F5', () => {
    expect(isBlockedInKiosk(key({ key: 'F5', code: 'F5' }))).toBe(true);
    expect(isBlockedInKiosk(key({ key: 'F5', code: 'F5', control: true }))).toBe(true);
    expect(isBlockedInKiosk(letter('r', { control: true }))).toBe(true);
    expect(isBlockedInKiosk(letter('r', { meta: true }))).toBe(true);
    expect(isBlockedInKiosk(letter('R', { control: true, shift: true }))).toBe(true);
  });

  it('swallows the developer tools: F12, Ctrl+Shift+I/J/C, Cmd+Alt+I', () => {
    expect(isBlockedInKiosk(key({ key: 'F12', code: 'F12' }))).toBe(true);
    for (const ch of ['I', 'J', 'C']) expect(isBlockedInKiosk(letter(ch, { control: true, shift: true }))).toBe(true);
    expect(isBlockedInKiosk(letter('i', { meta: true, alt: true }))).toBe(true);
  });

  it('swallows quit and close: Ctrl+Q, Cmd+Q, Ctrl+W, Alt+F4, and full screen toggling with F11', () => {
    expect(isBlockedInKiosk(letter('q', { control: true }))).toBe(true);
    expect(isBlockedInKiosk(letter('q', { meta: true }))).toBe(true);
    expect(isBlockedInKiosk(letter('w', { control: true }))).toBe(true);
    expect(isBlockedInKiosk(key({ key: 'F4', code: 'F4', alt: true }))).toBe(true);
    expect(isBlockedInKiosk(key({ key: 'F11', code: 'F11' }))).toBe(true);
  });

  it('judges by physical key, so other keyboard layouts cannot slip past', () => {
    expect(isBlockedInKiosk(key({ key: 'к', code: 'KeyR', control: true }))).toBe(true);
  });

  it('lets ordinary typing and editing shortcuts through', () => {
    expect(isBlockedInKiosk(letter('r'))).toBe(false);
    expect(isBlockedInKiosk(letter('R', { shift: true }))).toBe(false);
    expect(isBlockedInKiosk(letter('c', { control: true }))).toBe(false); // copy
    expect(isBlockedInKiosk(letter('v', { control: true }))).toBe(false); // paste
    expect(isBlockedInKiosk(letter('a', { meta: true }))).toBe(false); // select all
    expect(isBlockedInKiosk(key({ key: 'Enter', code: 'Enter' }))).toBe(false);
    expect(isBlockedInKiosk(key({ key: 'Escape', code: 'Escape' }))).toBe(false);
    expect(isBlockedInKiosk(key({ key: 'Tab', code: 'Tab', shift: true }))).toBe(false);
    expect(isBlockedInKiosk(key({ key: 'F4', code: 'F4' }))).toBe(false);
  });
});

describe('createIdleTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const MINUTE = 60_000;

  it('fires once after the idle period without input', () => {
    const onIdle = vi.fn();
    createIdleTimer({ idleMs: 10 * MINUTE, onIdle });
    vi.advanceTimersByTime(10 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('starts the period again on every input', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ idleMs: 10 * MINUTE, onIdle });
    for (let i = 0; i < 5; i += 1) {
      vi.advanceTimersByTime(9 * MINUTE);
      timer.activity();
    }
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('arms again after firing once someone uses the terminal', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ idleMs: MINUTE, onIdle });
    vi.advanceTimersByTime(MINUTE);
    timer.activity();
    vi.advanceTimersByTime(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('does nothing after stop, even with new input', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ idleMs: MINUTE, onIdle });
    timer.stop();
    timer.activity();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('waits out idle periods longer than a timeout can hold', () => {
    const onIdle = vi.fn();
    const days = 30 * 24 * 60 * MINUTE;
    createIdleTimer({ idleMs: days, onIdle });
    vi.advanceTimersByTime(days - MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('uses an injected clock', () => {
    let now = 0;
    const pending: Array<{ at: number; run: () => void }> = [];
    const clock = {
      now: () => now,
      setTimeout: (run: () => void, ms: number) => pending.push({ at: now + ms, run }),
      clearTimeout: () => undefined,
    };
    const onIdle = vi.fn();
    createIdleTimer({ idleMs: 100, onIdle, clock });
    now = 100;
    pending.shift()?.run();
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
