/** Keys as a barcode scanner or a person sends them, with the time of each key set exactly. */
import type { Page } from '@playwright/test';

const SPECIAL: Record<string, { key: string; code: string; keyCode: number; text?: string }> = {
  Enter: { key: 'Enter', code: 'Enter', keyCode: 13, text: '\r' },
  Tab: { key: 'Tab', code: 'Tab', keyCode: 9 },
};

/**
 * Types `text` into whatever has the keyboard, one key each `gapMs`, then `end` (Enter, Tab or
 * nothing) `gapMs` later. The keys go through Chromium's input pipeline (trusted keys that really
 * type into fields) with their event times given, so the gaps the page sees are exactly these,
 * however busy the machine is.
 */
export async function keysAt(page: Page, text: string, gapMs: number, end: 'Enter' | 'Tab' | null = 'Enter'): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  let time = Date.now() / 1000;
  try {
    for (const char of text) {
      const upper = char.toUpperCase();
      const keyCode = /[A-Z0-9]/.test(upper) ? upper.charCodeAt(0) : char === '-' ? 189 : 0;
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: char, text: char, unmodifiedText: char, windowsVirtualKeyCode: keyCode, timestamp: time });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: char, windowsVirtualKeyCode: keyCode, timestamp: time + 0.001 });
      time += gapMs / 1000;
    }
    if (end) {
      const key = SPECIAL[end]!;
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: key.key, code: key.code, windowsVirtualKeyCode: key.keyCode, text: key.text, timestamp: time });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: key.key, code: key.code, windowsVirtualKeyCode: key.keyCode, timestamp: time + 0.001 });
    }
  } finally {
    await cdp.detach();
  }
}

/** Counts the tones the page plays (its AudioContext oscillators), from now on. */
export async function countTones(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const scope = globalThis as unknown as { AudioContext: { prototype: { createOscillator: () => unknown } }; __tones: number };
    scope.__tones = 0;
    const original = scope.AudioContext.prototype.createOscillator;
    scope.AudioContext.prototype.createOscillator = function (this: unknown) {
      scope.__tones += 1;
      return original.call(this);
    };
  });
  return () => page.evaluate(() => (globalThis as unknown as { __tones: number }).__tones);
}
