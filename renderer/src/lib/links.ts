/**
 * Desktop buyers receive their activation and password-reset links in a mail client, not in
 * this app. These helpers take whatever they paste - the whole link (web, hash-router or
 * wholesaledesk:// form), a link mangled by the mail client, or just the token - and find
 * the token in it.
 */
export type LinkKind = 'reset' | 'activation';

export interface EmailLink {
  /** What the link is for; null when the paste is a bare token or a link to another screen. */
  kind: LinkKind | null;
  token: string;
}

/** Tokens are URL-safe; the store's contract caps them at 512 characters. */
const TOKEN = /^[A-Za-z0-9._~-]{8,512}$/;

/** Query parameters that carry the token, per kind, in order of preference. */
const PARAMS: Record<LinkKind, readonly string[]> = {
  reset: ['reset_token', 'token'],
  activation: ['token', 'activation_token'],
};

const PATHS: Record<LinkKind, RegExp> = {
  reset: /\/(?:reset-password|password\/reset)(?:\/|$)/i,
  activation: /\/activat(?:ion|e)(?:\/|$)/i,
};

/** Reads a pasted link or bare token; null when nothing in it looks like a token. */
export function parseEmailLink(pasted: string): EmailLink | null {
  const text = cleanPaste(pasted);
  if (text === '') return null;
  if (TOKEN.test(text)) return { kind: null, token: text };

  const url = toUrl(text);
  if (!url) return null;
  const { path, params } = routeOf(url);
  const kind = (Object.keys(PATHS) as LinkKind[]).find((k) => PATHS[k].test(path)) ?? null;

  const names = kind ? PARAMS[kind] : [...PARAMS.reset, ...PARAMS.activation];
  for (const name of names) {
    const value = params.get(name);
    if (value && TOKEN.test(value)) return { kind, token: value };
  }
  // Some stores put the token in the path: /activation/<token>.
  const last = path.split('/').filter(Boolean).pop() ?? '';
  if (kind && TOKEN.test(last) && !PATHS[kind].test(`/${last}`)) return { kind, token: last };
  return null;
}

/**
 * The token for `kind` from a paste, or null when there is none or the link is plainly for the
 * other purpose (an activation link pasted on the reset screen).
 */
export function extractToken(pasted: string, kind: LinkKind): string | null {
  const link = parseEmailLink(pasted);
  if (!link || (link.kind !== null && link.kind !== kind)) return null;
  return link.token;
}

/** Undoes what mail clients do to links: quoted-printable, wrapping, <brackets>, quotes, trailing punctuation. */
function cleanPaste(pasted: string): string {
  let text = pasted.trim();
  // Words separated by spaces are prose, not a wrapped link (links always hold '/', '?' or '=').
  if (/\s/.test(text) && !/[/?=]/.test(text)) return '';
  text = text.replace(/=\r?\n/g, ''); // quoted-printable soft line breaks
  if (/=3D/i.test(text)) text = text.replace(/=3D/gi, '=');
  text = text.replace(/\s+/g, ''); // links never contain white space; wrapped lines do
  text = text.replace(/^[<"'([]+/, '').replace(/[>"')\].,;:!]+$/, '');
  return text;
}

function toUrl(text: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `app://local${text.startsWith('/') || text.startsWith('#') || text.startsWith('?') ? '' : '/'}${text}`;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

/**
 * The route a link points at. Hash-router links (`/#/reset-password?reset_token=...`) keep it in
 * the fragment; custom-scheme links (`wholesaledesk://reset-password?...`) put the first segment in the host.
 */
function routeOf(url: URL): { path: string; params: URLSearchParams } {
  const params = new URLSearchParams(url.search);
  let path = url.pathname;
  if (!/^(https?|app):$/.test(url.protocol) && url.host) path = `/${url.host}${url.pathname}`;
  if (url.hash.startsWith('#/') || url.hash.startsWith('#?')) {
    const fragment = url.hash.slice(1);
    const q = fragment.indexOf('?');
    if (q >= 0) new URLSearchParams(fragment.slice(q + 1)).forEach((v, k) => params.set(k, v));
    const fragmentPath = q >= 0 ? fragment.slice(0, q) : fragment;
    if (fragmentPath.length > 1) path = fragmentPath;
  }
  return { path, params };
}
