/** The warning shows this long before an idle sign-out: time to read it and touch the screen. */
export const WARNING_MS = 30_000;

/** Seconds at which the countdown is said to a screen reader: once each, not every second. */
const SAID_AT = [30, 20, 10, 5] as const;

export type IdlePhase = { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'out' };

/** Where a customer who did nothing for `quietMs` stands, with `idleMs` before the sign-out. */
export function idlePhase(quietMs: number, idleMs: number): IdlePhase {
  const left = idleMs - quietMs;
  if (left <= 0) return { phase: 'out' };
  if (left > Math.min(WARNING_MS, idleMs)) return { phase: 'active' };
  return { phase: 'warning', secondsLeft: Math.ceil(left / 1000) };
}

/** The count a screen reader hears at this second left: the last mark reached, so each is said once. */
export function saidCount(secondsLeft: number): number {
  return SAID_AT.filter((mark) => mark >= secondsLeft).at(-1) ?? SAID_AT[0];
}
