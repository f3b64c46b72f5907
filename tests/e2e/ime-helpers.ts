/** An input method (IME) and a slowed scanner as the page meets them, through Chromium's own input pipeline. */
import type { Page } from '@playwright/test';

/** Full-width letters, digits and signs, as a Chinese IME in full-width mode types them. */
export function fullWidth(text: string): string {
  return [...text].map((char) => (char >= '!' && char <= '~' ? String.fromCharCode(char.charCodeAt(0) + 0xfee0) : char)).join('');
}

/**
 * Composes `text` into whatever has the keyboard, one character at a time (`Input.imeSetComposition`),
 * then commits it with the IME's Enter: a keydown with keyCode 229 while the composition is still
 * open (isComposing true), then the committed text (`Input.insertText`, which ends the composition).
 */
export async function compose(page: Page, text: string, { enter = true } = {}): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const chars = [...text];
    for (let i = 1; i <= chars.length; i += 1) {
      const part = chars.slice(0, i).join('');
      await cdp.send('Input.imeSetComposition', { text: part, selectionStart: part.length, selectionEnd: part.length });
    }
    if (enter) await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 229, nativeVirtualKeyCode: 229 });
    await cdp.send('Input.insertText', { text });
    if (enter) await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 });
  } finally {
    await cdp.detach();
  }
}

/** A scanner's keys with each gap taken in turn from `gaps` (ms), ending in Enter after the next gap; event times set exactly. */
export async function scanAt(page: Page, code: string, gaps: readonly number[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  let time = Date.now() / 1000;
  const send = (type: 'keyDown' | 'keyUp', key: string, keyCode: number, text?: string) =>
    cdp.send('Input.dispatchKeyEvent', { type, key, code: key === 'Enter' ? 'Enter' : undefined, text, unmodifiedText: text, windowsVirtualKeyCode: keyCode, timestamp: time });
  try {
    for (const [i, char] of [...code].entries()) {
      const upper = char.toUpperCase();
      const keyCode = /[A-Z0-9]/.test(upper) ? upper.charCodeAt(0) : char === '-' ? 189 : 0;
      await send('keyDown', char, keyCode, char);
      await send('keyUp', char, keyCode);
      time += gaps[i % gaps.length]! / 1000;
    }
    await send('keyDown', 'Enter', 13, '\r');
    await send('keyUp', 'Enter', 13);
  } finally {
    await cdp.detach();
  }
}

/**
 * From now on, records where the keyboard is at the moment each dialog closes (its `open` gone or
 * the dialog taken out of the page), before anything else can move it: `focusAtClose()` answers the
 * accessible names of those controls, in order.
 */
export async function watchFocusAtClose(page: Page): Promise<() => Promise<string[]>> {
  // Page code as text: this file is compiled without the DOM's types.
  await page.evaluate(`(() => {
    window.__focusAtClose = [];
    const name = () => {
      const active = document.activeElement;
      return active ? active.getAttribute('aria-label') || active.textContent.trim() || active.tagName : 'nothing';
    };
    new MutationObserver((changes) => {
      const closed = changes.some(
        (change) =>
          (change.type === 'attributes' && change.target instanceof HTMLDialogElement && !change.target.open) ||
          [...change.removedNodes].some((node) => node instanceof HTMLDialogElement),
      );
      if (closed) window.__focusAtClose.push(name());
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  })()`);
  return () => page.evaluate(() => (globalThis as unknown as { __focusAtClose: string[] }).__focusAtClose);
}
