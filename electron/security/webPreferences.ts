import type { WebPreferences } from 'electron';

/**
 * The only web preferences a window of this app is created with. The page gets no Node,
 * runs in Chromium's sandbox, in a JavaScript world separate from the preload's, with the
 * same-origin policy on, no mixed content, no experimental or Blink features and no <webview>.
 */
export function secureWebPreferences(options: { preload: string; devTools: boolean }): WebPreferences {
  return {
    preload: options.preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    devTools: options.devTools,
  };
}
