import type { BrowserContext, Page } from 'playwright-core';
import type { Handlers } from '../electron/core/index';
import { registerIpc } from '../electron/ipc';
import { bridgeInitScript } from './bridgeBundle';
import { installCdpTransport, PAGE_TRANSPORT, type Listener, type SendEvent } from './cdpTransport';

/**
 * What the preload and the glue's ipcMain registration do in Electron, for a Chromium page: the
 * contract's channels registered exactly as the glue registers them (sender check, strict input
 * schemas), answered over the CDP transport, and `window.storefront` built by the same bridge in
 * every document the page loads, trusted only while it shows `appOrigin`. Call it before the page
 * loads the app.
 */
export async function connectPage(context: BrowserContext, page: Page, handlers: Handlers, options: { appOrigin: string; dropStandIn: boolean }): Promise<SendEvent> {
  const listeners = new Map<string, Listener>();
  registerIpc<{ trusted: boolean }>({ handle: (channel, listener) => void listeners.set(channel, listener) }, handlers, (event) => event.trusted);
  const send = await installCdpTransport(context, page, listeners, options.appOrigin);
  await page.addInitScript({ content: PAGE_TRANSPORT + (await bridgeInitScript({ dropStandIn: options.dropStandIn })) });
  return send;
}
