/**
 * Laravel's login throttle: at most `maxAttempts` attempts for one key (email and client address, or a
 * customer) within `decayMs`; further attempts are refused until the window passes. In memory: a restart
 * forgets, as Laravel's array cache would.
 *
 * An attempt takes its slot synchronously, before the (async) password check: counting only failures let
 * any number of parallel guesses pass the check while none of them had been recorded yet.
 */
export function createThrottle(now: () => Date, maxAttempts = 5, decayMs = 60_000) {
  const attempts = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Takes one attempt for `key`: 0 when it may go on, else the seconds until the window ends. */
    reserve(key: string): number {
      const t = now().getTime();
      const entry = attempts.get(key);
      if (!entry || entry.resetAt <= t) {
        attempts.set(key, { count: 1, resetAt: t + decayMs });
        if (attempts.size > 10_000) for (const [k, v] of attempts) if (v.resetAt <= t) attempts.delete(k);
        return 0;
      }
      if (entry.count >= maxAttempts) return Math.ceil((entry.resetAt - t) / 1000);
      entry.count += 1;
      return 0;
    },
    /** The right password forgives the key's earlier attempts, as Laravel's clearLoginAttempts does. */
    clear(key: string): void {
      attempts.delete(key);
    },
  };
}

