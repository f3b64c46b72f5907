/**
 * The language a number, price or date is written in, as Intl wants it. Callers may hold a store
 * locale ('id_ID'), a BCP 47 tag ('zh-Hant') or nothing yet; a tag Intl refuses reads as English,
 * so a strange store setting never breaks a price.
 */
export function intlTag(language: string | null | undefined): string {
  const tag = (language ?? '').trim().replace(/_/g, '-');
  if (!tag) return 'en';
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? 'en';
  } catch {
    return 'en';
  }
}
