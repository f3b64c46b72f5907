import type { BeforeRedirectHook } from 'got';
import { coreText } from '../language/core-text';

/** got copies a thrown error's `code` onto its RequestError, so this is how the refusal is recognised. */
export const REDIRECT_REFUSED = 'ERR_STORE_REDIRECT_REFUSED';

class RedirectRefusedError extends Error {
  readonly code = REDIRECT_REFUSED;
}

/** Redirects got may follow at all: the method is kept (307/308) or the body dropped (303), never re-sent elsewhere. */
const READS = new Set(['GET', 'HEAD']);

/**
 * Why a redirect from `from` (where this request was first sent) to `to` must not be followed,
 * or null when it may. Only reads are followed, and only within the same scheme, host and port:
 * a 307 on a login would otherwise re-send the e-mail, password and XSRF token wherever the
 * answer points, and https -> http would send them in clear.
 */
export function redirectRefusal(from: URL, to: URL, method: string): string | null {
  if (to.origin !== from.origin) {
    if (to.host === from.host && from.protocol === 'https:') {
      return coreText('redirect_unencrypted', { address: `${to.protocol}//${to.host}` });
    }
    return coreText('redirect_other_site', { host: to.host });
  }
  if (!READS.has(method.toUpperCase())) {
    return coreText('redirect_on_change');
  }
  return null;
}

/**
 * got calls this before following a redirect, with the next request's options already built;
 * throwing here fails the call before anything is sent to the new address. The method is the one
 * the redirected request was sent with (got may already have turned a 303's POST into a GET).
 */
export const refuseUnsafeRedirects: BeforeRedirectHook = (next, response) => {
  const to = next.url instanceof URL ? next.url : new URL(String(next.url));
  const refusal = redirectRefusal(new URL(response.requestUrl), to, response.request.options.method);
  if (refusal) throw new RedirectRefusedError(refusal);
};
