import type { BrowserContext, Page } from 'playwright-core';

/**
 * Keeps the window on the app, as the desktop shell's navigation lock does: a document from any
 * other origin is refused before it loads (a link the page did not route, a redirect), and a
 * window the page tries to open is closed. Links out go through app:openExternal. A refused
 * navigation is dropped as aborted, so the window stays on the app's page as it was (refused as
 * blocked, Chromium would show its error page in place of the app).
 */
export async function lockToApp(context: BrowserContext, page: Page, appUrl: string): Promise<void> {
  const appOrigin = new URL(appUrl).origin;
  const cdp = await context.newCDPSession(page);
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    const allowed = request.url === 'about:blank' || new URL(request.url).origin === appOrigin;
    const answer = allowed ? cdp.send('Fetch.continueRequest', { requestId }) : cdp.send('Fetch.failRequest', { requestId, errorReason: 'Aborted' });
    answer.catch(() => undefined); // the window is closing
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*', resourceType: 'Document', requestStage: 'Request' }] });
  context.on('page', (opened) => {
    if (opened !== page) void opened.close();
  });
}

/** Ends every window title with this, so the buyer knows the desktop shell is not running. */
export const WINDOW_TITLE_SUFFIX = ' (without the desktop shell)';

/** Init script: the page's own title, then the suffix, whenever the page changes its title. */
export const windowTitleScript = `if (window === window.top) {
  const suffix = ${JSON.stringify(WINDOW_TITLE_SUFFIX)};
  const mark = () => {
    if (!document.title.endsWith(suffix)) document.title = (document.title || 'Wholesale Desk') + suffix;
  };
  document.addEventListener('DOMContentLoaded', () => {
    mark();
    new MutationObserver(mark).observe(document.head, { childList: true, subtree: true, characterData: true });
  });
}`;
