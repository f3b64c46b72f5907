import { intlTag } from './intlTag';

/**
 * Money for both sides of the bridge: the window's prices and documents, and anything the main
 * process writes (notifications, menus). Pure: no DOM, no Node.
 *
 * Amounts are integer minor units (cents, sen) for every sum and product. The store sends major
 * units (12.5) with at most 2 decimals; integers make 0.1 + 0.2 and 1.005 x 3 come out as a till
 * would print them.
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

/** '12.5' -> '12.50': a plain 2-decimal figure, for a currency Intl does not know. */
export function formatAmount(major: number): string {
  const minor = toMinor(major);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / MINOR_PER_MAJOR)}.${String(abs % MINOR_PER_MAJOR).padStart(2, '0')}`;
}

/**
 * Currencies whose prices are written in whole units though ISO gives them cents: Taiwan prices
 * in whole dollars (NT$1,200), Indonesia in whole rupiah. An amount the store sends with cents
 * still shows them: money is never rounded away on screen.
 */
const WHOLE_UNIT_CURRENCIES = new Set(['IDR', 'TWD']);

/** The dollar sign alone is US dollars; any other dollar is named (NT$, HK$, S$...). */
const SHARED_SIGN = '$';
const SHARED_SIGN_OWNER = 'USD';

interface MoneyFormat {
  format: Intl.NumberFormat;
  /** Replaces the narrow sign where that sign alone would read as another currency. */
  sign: string | null;
}

const formats = new Map<string, MoneyFormat | null>();

function signOf(language: string, currency: string, display: 'narrowSymbol' | 'symbol'): string {
  const parts = new Intl.NumberFormat(language, { style: 'currency', currency, currencyDisplay: display }).formatToParts(1);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** The sign a buyer reads as this currency: the narrow one (RM, Rp), unless another currency shares it. */
function unambiguousSign(language: string, currency: string): string | null {
  if (signOf(language, currency, 'narrowSymbol') !== SHARED_SIGN || currency === SHARED_SIGN_OWNER) return null;
  const own = signOf(language, currency, 'symbol');
  return own !== SHARED_SIGN ? own : signOf('en', currency, 'symbol');
}

function moneyFormat(currency: string, language: string, digits: number | null): MoneyFormat | null {
  const key = `${language}|${currency}|${digits ?? ''}`;
  if (formats.has(key)) return formats.get(key) ?? null;
  let made: MoneyFormat | null;
  try {
    const format = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      ...(digits === null ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    });
    made = { format, sign: unambiguousSign(language, currency) };
  } catch {
    // An unknown currency code must not break a price: it is written '12.50 XYZ'.
    made = null;
  }
  formats.set(key, made);
  return made;
}

/** How many decimals this amount is written with in this currency (see WHOLE_UNIT_CURRENCIES). */
function decimalsOf(minor: number, currency: string, language: string): number | null {
  const standard = moneyFormat(currency, language, null);
  if (!standard) return null;
  const usual = WHOLE_UNIT_CURRENCIES.has(currency) ? 0 : standard.format.resolvedOptions().maximumFractionDigits ?? 2;
  return minor % MINOR_PER_MAJOR === 0 ? usual : Math.max(usual, 2);
}

/**
 * Makes the store's money format ahead of the first price: building an Intl.NumberFormat loads the
 * language's data, ~10 ms the first time, which would otherwise fall on the first screen with prices.
 */
export function prepareMoneyFormat(currency: string, language?: string | null): void {
  const tag = intlTag(language);
  moneyFormat(currency, tag, decimalsOf(100, currency, tag));
}

/**
 * A price in the buyer's language and the store's currency: 'RM 1,234.50' (en, ms), 'Rp 1.234.500'
 * (id), 'NT$1,200' (zh-Hant). `language` is a BCP 47 tag or a store locale ('ms_MY').
 */
export function formatMoney(amount: number, currency: string, language?: string | null): string {
  const minor = toMinor(amount);
  const tag = intlTag(language);
  const made = moneyFormat(currency, tag, decimalsOf(minor, currency, tag));
  if (!made) return `${formatAmount(fromMinor(minor))} ${currency}`.trim();
  const major = fromMinor(minor);
  if (!made.sign) return made.format.format(major);
  const sign = made.sign;
  return made.format
    .formatToParts(major)
    .map((part) => (part.type === 'currency' ? sign : part.value))
    .join('');
}
