import type { WebContents } from 'electron';
import { decideNavigation, externalTarget, isEntryDocument } from './navigation';

export interface HardenOptions {
  /** The app's entry document: app://wholesaledesk/index.html, or the dev server's index. */
  entryUrl: string;
  /** shell.openExternal, for links already checked by the navigation rules. */
  openExternal: (url: string) => void;
}

/** The slice of WebContents the lock is installed on (tests pass an EventEmitter). */
export type LockableContents = Pick<WebContents, 'on' | 'setWindowOpenHandler'>;

/**
 * The window's lock-down for one WebContents (installed on every one the app creates): navigation and redirects
 * stay on the entry document, a link out goes to the user's browser only if it is https: or
 * mailto:, window.open never opens a window, no frame navigates, and <webview> is never attached.
 */
export function lockNavigation(contents: LockableContents, options: HardenOptions): void {
  contents.on('will-navigate', (event) => {
    const decision = decideNavigation(event.url, options.entryUrl);
    if (decision.allow) return;
    event.preventDefault();
    if (decision.openExternally) options.openExternal(decision.openExternally);
  });
  // The app has no frames: one in store HTML, should it get through, loads nothing at all.
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame) event.preventDefault();
  });
  // A redirect is not something the user clicked: stopped, never opened outside.
  contents.on('will-redirect', (event) => {
    if (!isEntryDocument(event.url, options.entryUrl)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const target = externalTarget(url);
    if (target) options.openExternal(target);
    return { action: 'deny' };
  });
}
