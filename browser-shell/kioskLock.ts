import type { BrowserContext, Page } from 'playwright-core';
import { createIdleTimer, isBlockedInKiosk } from '../electron/kiosk';

/** A key the kiosk swallows, by physical key (KeyboardEvent.code) and the modifiers held. */
export interface BlockedKey {
  code: string;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

const LETTER_CODES = Array.from({ length: 26 }, (_, i) => `Key${String.fromCharCode(65 + i)}`);
const FUNCTION_CODES = Array.from({ length: 12 }, (_, i) => `F${i + 1}`);

/**
 * Every key press the desktop kiosk swallows (reload, quit, close, full screen, developer tools),
 * read from the desktop kiosk's own rule (electron/kiosk.ts) over each letter and function key
 * with each set of modifiers, for a page script that has to decide at once.
 */
export function blockedKioskKeys(): BlockedKey[] {
  const blocked: BlockedKey[] = [];
  for (const code of [...LETTER_CODES, ...FUNCTION_CODES]) {
    const key = code.startsWith('Key') ? code.slice(3).toLowerCase() : code;
    for (let held = 0; held < 16; held += 1) {
      const modifiers = { ctrl: (held & 1) !== 0, meta: (held & 2) !== 0, alt: (held & 4) !== 0, shift: (held & 8) !== 0 };
      const input = { type: 'keyDown', key, code, control: modifiers.ctrl, meta: modifiers.meta, alt: modifiers.alt, shift: modifiers.shift };
      if (isBlockedInKiosk(input)) blocked.push({ code, ...modifiers });
    }
  }
  return blocked;
}

const ACTIVITY_BINDING = '__shellKioskActivity';

/**
 * Init script for a kiosk's page: the swallowed keys never reach Chromium nor the page, and any
 * input (a key, the mouse, a touch, the wheel) tells the shell someone is there, once a second
 * at most.
 */
export function kioskScript(blocked: readonly BlockedKey[]): string {
  return `if (window === window.top) {
  const blocked = ${JSON.stringify(blocked)};
  window.addEventListener('keydown', (event) => {
    if (!blocked.some((key) => key.code === event.code && key.ctrl === event.ctrlKey && key.meta === event.metaKey && key.alt === event.altKey && key.shift === event.shiftKey)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  }, true);
  let told = 0;
  const activity = () => {
    const now = Date.now();
    if (now - told < 1000 || typeof window.${ACTIVITY_BINDING} !== 'function') return;
    told = now;
    window.${ACTIVITY_BINDING}('');
  };
  for (const type of ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart']) window.addEventListener(type, activity, { capture: true, passive: true });
}`;
}

/**
 * The desktop kiosk's lock-down for the window without the desktop shell: its keys swallowed, and
 * `onIdle` (the core ends the buyer's session) after `idleMs` without any input in the page, on the
 * desktop kiosk's own idle timer. Call it before the page loads the app; returns a stop function.
 */
export async function lockDownKiosk(context: BrowserContext, page: Page, idle: { idleMs: number; onIdle: () => void }): Promise<() => void> {
  const timer = createIdleTimer(idle);
  const cdp = await context.newCDPSession(page);
  cdp.on('Runtime.bindingCalled', ({ name }) => {
    if (name === ACTIVITY_BINDING) timer.activity();
  });
  // Bindings report their calls only to a session with the Runtime domain on.
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: ACTIVITY_BINDING });
  await page.addInitScript({ content: kioskScript(blockedKioskKeys()) });
  return () => timer.stop();
}
