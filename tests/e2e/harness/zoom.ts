import type { BrowserContext, Page } from '@playwright/test';

/**
 * The glue's webContents.setZoomFactor for the harness's page: as Electron's zoom does, the page is
 * laid out in a window `factor` times narrower (in CSS pixels) and each CSS pixel takes `factor`
 * screen pixels, so the window and its screenshots keep their size. Playwright's own screenshot
 * puts its viewport back first, so a zoomed window is shot through the same DevTools session.
 */
export async function zoomStandIn(context: BrowserContext, page: Page, window: { width: number; height: number }) {
  const cdp = await context.newCDPSession(page);
  let factor = 1;
  return {
    factor: () => factor,
    apply: async (next: number): Promise<void> => {
      factor = next;
      await cdp.send('Emulation.setDeviceMetricsOverride', {
        width: Math.round(window.width / next),
        height: Math.round(window.height / next),
        deviceScaleFactor: next,
        mobile: false,
      });
    },
    /** The window as it shows, PNG bytes. */
    screenshot: async (): Promise<Buffer> => Buffer.from((await cdp.send('Page.captureScreenshot', { format: 'png' })).data, 'base64'),
  };
}
