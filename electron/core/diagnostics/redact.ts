/** What a diagnostics file must never carry: the buyer's identity, their addresses, anything that signs in, or a link to their orders (a screen path holds its token). */
const SECRET_KEY = /jar|pin|token|password|secret|cookie|session|email|e-mail|address|phone|buyer|customer|name|orderKeys|files|path/i;
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
/** A token, key or cookie in a URL or a header, as logs can hold them. */
const IN_TEXT = [
  /((?:token|reset_token|cart_token|order_token|key|sig|signature)=)[^&\s"']+/gi,
  /((?:cookie|set-cookie|authorization|x-xsrf-token):\s*)[^\n]+/gi,
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
