/**
 * URL checks done with the WHATWG URL parser, never with string matching, so look-alike
 * hosts, odd schemes and embedded credentials are judged the way the network stack sees them.
 */
export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

const LOOPBACK_NAMES = new Set(['localhost', '[::1]']);

export function isLoopbackHost(hostname: string): boolean {
  if (LOOPBACK_NAMES.has(hostname.toLowerCase())) return true;
  // The parser has already normalised IPv4 forms (e.g. 2130706433) to dotted decimal.
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

function parse(input: string): URL | null {
  try {
    return new URL(input);
  } catch {
    return null;
  }
}

/** A scheme followed by something other than a port number: `https:`, `javascript:`, `file:`. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * The store address a buyer typed, as an origin. `shop.example.com` is taken as https
 * (`localhost:8787` as http).
 * Only https is accepted, except plain http on this computer (loopback) for a local store.
 */
export function normaliseStoreUrl(input: string): UrlCheck {
  const text = input.trim();
  const typedScheme = HAS_SCHEME.test(text);
  const url = parse(typedScheme ? text : `https://${text}`);
  if (!url || !url.hostname) return { ok: false, message: 'Enter a web address such as https://shop.example.com.' };
  // `localhost:8787` typed bare means the local (plain http) store on this computer.
  if (!typedScheme && isLoopbackHost(url.hostname)) url.protocol = 'http:';
  if (url.username || url.password) return { ok: false, message: 'The address must not contain a user name or password.' };
  if (url.protocol === 'https:') return { ok: true, url: url.origin };
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return { ok: true, url: url.origin };
  if (url.protocol === 'http:') return { ok: false, message: 'The store address must start with https://.' };
  return { ok: false, message: 'Only https:// store addresses can be used.' };
}

/** Links the app may hand to the operating system: https pages and mailto addresses. */
export function checkExternalUrl(input: string): UrlCheck {
  const url = parse(input.trim());
  if (!url) return { ok: false, message: 'This link is not a valid address.' };
  if (url.protocol === 'mailto:') return { ok: true, url: url.href };
  if (url.protocol !== 'https:') return { ok: false, message: 'Only https:// and email links can be opened.' };
  if (url.username || url.password) return { ok: false, message: 'Links with a user name or password are not opened.' };
  return { ok: true, url: url.href };
}
