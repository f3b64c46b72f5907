/**
 * The same e-mail check the store applies (Laravel's `email` rule as the reference storefront
 * implements it), so the screen never lets through what the store would refuse, nor the reverse.
 */
export function isEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || domain.length === 0 || domain.length > 254) return false;
  if (!/^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$/.test(local)) return false;
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && labels.every((label) => /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/.test(label));
}

/** What is sent for an e-mail: trimmed and lowercased. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
