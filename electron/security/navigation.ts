import { checkExternalUrl } from '../core/urls';

/**
 * Navigation: the window only ever shows the app's entry document (its screens are hash routes of that
 * one page). Every URL is judged with the URL parser: the entry document stays, https: and
 * mailto: links go to the user's browser or mail program, anything else goes nowhere, other
 * paths of the app's own origin included (they would show "Not found" with no way back).
 */

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The app:// handler and a dev server both answer the bare root with the index. */
const INDEX_PATHS = new Set(['/', '/index.html']);

/**
 * Whether `url` is the entry document `entryUrl` (`app://wholesaledesk/index.html`, or the dev
 * server's index), at any hash route. Compared field by field because custom schemes have an
 * opaque `URL.origin`; a query is refused as the app never makes one.
 */
export function isEntryDocument(url: string, entryUrl: string): boolean {
  const target = parse(url);
  const entry = parse(entryUrl);
  if (!target || !entry) return false;
  if (target.protocol !== entry.protocol || target.host !== entry.host) return false;
  if (target.username || target.password || target.search) return false;
  if (target.pathname === entry.pathname) return true;
  return INDEX_PATHS.has(entry.pathname) && INDEX_PATHS.has(target.pathname);
}

/** The link to hand to shell.openExternal, or null when it must not leave the app at all. */
export function externalTarget(url: string): string | null {
  const checked = checkExternalUrl(url);
  return checked.ok ? checked.url : null;
}

export type NavigationDecision = { allow: true } | { allow: false; openExternally: string | null };

/** will-navigate: the entry document loads; a link elsewhere is stopped and, if safe, opened outside. */
export function decideNavigation(url: string, entryUrl: string): NavigationDecision {
  if (isEntryDocument(url, entryUrl)) return { allow: true };
  return { allow: false, openExternally: externalTarget(url) };
}
