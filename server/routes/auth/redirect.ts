/**
 * Where to send the user after login: only a path on this site (an open redirect would let a phishing link
 * bounce a fresh login to another host). Anything else becomes '/'.
 */
export function safeRedirect(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2083) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  const base = 'http://same.invalid';
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return '/';
    return `${url.pathname}${url.search}${url.hash}` || '/';
  } catch {
    return '/';
  }
}
