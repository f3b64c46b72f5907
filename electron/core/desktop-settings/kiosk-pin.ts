import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * The kiosk PIN as the settings file keeps it: `scrypt:<salt>:<hash>`, hex, never the digits.
 * Whoever sets a kiosk up writes `"pin": "4242"` by hand; the app turns it into this on first
 * read, so a copy of the file (a diagnostics bundle, a backup) does not give the PIN away.
 */
export const PIN_HASH = /^scrypt:[0-9a-f]{32}:[0-9a-f]{64}$/;

/** scrypt's own defaults (N 16384, r 8, p 1): some 50 ms a try, on top of the wait after five wrong ones. */
const KEY_BYTES = 32;

export function hashPin(pin: string, salt: Buffer = randomBytes(16)): string {
  return `scrypt:${salt.toString('hex')}:${scryptSync(pin, salt, KEY_BYTES).toString('hex')}`;
}

/** Whether `tried` is the PIN behind `stored`, compared in constant time (both are 32 bytes). */
export function pinMatches(tried: string, stored: string): boolean {
  if (!PIN_HASH.test(stored)) return false;
  const [, salt, hash] = stored.split(':') as [string, string, string];
  return timingSafeEqual(scryptSync(tried, Buffer.from(salt, 'hex'), KEY_BYTES), Buffer.from(hash, 'hex'));
}

type KioskSettings = { pin?: string | undefined; pinHash?: string | undefined };

/** The kiosk settings with a clear PIN replaced by its hash; the same object when there is none. */
export function withHashedPin<K extends KioskSettings>(kiosk: K): K {
  if (kiosk.pin === undefined) return kiosk;
  const { pin, ...rest } = kiosk;
  return { ...rest, pinHash: hashPin(pin) } as K;
}
