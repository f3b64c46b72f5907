/**
 * Who may see which route (spec 2 and 6). Customer-only routes send a guest to
 * /login?redirect=<path>; guest-only routes send a customer on; the rest are open.
 */
export type RouteAccess = 'customer' | 'guest' | 'open';

const CUSTOMER_ONLY = [/^\/$/, /^\/products\/[^/]+\/?$/, /^\/variant\/[^/]+\/?$/, /^\/cart\/?$/, /^\/order\/?$/, /^\/order\/[^/]+\/?$/, /^\/account\/?$/, /^\/contact_us\/?$/, /^\/quick-order\/?$/, /^\/settings\/?$/, /^\/lists(\/[^/]+)?\/?$/, /^\/buy-again\/?$/, /^\/order-search\/?$/, /^\/insights\/?$/];
const GUEST_ONLY = [/^\/login\/?$/, /^\/signup\/?$/, /^\/forgot-password\/?$/, /^\/reset-password\/?$/, /^\/activation\/?$/];

export function routeAccess(pathname: string): RouteAccess {
  if (CUSTOMER_ONLY.some((pattern) => pattern.test(pathname))) return 'customer';
  if (GUEST_ONLY.some((pattern) => pattern.test(pathname))) return 'guest';
  return 'open';
}

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
