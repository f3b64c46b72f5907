import type { WebContents } from 'electron';
import { decideNavigation, externalTarget, isAppUrl } from './navigation';

export interface HardenOptions {
  /** The app's origin: app://wholesaledesk, or the dev server in development. */
  appOrigin: string;
  /** shell.openExternal, for links already checked by the navigation rules. */
  openExternal: (url: string) => void;
}

/** The slice of WebContents the lock is installed on (tests pass an EventEmitter). */
export type LockableContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

/**
 * S1/S3 for one WebContents (installed on every one the app creates): navigation and redirects
 * stay inside the app, a link out goes to the user's browser only if it is https: or mailto:,
 * window.open never opens a window, and <webview> is never attached.
 */
export function lockNavigation(contents: LockableContents, options: HardenOptions): void {
  contents.on('will-navigate', (event) => {
    const decision = decideNavigation(event.url, options.appOrigin);
    if (decision.allow) return;
    event.preventDefault();
    if (decision.openExternally) options.openExternal(decision.openExternally);
  });
  // Sub-frames (an iframe in store HTML, should one get through) may not leave the app either.
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame && !isAppUrl(event.url, options.appOrigin)) event.preventDefault();
  });
  // A redirect is not something the user clicked: stopped, never opened outside.
  contents.on('will-redirect', (event) => {
    if (!isAppUrl(event.url, options.appOrigin)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const target = externalTarget(url);
    if (target) options.openExternal(target);
    return { action: 'deny' };
  });
}
