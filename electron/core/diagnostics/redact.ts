/** What a diagnostics file must never carry: the buyer's identity, their addresses, anything that signs in, or a link to their orders (a screen path holds its token). */
const SECRET_KEY = /jar|pin|token|password|secret|cookie|session|email|e-mail|address|phone|buyer|customer|name|orderKeys|files|path/i;
/** An e-mail as written, or percent-encoded in a URL (`mei%40shop.my`). */
const EMAIL = /[A-Z0-9._%+-]+(?:@|%40)[A-Z0-9.-]+\.[A-Z]{2,}/gi;
/** Names of values that sign in or say who a buyer is, in a query, a form or JSON. */
const SECRET_NAMES = '(?:[a-z_]*token|key|sig|signature|password|passwd|passcode|pass|pin|secret|email)';
/** A token, key, password or cookie in a URL, a form, JSON or a header, as logs can hold them; an order's token in its path. */
const IN_TEXT = [
  new RegExp(`((?<![a-z])${SECRET_NAMES}=)[^&\\s"']+`, 'gi'),
  new RegExp(`("${SECRET_NAMES}"\\s*:\\s*")(?:[^"\\\\]|\\\\.)*`, 'gi'),
  /((?:cookie|set-cookie|authorization|x-xsrf-token):\s*)[^\n]+/gi,
  /(\/(?:_api\/(?:ws\/)?)?orders?\/)(?!search\b|list\b)[^/?#\s"']{8,}/gi,
];
export const REDACTED = '[redacted]';

/** Text with e-mails, tokens in URLs and cookie or authorisation headers blotted out. */
export function redactText(text: string): string {
  let out = text.replace(EMAIL, REDACTED);
  for (const pattern of IN_TEXT) out = out.replace(pattern, `$1${REDACTED}`);
  return out;
}

/**
 * The settings as a diagnostics file shows them: every value under a key that may name a person,
 * an address or a secret is replaced, and e-mails, tokens and cookies in any other text are blotted out.
 */
export function redactValue(value: unknown, key = ''): unknown {
  if (key && SECRET_KEY.test(key) && value !== null && value !== undefined && typeof value !== 'boolean') return REDACTED;
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map((item) => redactValue(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v, k)]));
  }
  return value;
}
