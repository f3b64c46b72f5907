import type { Page } from '@playwright/test';

/**
 * Runs in the page (as text: the tests' types have no DOM). Records what a screen reader is given
 * to say: each element or text added inside a live region (aria-live other than off, or a role
 * that is one: status, alert, log), the whole region when it is atomic (as status and alert are
 * unless aria-atomic says not), in the order they came.
 */
const LISTEN = String.raw`() => {
  if (window.__said) return;
  const said = (window.__said = []);
  const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';
  const regionOf = (node) => {
    const element = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
    return element ? element.closest(LIVE) : null;
  };
  const say = (region, node) => {
    // status and alert are atomic unless they say otherwise: the whole region is said again.
    const atomic = region.hasAttribute('aria-atomic') ? region.getAttribute('aria-atomic') === 'true' : ['status', 'alert'].includes(region.getAttribute('role'));
    const text = ((atomic ? region : node).textContent || '').replace(/\s+/g, ' ').trim();
    if (text) said.push(text);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') {
        const region = regionOf(record.target);
        if (region) say(region, record.target);
        continue;
      }
      for (const node of record.addedNodes) {
        const region = regionOf(node);
        if (region) say(region, node);
      }
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
}`;

/** From now on, what the page's live regions are given to say is recorded (see `said`). */
export async function listenToLiveRegions(page: Page): Promise<void> {
  await page.evaluate(`(${LISTEN})()`);
}

/** Everything said since `listenToLiveRegions`, one entry per addition, in order. */
export async function said(page: Page): Promise<string[]> {
  return page.evaluate<string[]>('window.__said || []');
}

/** How many times `words` were said since `listenToLiveRegions`. */
export async function timesSaid(page: Page, words: string): Promise<number> {
  return (await said(page)).filter((entry) => entry.includes(words)).length;
}
