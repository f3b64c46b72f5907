import { roundMoney, toBcp47 } from '../../lib/money';

const numberFormats = new Map<string, Intl.NumberFormat>();

function amountFormat(locale: string): Intl.NumberFormat {
  const tag = toBcp47(locale);
  let format = numberFormats.get(tag);
  if (!format) {
    try {
      format = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      format = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    numberFormats.set(tag, format);
  }
  return format;
}

/** The order list's total: the amount in the store's locale, then the currency code ('1,234.50 MYR', spec 2). */
export function amountThenCurrency(amount: number, currency: string, locale: string): string {
  return `${amountFormat(locale).format(roundMoney(amount))} ${currency}`.trim();
}

/** A tax rate as the store sends it (0.06) shown as a percentage figure ('6'), at most 2 decimals. */
export function ratePercent(rate: number, locale: string): string {
  try {
    return new Intl.NumberFormat(toBcp47(locale), { maximumFractionDigits: 2 }).format(Number((rate * 100).toPrecision(12)));
  } catch {
    return String(Number((rate * 100).toFixed(2)));
  }
}

/** Only https tracking pages are offered as links (the core checks again before opening). */
export function safeTrackingUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
