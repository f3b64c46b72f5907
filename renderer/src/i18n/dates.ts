import { languageTag } from './language';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One format per language for the page's life: building an Intl.DateTimeFormat costs ~1 ms, and
 * ~14 ms the first time (the locale's data loads), measured on the cart's print stamp.
 */
function dateTimeFormat(storeLocale?: string | null): Intl.DateTimeFormat {
  const tag = languageTag(storeLocale);
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
    formats.set(tag, format);
  }
  return format;
}

/** Makes the store's date format ahead of the first date shown (an order, the cart's print stamp). */
export function prepareDateFormat(storeLocale?: string | null): void {
  dateTimeFormat(storeLocale);
}

/**
 * 'day month year, 12-hour time' (spec 9), e.g. '5 March 2025, 3:07 pm', with the month name
 * and day period in the store's language. The parts are assembled by hand because Intl puts
 * the month first for en-US.
 */
export function formatDateTime(value: string | Date, storeLocale?: string | null): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  const parts = dateTimeFormat(storeLocale).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const period = part('dayPeriod').toLowerCase();
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}${period ? ` ${period}` : ''}`;
}
