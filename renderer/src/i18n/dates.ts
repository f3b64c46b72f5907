import { languageTag } from './language';

/**
 * 'day month year, 12-hour time' (spec 9), e.g. '5 March 2025, 3:07 pm', with the month name
 * and day period in the store's language. The parts are assembled by hand because Intl puts
 * the month first for en-US.
 */
export function formatDateTime(value: string | Date, storeLocale?: string | null): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  const format = new Intl.DateTimeFormat(languageTag(storeLocale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const period = part('dayPeriod').toLowerCase();
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}${period ? ` ${period}` : ''}`;
}
