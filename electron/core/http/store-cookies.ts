import type { RequestCookieJar } from './session-switch';

const originOf = (url: string): string | null => (URL.canParse(url) ? new URL(url).origin : null);

/**
 * The store's cookies go to the store's exact origin (scheme, host and port) and nowhere else. A
 * cookie jar, like a browser, ignores the port, so without this a file kept on another port of the
 * store's host would receive the buyer's session and XSRF cookies, and http:// on the same host the
 * ones not marked Secure. Another port is another site: nothing of the jar is sent there, and what it
 * answers with is not kept (it could otherwise plant a session the store would then receive).
 */
export function storeOriginOnly(jar: RequestCookieJar, storeOrigin: string): RequestCookieJar {
  const isStore = (url: string) => originOf(url) === storeOrigin;
  return {
    getCookieString: async (url) => (isStore(url) ? jar.getCookieString(url) : ''),
    setCookie: async (rawCookie, url) => (isStore(url) ? jar.setCookie(rawCookie, url) : undefined),
  };
}
