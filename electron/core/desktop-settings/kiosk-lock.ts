import { pinMatches } from './kiosk-pin';

/** Wrong PINs allowed before the first wait, and that wait. */
export const UNLOCK_TRIES = 5;
export const UNLOCK_WAIT_MS = 60_000;
/** Each further wrong PIN doubles the wait, up to an hour: guessing a four-digit PIN takes over a year. */
export const UNLOCK_MAX_WAIT_MS = 60 * 60_000;
/** The count stops here (the settings file keeps no more); the wait is long since at its hour. */
export const MAX_COUNTED_FAILURES = 1_000_000;

export type UnlockAnswer = { ok: true } | { ok: false; reason: 'no_pin' | 'wrong' | 'throttled'; waitSeconds?: number };

/** Wrong PINs in a row and when the wait they earned ends (ms since the epoch); kept in the settings. */
export type UnlockState = { failures: number; lockedUntil: number };

/** The wait earned by this many wrong PINs in a row: none before the fifth, then 1, 2, 4 … minutes, at most an hour. */
export function unlockWait(failures: number): number {
  if (failures < UNLOCK_TRIES) return 0;
  const doublings = Math.min(failures - UNLOCK_TRIES, 10);
  return Math.min(UNLOCK_WAIT_MS * 2 ** doublings, UNLOCK_MAX_WAIT_MS);
}

/**
 * A kiosk's settings stay locked until the PIN from the settings file is typed, checked against
 * its salted hash in constant time. After five wrong tries every try is refused for a
 * minute, and each further wrong one doubles the wait; the count and the wait are kept (`state`),
 * so restarting the app does not start the count again. Locks again when the session ends.
 */
export function createKioskLock(options: {
  kioskActive: boolean;
  /** The PIN's salted hash from the settings (kiosk-pin.ts); undefined when none is set. */
  pinHash: () => string | undefined;
  /** Where the count of wrong PINs is kept across restarts (the settings file). */
  state?: { get(): UnlockState; set(state: UnlockState): void };
  now?: () => number;
  /** Told when the lock opens or closes (the page shows or hides its Settings link). */
  onChange?: (locked: boolean) => void;
}) {
  const now = options.now ?? Date.now;
  let kept: UnlockState = { failures: 0, lockedUntil: 0 };
  const state = options.state ?? { get: () => kept, set: (next: UnlockState) => void (kept = next) };
  let unlocked = false;

  /** Time left to wait; never more than the count earns, so a clock set back cannot lock the kiosk for longer. */
  const waitLeft = ({ failures, lockedUntil }: UnlockState) => Math.min(lockedUntil - now(), unlockWait(failures));

  return {
    locked: () => options.kioskActive && !unlocked,
    canUnlock: () => options.kioskActive && options.pinHash() !== undefined,
    unlock(tried: string): UnlockAnswer {
      const answer = verify(tried);
      if (answer.ok && options.kioskActive) {
        unlocked = true;
        options.onChange?.(false);
      }
      return answer;
    },
    /**
     * Checks the PIN as `unlock` does, counting a wrong one towards the same wait, without opening
     * the settings: the staff view asks for the PIN each time it is opened.
     */
    verify,
    lock(): void {
      if (!unlocked) return;
      unlocked = false;
      options.onChange?.(true);
    },
  };

  function verify(tried: string): UnlockAnswer {
    if (!options.kioskActive) return { ok: true };
    const pinHash = options.pinHash();
    if (pinHash === undefined) return { ok: false, reason: 'no_pin' };
    const before = state.get();
    const wait = waitLeft(before);
    if (wait > 0) return { ok: false, reason: 'throttled', waitSeconds: Math.ceil(wait / 1000) };
    if (pinMatches(tried, pinHash)) {
      if (before.failures !== 0 || before.lockedUntil !== 0) state.set({ failures: 0, lockedUntil: 0 });
      return { ok: true };
    }
    const failures = Math.min(before.failures + 1, MAX_COUNTED_FAILURES);
    const earned = unlockWait(failures);
    state.set({ failures, lockedUntil: earned > 0 ? now() + earned : 0 });
    return { ok: false, reason: 'wrong' };
  }
}
export type KioskLock = ReturnType<typeof createKioskLock>;
