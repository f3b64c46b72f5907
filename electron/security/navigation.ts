import { checkExternalUrl } from '../core/urls';

/**
 * S3: the window only ever shows the app itself. Every URL is judged with the URL parser:
 * the app's own pages stay, https: and mailto: links go to the user's browser or mail program,
 * anything else (javascript:, file:, data:, plain http:, links with credentials) goes nowhere.
 */

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Whether `url` is a page of the app: same scheme, host and port as `appOrigin`
 * (`app://wholesaledesk` in production, the dev server in development). Compared field by field
 * because custom schemes have an opaque `URL.origin`.
 */
export function isAppUrl(url: string, appOrigin: string): boolean {
  const target = parse(url);
  const app = parse(appOrigin);
  if (!target || !app) return false;
  return target.protocol === app.protocol && target.host === app.host && !target.username && !target.password;
}

/** The link to hand to shell.openExternal, or null when it must not leave the app at all. */
export function externalTarget(url: string): string | null {
  const checked = checkExternalUrl(url);
  return checked.ok ? checked.url : null;
}

export type NavigationDecision = { allow: true } | { allow: false; openExternally: string | null };

/** will-navigate: the app's own pages load; a link elsewhere is stopped and, if safe, opened outside. */
export function decideNavigation(url: string, appOrigin: string): NavigationDecision {
  if (isAppUrl(url, appOrigin)) return { allow: true };
  return { allow: false, openExternally: externalTarget(url) };
}
