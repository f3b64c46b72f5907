import type { Clock } from '../../../electron/core/index';

/** The core's clock as a test moves it: standing orders come up and the budget's month runs on it. */
export interface CoreClock extends Clock {
  /** Sets the time now; it runs on from there with the real clock. */
  set(at: Date): void;
  advance(ms: number): void;
}

/** Real time plus an offset the test sets (kept across a relaunch: the same computer's clock). */
export function coreClock(): CoreClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    set: (at) => {
      offset = at.getTime() - Date.now();
    },
    advance: (ms) => {
      offset += ms;
    },
  };
}
