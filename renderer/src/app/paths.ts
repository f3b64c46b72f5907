import { routeAccess } from './routes';

/**
 * A return path taken from a query string or an event is only followed when it is an app
 * path: '/cart' yes; '//evil.test', 'https://...', 'javascript:' no (they become '/').
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw) return '/';
  const path = raw.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return '/';
  if (/\p{Cc}/u.test(path)) return '/';
  return path;
}

/** /login, remembering where to come back to (nothing for '/' or another guest screen). */
export function loginPath(returnTo: string): string {
  const path = safeReturnPath(returnTo);
  const bare = path.split(/[?#]/)[0] ?? '/';
  if (path === '/' || routeAccess(bare) === 'guest' || bare === '/logout') return '/login';
  return `/login?redirect=${encodeURIComponent(path)}`;
}
