import got, { type Got } from 'got';
import type { CookieJar } from 'tough-cookie';
import { refuseUnsafeRedirects } from './redirects';
import { storeOriginOnly } from './store-cookies';

export interface HttpClientOptions {
  /** The store's origin, e.g. https://shop.example.com */
  baseUrl: string;
  jar: CookieJar;
  requestTimeout: number;
  retryBackoff: number;
  /** Called after every answer that set cookies, so the session can be saved. */
  onCookiesChanged?: () => void;
}

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'x-xsrf-token';
const RETRY_STATUS = [408, 429, 500, 502, 503, 504];
/** Network failures worth another try. Not ETIMEDOUT: a read that already waited its full time fails at once. */
const RETRY_ERRORS = [
  'ECONNRESET', 'ECONNREFUSED', 'EADDRINUSE', 'EPIPE', 'ENOTFOUND', 'ENETUNREACH', 'EHOSTUNREACH', 'EAI_AGAIN',
  // Node 24's word for a refused connection once every address of the host was tried.
  'ERR_SOCKET_CLOSED_BEFORE_CONNECTION',
];
/** A store asking us to wait longer than this is answered with an error instead of a frozen screen. */
const MAX_RETRY_AFTER_MS = 10_000;

/** Laravel url-encodes the XSRF cookie; the header must carry the decoded value. */
export function readXsrfToken(jar: CookieJar, url: string): string | null {
  const cookie = jar.getCookiesSync(url).find((c) => c.key === XSRF_COOKIE);
  if (!cookie) return null;
  try {
    return decodeURIComponent(cookie.value);
  } catch {
    return cookie.value;
  }
}

/**
 * One got instance per store: cookies and the XSRF header on every request to the store's own
 * origin and on no other (another port of its host is another site), JSON by default, a timeout
 * on every request, and retries with backoff for reads only.
 * Redirects are followed only for reads within the origin they were sent to (see redirects.ts).
 * HTTP errors are not thrown; the caller maps statuses and bodies itself.
 */
export function createHttpClient(options: HttpClientOptions): Got {
  const origin = new URL(options.baseUrl).origin;
  return got.extend({
    prefixUrl: origin,
    cookieJar: storeOriginOnly(options.jar, origin),
    throwHttpErrors: false,
    responseType: 'text',
    headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    timeout: { request: options.requestTimeout },
    retry: {
      limit: 2,
      methods: ['GET'],
      statusCodes: RETRY_STATUS,
      errorCodes: RETRY_ERRORS,
      maxRetryAfter: MAX_RETRY_AFTER_MS,
      // got has already applied the limit, methods, codes and Retry-After; only the backoff base is ours.
      calculateDelay: ({ computedValue, retryAfter, attemptCount }) => {
        if (computedValue === 0) return 0;
        if (retryAfter) return computedValue;
        return Math.min(options.retryBackoff * 2 ** (attemptCount - 1), MAX_RETRY_AFTER_MS);
      },
    },
    hooks: {
      beforeRequest: [
        (request) => {
          const url = request.url instanceof URL ? request.url : new URL(String(request.url));
          if (url.origin !== origin) {
            // Never hand the session or the token to another site (e.g. an attachment kept elsewhere),
            // whichever jar the call was given: got has already read the jar into the Cookie header.
            delete request.headers.cookie;
            delete request.headers[XSRF_HEADER];
            return;
          }
          const token = readXsrfToken(options.jar, url.href);
          if (token) request.headers[XSRF_HEADER] = token;
        },
      ],
      beforeRedirect: [refuseUnsafeRedirects],
      afterResponse: [
        (response) => {
          if (response.headers['set-cookie']) options.onCookiesChanged?.();
          return response;
        },
      ],
    },
  });
}
