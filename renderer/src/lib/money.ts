/**
 * Money as integer minor units (cents, sen). The store sends major units (12.5); every sum and
 * product is done on integers so 0.1 + 0.2 and 1.005 x 3 come out as a till would print them.
 */

const MINOR_PER_MAJOR = 100;

/**
 * Major to minor units. `x * 100` alone drifts (1.005 * 100 = 100.49999999999999), so the
 * product is first cut to 12 significant digits, which removes the binary noise but keeps
 * every real digit a price can have.
 */
export function toMinor(major: number): number {
  if (!Number.isFinite(major)) return 0;
  const scaled = Number((major * MINOR_PER_MAJOR).toPrecision(12));
  // Math.round rounds -0.5 toward +inf; rounding the magnitude keeps refunds symmetric.
  return Math.sign(scaled) * Math.round(Math.abs(scaled));
}

export function fromMinor(minor: number): number {
  return minor / MINOR_PER_MAJOR;
}

/** Rounds a major amount to 2 decimals the same way toMinor does. */
export function roundMoney(major: number): number {
  return fromMinor(toMinor(major));
}

/** quantity x unit price, in minor units. */
export function lineMinor(quantity: number, unitPrice: number): number {
  return quantity * toMinor(unitPrice);
}

/** Sum of major amounts without float drift, in major units. */
export function sumMoney(amounts: readonly number[]): number {
  let minor = 0;
  for (const amount of amounts) minor += toMinor(amount);
  return fromMinor(minor);
}

/** '12.5' -> '12.50': a plain 2-decimal figure for texts that print the currency code after it. */
export function formatAmount(major: number): string {
  const minor = toMinor(major);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / MINOR_PER_MAJOR)}.${String(abs % MINOR_PER_MAJOR).padStart(2, '0')}`;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** The store's locale is 'en_US' style; Intl wants 'en-US'. */
export function toBcp47(locale: string | null | undefined): string {
  return (locale || 'en_US').replace('_', '-');
}

function formatterFor(currency: string, locale: string): Intl.NumberFormat | null {
  const key = `${locale}|${currency}`;
  const cached = formatters.get(key);
  if (cached) return cached;
  try {
    const made = new Intl.NumberFormat(toBcp47(locale), {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, made);
    return made;
  } catch {
    // An unknown currency code or locale must not break a price: fall back to '12.50 XYZ'.
    return null;
  }
}

/**
 * Makes the store's money format ahead of the first price: building an Intl.NumberFormat loads the
 * locale's data, ~10 ms the first time, which would otherwise fall on the first screen with prices.
 */
export function prepareMoneyFormat(currency: string, locale = 'en_US'): void {
  formatterFor(currency, locale);
}

/** A price in the store's locale and currency, e.g. formatMoney(12.5, 'MYR', 'en_US') -> 'MYR 12.50'. */
export function formatMoney(amount: number, currency: string, locale = 'en_US'): string {
  const rounded = roundMoney(amount);
  const formatter = formatterFor(currency, locale);
  return formatter ? formatter.format(rounded) : `${formatAmount(rounded)} ${currency}`.trim();
}
