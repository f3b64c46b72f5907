import { describe, expect, it } from 'vitest';
import { blockedKioskKeys } from '../../browser-shell/kioskLock';

const none = { ctrl: false, meta: false, alt: false, shift: false };
const has = (code: string, held: Partial<typeof none> = {}) => blockedKioskKeys().some((key) => JSON.stringify(key) === JSON.stringify({ code, ...none, ...held }));

describe("the keys a kiosk swallows without the desktop shell, as the desktop kiosk's rule says", () => {
  it('are reload, full screen and the developer tools', () => {
    expect(has('F5')).toBe(true);
    expect(has('F11')).toBe(true);
    expect(has('F12')).toBe(true);
    expect(has('KeyR', { ctrl: true })).toBe(true);
    expect(has('KeyI', { ctrl: true, shift: true })).toBe(true);
    expect(has('KeyJ', { meta: true, alt: true })).toBe(true);
  });

  it('are quit, close, minimise and hide, and Alt+F4', () => {
    for (const code of ['KeyQ', 'KeyW', 'KeyM', 'KeyH']) expect(has(code, { ctrl: true }), code).toBe(true);
    expect(has('F4', { alt: true })).toBe(true);
  });

  it("leave the buyer's own keys alone: typing, copy and paste, the menu's keys, Ctrl+K", () => {
    expect(has('KeyA')).toBe(false);
    expect(has('KeyR', { shift: true })).toBe(false);
    expect(has('KeyC', { ctrl: true })).toBe(false);
    expect(has('KeyV', { ctrl: true })).toBe(false);
    expect(has('KeyK', { ctrl: true })).toBe(false);
    expect(has('F1')).toBe(false);
    expect(has('F4')).toBe(false);
  });
});
