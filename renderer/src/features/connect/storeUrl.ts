/**
 * Checks the store address a user types before it is sent to the main process (which checks
 * again). Stores are reached over https; plain http is only allowed for this computer
 * (a store running locally, the reference storefront).
 */
export type StoreUrlCheck = { ok: true; url: string } | { ok: false; reason: 'required' | 'invalid' | 'https_only' | 'credentials' };

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.test(hostname) || hostname.toLowerCase().endsWith('.localhost');
}

export function checkStoreUrl(input: string): StoreUrlCheck {
  const raw = input.trim();
  if (!raw) return { ok: false, reason: 'required' };
  // People type "shop.example.com"; the scheme is implied.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!url.hostname || /\s/.test(raw)) return { ok: false, reason: 'invalid' };
  if (url.username || url.password) return { ok: false, reason: 'credentials' };
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return { ok: false, reason: 'https_only' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'https_only' };
  const path = url.pathname.replace(/\/+$/, '');
  return { ok: true, url: `${url.origin}${path}` };
}
