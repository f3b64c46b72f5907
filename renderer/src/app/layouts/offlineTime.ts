/** "10:42" for data seen today, with the date for older data, in the app's locale. */
export function offlineTime(iso: string, locale: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const today = now.toDateString() === date.toDateString();
  return new Intl.DateTimeFormat(locale, today ? { hour: 'numeric', minute: '2-digit' } : { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
