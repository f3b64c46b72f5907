/**
 * Times a step inside the page, so the driver's own work (Playwright's actionability checks and
 * polling, tens of ms a step) is not counted as the app's: the clock starts at the first input
 * event the step's action makes and stops at the first animation frame that shows the goal.
 */
import type { Page } from '@playwright/test';

/** What the next screen shows once usable: an element matching `selector`, with `text` if given. */
export interface Goal {
  selector: string;
  text?: string;
}

/** In the page (a string: the Node tsconfig has no DOM types, rightly). */
const ARM = `([wanted, atNavigation]) => {
  const state = { start: atNavigation ? 0 : null, end: null };
  window.__journey = state;
  const begin = () => {
    if (state.start === null) state.start = performance.now();
  };
  for (const type of ['pointerdown', 'mousedown', 'keydown', 'input']) document.addEventListener(type, begin, { capture: true, once: true });
  const reached = () =>
    [...document.querySelectorAll(wanted.selector)].some((el) => (wanted.text === undefined || el.textContent.includes(wanted.text)) && el.getClientRects().length > 0);
  const frame = () => {
    if (state.start !== null && reached()) state.end = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}`;

/** Starts watching for `goal` from the next input event. */
export async function armTiming(page: Page, goal: Goal): Promise<void> {
  await page.evaluate(`(${ARM})(${JSON.stringify([goal, false])})`);
}

/** Reads the step's time once the goal is on screen. */
export async function readTiming(page: Page): Promise<number> {
  // A function, not a string: the app's CSP refuses eval, which a string predicate needs.
  const handle = await page.waitForFunction(() => {
    const state = (globalThis as unknown as { __journey?: { start: number | null; end: number | null } }).__journey;
    return state && state.start !== null && state.end !== null ? state.end - state.start : null;
  });
  return Number(await handle.jsonValue());
}
