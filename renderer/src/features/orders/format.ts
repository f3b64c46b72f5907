import { toBcp47 } from '../../lib/money';

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
