import { intlTag } from '../../../contract/formats/intlTag';

// Apart from dates.ts: only screens loaded later write a day alone, so the first screens' code does not carry it.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A day alone, short, for a table's column where the time of day tells the buyer nothing:
 * '15 Nov 2026', '15 Nov 2026' (ms), '2026年11月15日' (zh), in the order of formatDateTime.
 */
export function formatDay(value: string | Date, language?: string | null): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  const tag = intlTag(language);
  let format = dayFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric' });
    dayFormats.set(tag, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  if (parts.findIndex((p) => p.type === 'year') < parts.findIndex((p) => p.type === 'month')) return format.format(date);
  return `${part('day')} ${part('month')} ${part('year')}`;
}
