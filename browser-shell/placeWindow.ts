import type { CDPSession, Page } from 'playwright-core';
import { z } from 'zod';
import type { Rect } from '../electron/windowState';
import { centredBounds } from './windowBounds';

const RECT = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

/** The screen the window is on, as the page sees it: all of it, or its work area (without panels and docks). */
const screenOf = async (page: Page, part: 'whole' | 'workArea'): Promise<Rect> =>
  RECT.parse(
    await page.evaluate(
      part === 'whole'
        ? '({ x: screen.left ?? 0, y: screen.top ?? 0, width: screen.width, height: screen.height })'
        : '({ x: screen.availLeft, y: screen.availTop, width: screen.availWidth, height: screen.availHeight })',
    ),
  );

async function withWindow(page: Page, run: (cdp: CDPSession, windowId: number) => Promise<void>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { windowId } = await cdp.send('Browser.getWindowForTarget');
    await run(cdp, windowId);
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

const toBounds = ({ x, y, width, height }: Rect) => ({ left: x, top: y, width, height });

/** The window at the desktop app's size, centred on the screen it opened on (Chromium opens it at the top left). */
export async function centreWindow(page: Page): Promise<void> {
  const bounds = centredBounds(await screenOf(page, 'workArea'));
  await withWindow(page, (cdp, windowId) => cdp.send('Browser.setWindowBounds', { windowId, bounds: toBounds(bounds) }).then(() => undefined));
}

/**
 * At a kiosk the window covers the whole screen. `--kiosk` asks the window manager for that;
 * where there is none (a bare X session at a counter, the virtual screen `npm start` opens), the
 * window would stay at Chromium's first size, so the shell sizes it to the screen itself.
 */
export async function fillScreen(page: Page): Promise<void> {
  const screen = await screenOf(page, 'whole');
  await withWindow(page, async (cdp, windowId) => {
    const { bounds } = await cdp.send('Browser.getWindowBounds', { windowId });
    if ((bounds.width ?? 0) >= screen.width && (bounds.height ?? 0) >= screen.height) return;
    await cdp.send('Browser.setWindowBounds', { windowId, bounds: { windowState: 'normal' } });
    await cdp.send('Browser.setWindowBounds', { windowId, bounds: toBounds(screen) });
    await cdp.send('Browser.setWindowBounds', { windowId, bounds: { windowState: 'fullscreen' } });
  });
}
