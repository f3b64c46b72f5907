import { coreText } from './language/core-text';
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

/** A DNS label as RFC 1123 and CSP's host-source allow it: letters, digits, inner hyphens. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const IPV6 = /^\[[0-9a-f:.]+\]$/i;

/**
 * Whether a parsed hostname is a plain host name (or IP address). The URL parser also accepts
 * `;`, `,`, `'`, `*` and the like in hosts; such an address names no store, and would carry
 * directives into the CSP header the store's origin is written into.
 */
export function isPlainHost(hostname: string): boolean {
  return IPV6.test(hostname) || hostname.split('.').every((label) => LABEL.test(label));
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
const NOT_AN_ADDRESS = () => coreText('address_invalid');

/**
 * The store address a buyer typed, as an origin. `shop.example.com` is taken as https
 * (`localhost:8787` as http).
 * Only https is accepted, except plain http on this computer (loopback) for a local store.
 */
export function normaliseStoreUrl(input: string): UrlCheck {
  const text = input.trim();
  const typedScheme = HAS_SCHEME.test(text);
  const url = parse(typedScheme ? text : `https://${text}`);
  if (!url || !url.hostname || !isPlainHost(url.hostname)) return { ok: false, message: NOT_AN_ADDRESS() };
  // `localhost:8787` typed bare means the local (plain http) store on this computer.
  if (!typedScheme && isLoopbackHost(url.hostname)) url.protocol = 'http:';
  if (url.username || url.password) return { ok: false, message: coreText('address_credentials') };
  if (url.protocol === 'https:') return { ok: true, url: url.origin };
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return { ok: true, url: url.origin };
  if (url.protocol === 'http:') return { ok: false, message: coreText('address_needs_https') };
  return { ok: false, message: coreText('address_https_only') };
}

/**
 * RFC 6068 lets a mailto: link set any header and more (cc, bcc, attach with some mail programs);
 * a link from the store keeps only what the buyer sees in the compose window anyway.
 */
const MAIL_FIELDS = new Set(['subject', 'body']);

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function checkMailto(url: URL): UrlCheck {
  const address = decoded(url.pathname);
  // An encoded line break in the address would start a header of its own.
  if (address === null || /\p{Cc}/u.test(address)) return { ok: false, message: coreText('link_mail_invalid') };
  const seen = new Set<string>();
  // Fields are kept as written: re-encoding would turn a `+` in the text into a space.
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((field) => {
      const name = decoded(field.split('=', 1)[0] ?? '')?.toLowerCase() ?? '';
      if (!MAIL_FIELDS.has(name) || seen.has(name)) return false;
      seen.add(name);
      return true;
    });
  return { ok: true, url: `mailto:${url.pathname}${kept.length > 0 ? `?${kept.join('&')}` : ''}` };
}

/** Links the app may hand to the operating system: https pages and mailto addresses. */
export function checkExternalUrl(input: string): UrlCheck {
  const url = parse(input.trim());
  if (!url) return { ok: false, message: coreText('link_invalid') };
  if (url.protocol === 'mailto:') return checkMailto(url);
  if (url.protocol !== 'https:') return { ok: false, message: coreText('link_scheme') };
  if (url.username || url.password) return { ok: false, message: coreText('link_credentials') };
  return { ok: true, url: url.href };
}
