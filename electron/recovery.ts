import { systemClock, type Clock } from './kiosk';

/**
 * A crashed renderer is reloaded where it was (the renderer restores its own drafts). A renderer that
 * crashes again and again would turn that into a flickering loop, so after `limit` crashes
 * within `withinMs` the guard says stop and the user is told instead.
 */
export function createCrashGuard(options: { limit?: number; withinMs?: number; clock?: Clock } = {}) {
  const { limit = 3, withinMs = 60_000, clock = systemClock } = options;
  let crashes: number[] = [];
  return {
    /** Records a crash; true when the window should be reloaded. */
    shouldReload(): boolean {
      const now = clock.now();
      crashes = [...crashes.filter((at) => now - at < withinMs), now];
      return crashes.length <= limit;
    },
  };
}

/** Why a renderer went away; a clean exit (the window closing) is not a crash. */
export function isCrash(reason: string): boolean {
  return reason !== 'clean-exit';
}
