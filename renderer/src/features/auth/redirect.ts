/**
 * Where to go after signing in. The return path arrives in the URL (`/login?redirect=/cart`), so
 * it is untrusted: only a path inside this app is followed, never another origin.
 */

/** The login screen's return path: the spec's `?redirect_url=` (store links), else the app's own `?redirect=`. */
export function returnPathParam(params: URLSearchParams): string | null {
  return params.get('redirect_url') ?? params.get('redirect');
}

/** Screens that make no sense to return to once signed in. */
const AUTH_PATHS = ['/login', '/logout', '/signup', '/forgot-password', '/reset-password', '/activation', '/maintenance'];

/** A path inside the app: starts with one '/', no '//' or '/\' (both read as another host), no control characters. */
export function isSafeAppPath(path: string | null | undefined): path is string {
  if (!path || path.length > 2048) return false;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  return ![...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/** A store URL on the store's own origin becomes its in-app path; anything else is refused. */
function toAppPath(target: string | null | undefined, storeOrigin?: string | null): string | null {
  if (!target) return null;
  if (isSafeAppPath(target)) return target;
  if (!storeOrigin) return null;
  try {
    const url = new URL(target);
    if (url.origin !== new URL(storeOrigin).origin) return null;
    const path = url.hash.startsWith('#/') ? url.hash.slice(1) : `${url.pathname}${url.search}`;
    return isSafeAppPath(path) ? path : null;
  } catch {
    return null;
  }
}

function isAuthScreen(path: string): boolean {
  const bare = path.split(/[?#]/)[0] ?? '';
  return AUTH_PATHS.some((p) => bare === p || bare === `${p}/`);
}

/** The query's `redirect` if safe, else the server's redirect_url if in-app, else home. */
export function pathAfterLogin(queryRedirect: string | null, serverRedirect: string | null | undefined, storeOrigin?: string | null): string {
  for (const candidate of [queryRedirect, serverRedirect]) {
    const path = toAppPath(candidate, storeOrigin);
    if (path && !isAuthScreen(path)) return path;
  }
  return '/';
}

/**
 * Where sign-up leads: the store's redirect_url when it names a guest screen of this app (the new
 * account is not signed in yet, e.g. '/login' or '/activation?token=...'), else /login.
 */
export function signupTarget(serverRedirect: string | null | undefined, storeOrigin?: string | null): string {
  const path = toAppPath(serverRedirect, storeOrigin);
  if (!path || !isAuthScreen(path)) return '/login';
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare === '/logout' || bare === '/maintenance' ? '/login' : path;
}
