import { expect } from 'vitest';
import { PIN_HASH, pinMatches } from '../../../electron/core/desktop-settings/kiosk-pin';

/** The kiosk settings as kept: the PIN only as its salted hash, and that hash opens with `pin`. */
export function expectKioskPin(kiosk: { pin?: string | undefined; pinHash?: string | undefined }, pin: string): void {
  expect(kiosk.pin).toBeUndefined();
  expect(kiosk.pinHash).toMatch(PIN_HASH);
  expect(pinMatches(pin, kiosk.pinHash ?? '')).toBe(true);
}
