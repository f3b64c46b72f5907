/**
 * Laravel's login throttle: after `maxAttempts` failures for one email from one address within `decayMs`,
 * further attempts are refused until the window passes. In memory: a restart forgets, as Laravel's array cache would.
 */
export function createThrottle(now: () => Date, maxAttempts = 5, decayMs = 60_000) {
  const failures = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Seconds until the key may try again, or 0. */
    lockedFor(key: string): number {
      const entry = failures.get(key);
      const t = now().getTime();
      if (!entry || entry.resetAt <= t) return 0;
      return entry.count >= maxAttempts ? Math.ceil((entry.resetAt - t) / 1000) : 0;
    },
    fail(key: string): void {
      const t = now().getTime();
      const entry = failures.get(key);
      if (!entry || entry.resetAt <= t) failures.set(key, { count: 1, resetAt: t + decayMs });
      else entry.count += 1;
      if (failures.size > 10_000) for (const [k, v] of failures) if (v.resetAt <= t) failures.delete(k);
    },
    clear(key: string): void {
      failures.delete(key);
    },
  };
}
