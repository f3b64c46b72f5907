import { createHash, timingSafeEqual } from 'node:crypto';

/** Wrong PINs allowed before a wait, and the wait. */
export const UNLOCK_TRIES = 5;
export const UNLOCK_WAIT_MS = 60_000;

export type UnlockAnswer = { ok: true } | { ok: false; reason: 'no_pin' | 'wrong' | 'throttled'; waitSeconds?: number };

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * A kiosk's settings stay locked until the PIN from the settings file is typed. Compared in
 * constant time (digests of equal length), and after a few wrong tries the lock refuses every
 * try for a minute, so a PIN cannot be guessed at the counter. Locks again when the session ends.
 */
export function createKioskLock(options: {
  kioskActive: boolean;
  pin: () => string | undefined;
  now?: () => number;
  /** Told when the lock opens or closes (the page shows or hides its Settings link). */
  onChange?: (locked: boolean) => void;
}) {
  const now = options.now ?? Date.now;
  let unlocked = false;
  let failures = 0;
  let blockedUntil = 0;

  return {
    locked: () => options.kioskActive && !unlocked,
    canUnlock: () => options.kioskActive && options.pin() !== undefined,
    unlock(tried: string): UnlockAnswer {
      if (!options.kioskActive) return { ok: true };
      const pin = options.pin();
      if (pin === undefined) return { ok: false, reason: 'no_pin' };
      const wait = blockedUntil - now();
      if (wait > 0) return { ok: false, reason: 'throttled', waitSeconds: Math.ceil(wait / 1000) };
      if (timingSafeEqual(digest(tried), digest(pin))) {
        unlocked = true;
        failures = 0;
        options.onChange?.(false);
        return { ok: true };
      }
      failures += 1;
      if (failures >= UNLOCK_TRIES) {
        failures = 0;
        blockedUntil = now() + UNLOCK_WAIT_MS;
      }
      return { ok: false, reason: 'wrong' };
    },
    lock(): void {
      if (!unlocked) return;
      unlocked = false;
      options.onChange?.(true);
    },
  };
}
export type KioskLock = ReturnType<typeof createKioskLock>;
