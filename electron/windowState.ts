import { systemClock, type Clock } from './kiosk';

/** A window or display area in screen coordinates (Electron's Rectangle). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const DEFAULT_SIZE = { width: 1280, height: 800 };
export const MIN_SIZE = { width: 800, height: 600 };

/** How much of the window's top edge must be on a display for the user to be able to grab it. */
const GRAB_WIDTH = 120;
const GRAB_HEIGHT = 40;

function overlap(aStart: number, aLength: number, bStart: number, bLength: number): number {
  return Math.min(aStart + aLength, bStart + bLength) - Math.max(aStart, bStart);
}

/**
 * The saved bounds if the window would still be reachable with today's displays (a monitor may
 * have been unplugged since), else null so the window opens centred at the default size.
 */
export function restorableBounds(saved: Rect | null, workAreas: readonly Rect[]): Rect | null {
  if (!saved) return null;
  const values = [saved.x, saved.y, saved.width, saved.height];
  if (!values.every(Number.isFinite)) return null;
  if (saved.width < MIN_SIZE.width || saved.height < MIN_SIZE.height) return null;
  const titleBarVisible = workAreas.some(
    (area) =>
      overlap(saved.x, saved.width, area.x, area.width) >= GRAB_WIDTH &&
      overlap(saved.y, GRAB_HEIGHT, area.y, area.height) >= GRAB_HEIGHT,
  );
  return titleBarVisible ? { ...saved } : null;
}

/** Runs `run` once, `ms` after the last call; `flush` runs a pending call now (e.g. on close). */
export function debounce<A extends unknown[]>(run: (...args: A) => void, ms: number, clock: Clock = systemClock) {
  let pending: { handle: unknown; args: A } | null = null;
  const fire = () => {
    if (!pending) return;
    const { args } = pending;
    pending = null;
    run(...args);
  };
  const call = (...args: A) => {
    if (pending) clock.clearTimeout(pending.handle);
    pending = { handle: clock.setTimeout(fire, ms), args };
  };
  const flush = () => {
    if (pending) clock.clearTimeout(pending.handle);
    fire();
  };
  return Object.assign(call, { flush });
}
