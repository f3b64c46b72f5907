import { isPlainHost } from '../core/urls';

/**
 * The Content-Security-Policy header every page of the app is served with. Scripts only
 * from the app itself (no inline script, no eval; WebAssembly the app ships may compile), images from the app, data: URLs and the
 * connected store, no network access from the page at all (it talks to the store through the
 * bridge), no plugins, no <base>, no form submission, no framing.
 */
export interface CspOptions {
  /** The connected store's origin, for product images; null when none is connected yet. */
  storeOrigin: string | null;
  /** Vite's dev server: its React refresh preamble is inline and its hot reload uses a WebSocket. */
  devServer?: string | null;
}

/**
 * An http(s) origin fit to put in the policy, or null. The value comes from settings files, the
 * command line and the environment; the URL parser alone would pass `https://a.test;script-src`
 * (a `;` is legal in its hosts) and turn the rest into a directive of its own.
 */
function cspOrigin(value: string | null | undefined): string | null {
  if (!value || /[\s;,'"]/.test(value)) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password || !isPlainHost(url.hostname)) return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy({ storeOrigin, devServer }: CspOptions): string {
  const store = cspOrigin(storeOrigin);
  const dev = cspOrigin(devServer);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // 'wasm-unsafe-eval': the barcode decoder is WebAssembly the app ships; it compiles no script text.
    dev ? ['script-src', "'self'", "'wasm-unsafe-eval'", "'unsafe-inline'"] : ['script-src', "'self'", "'wasm-unsafe-eval'"],
    ...(dev ? [['style-src', "'self'", "'unsafe-inline'"] as [string, ...string[]]] : []),
    ['img-src', "'self'", 'data:', ...(store ? [store] : [])],
    dev ? ['connect-src', "'self'", dev.replace(/^http/, 'ws')] : ['connect-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}
