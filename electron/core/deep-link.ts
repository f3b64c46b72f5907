/**
 * Turns a link the app was opened with into a path inside the app (for the hash router), or null.
 *
 * Two kinds of link are understood:
 * - `wholesaledesk://reset-password?reset_token=...` (the first segment may also be the path:
 *   `wholesaledesk:///reset-password?...`);
 * - a link to a page of the store the app is connected to, as the store's own e-mails carry them:
 *   `https://<store>/reset-password?reset_token=...`, `https://<store>/activation?token=...`.
 *
 * Links come from outside (a browser, a mail client, another program), so nothing in them is
 * copied through: only known routes are produced, and a token is taken only from the query key
 * its route expects and only if it looks like a token. Links to any other host are ignored.
 */
export const DEEP_LINK_SCHEME = 'wholesaledesk';

const MAX_LINK_LENGTH = 4096;
/** E-mailed tokens are URL-safe; the store caps them at 512 characters. */
const EMAIL_TOKEN = /^[A-Za-z0-9._~-]{8,512}$/;
const ORDER_TOKEN = /^[A-Za-z0-9_-]{1,128}$/;
const HANDLE = /^[a-z0-9][a-z0-9_-]{0,254}$/i;

type Route = (rest: string[], query: URLSearchParams) => string | null;

/** A route with no further segments and no query: `/cart`. */
const plain =
  (path: string): Route =>
  (rest) =>
    rest.length === 0 ? path : null;

/** A route that needs one e-mailed token from `key`: `/activation?token=...`. */
const withToken =
  (path: string, key: string): Route =>
  (rest, query) => {
    const token = query.get(key);
    if (rest.length !== 0 || token === null || !EMAIL_TOKEN.test(token)) return null;
    // The token matched EMAIL_TOKEN, so it needs no escaping.
    return `${path}?${key}=${token}`;
  };

/** A route with an optional single segment matching `pattern`: `/order` or `/order/<token>`. */
const withSegment =
  (path: string, pattern: RegExp, bareAllowed: boolean): Route =>
  (rest) => {
    if (rest.length === 0) return bareAllowed ? path : null;
    const [segment] = rest;
    return rest.length === 1 && segment !== undefined && pattern.test(segment) ? `${path}/${segment}` : null;
  };

const ROUTES = new Map<string, Route>([
  ['', plain('/')],
  ['login', plain('/login')],
  ['signup', plain('/signup')],
  ['forgot-password', plain('/forgot-password')],
  ['cart', plain('/cart')],
  ['account', plain('/account')],
  ['contact_us', plain('/contact_us')],
  ['reset-password', withToken('/reset-password', 'reset_token')],
  ['activation', withToken('/activation', 'token')],
  ['order', withSegment('/order', ORDER_TOKEN, true)],
  ['products', withSegment('/products', HANDLE, false)],
]);

function parse(link: string): URL | null {
  if (link.length > MAX_LINK_LENGTH) return null;
  try {
    return new URL(link);
  } catch {
    return null;
  }
}

/** The route segments of `url`, or null when the link is neither ours nor the store's. */
function segmentsOf(url: URL, storeUrl: string | null): string[] | null {
  if (url.username || url.password) return null;
  if (url.protocol === `${DEEP_LINK_SCHEME}:`) {
    // Custom-scheme URLs keep the first segment in the host: wholesaledesk://cart -> host "cart".
    return [url.host, ...url.pathname.split('/')].filter((s) => s !== '');
  }
  const store = storeUrl === null ? null : parse(storeUrl);
  if (!store || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  // Same scheme, host and port as the connected store; look-alike hosts differ here.
  if (url.protocol !== store.protocol || url.host !== store.host) return null;
  return url.pathname.split('/').filter((s) => s !== '');
}

export function toAppPath(link: string, storeUrl: string | null): string | null {
  const url = parse(link.trim());
  if (!url) return null;
  const segments = segmentsOf(url, storeUrl);
  if (!segments) return null;
  const [first = '', ...rest] = segments;
  const route = ROUTES.get(first.toLowerCase());
  return route ? route(rest, url.searchParams) : null;
}
