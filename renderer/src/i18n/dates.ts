import { intlTag } from '../../../contract/formats/intlTag';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * One format per language for the page's life: building an Intl.DateTimeFormat costs ~1 ms, and
 * ~14 ms the first time (the locale's data loads), measured on the cart's print stamp.
 */
function dateTimeFormat(language?: string | null): Intl.DateTimeFormat {
  const tag = intlTag(language);
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
    formats.set(tag, format);
  }
  return format;
}

/** Makes the date format ahead of the first date shown (an order, the cart's print stamp). */
export function prepareDateFormat(language?: string | null): void {
  dateTimeFormat(language);
}

/**
 * A date and time in the spec's layout (day, month name, year, 12-hour time) in the
 * buyer's language: '5 March 2025, 3:07 pm', '5 Mac 2025, 3:07 PTG', '5 Maret 2025, 3.07 pm'.
 * The parts are assembled by hand because Intl puts the month first for en-US and adds "at".
 * A language that writes the year first (Chinese: '2025年3月5日 下午3:07') keeps its own order,
 * the same facts in the form its readers know. `language` is a BCP 47 tag or a store locale.
 */
export function formatDateTime(value: string | Date, language?: string | null): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  const format = dateTimeFormat(language);
  const parts = format.formatToParts(date);
  const at = (type: Intl.DateTimeFormatPartTypes) => parts.findIndex((p) => p.type === type);
  if (at('year') < at('month')) return format.format(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts[at(type)]?.value ?? '';
  // The language's own mark between hours and minutes (Indonesian writes 3.07).
  const colon = parts[at('hour') + 1]?.type === 'literal' ? parts[at('hour') + 1]!.value : ':';
  const period = part('dayPeriod');
  const shownPeriod = /^[AP]M$/i.test(period) ? period.toLowerCase() : period;
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}${colon}${part('minute')}${shownPeriod ? ` ${shownPeriod}` : ''}`;
}
