import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, fromMinor, lineMinor, roundMoney, sumMoney, toMinor } from '../../../renderer/src/lib/money';

describe('toMinor / fromMinor', () => {
  it.each([
    [0, 0],
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [1.015, 102],
    [2.675, 268],
    [19.99, 1999],
    [-1.005, -101],
    [1234567.89, 123456789],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('toMinor(%s) = %s', (major, minor) => {
    expect(toMinor(major)).toBe(minor);
  });

  it('round-trips every cent of a price', () => {
    for (let cents = 0; cents <= 100_000; cents += 7) expect(toMinor(fromMinor(cents))).toBe(cents);
  });
});

describe('arithmetic in minor units', () => {
  it.each([
    [3, 1.005, 303],
    [3, 0.1, 30],
    [1000, 19.99, 1_999_000],
    [7, 0.07, 49],
  ])('%s x %s = %s minor', (qty, unit, minor) => {
    expect(lineMinor(qty, unit)).toBe(minor);
  });

  it('sums 0.1 + 0.2 to exactly 0.3', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
  });
});

describe('formatting', () => {
  it.each([
    [12.5, '12.50'],
    [0, '0.00'],
    [1.005, '1.01'],
    [-3.2, '-3.20'],
    [1000, '1000.00'],
  ])('formatAmount(%s) = %s', (major, text) => {
    expect(formatAmount(major)).toBe(text);
  });

  // Intl separates the sign from the figure with a no-break space: \s matches it.
  it.each([
    [1234.5, 'MYR', 'en', /^RM\s1,234\.50$/],
    [1234.5, 'MYR', 'ms_MY', /^RM\s1,234\.50$/],
    [1234.5, 'MYR', 'zh-Hans', /^RM\s1,234\.50$/],
    [1234.5, 'MYR', 'id', /^RM\s1\.234,50$/],
    [1234500, 'IDR', 'id_ID', /^Rp\s1\.234\.500$/],
    [1200, 'TWD', 'zh-Hant', /^NT\$1,200$/],
    [1200, 'TWD', 'en', /^NT\$1,200$/],
    [0.1 + 0.2, 'USD', 'en_US', /^\$0\.30$/],
    [-3.2, 'MYR', 'en', /^-RM\s3\.20$/],
  ])('formatMoney(%s, %s, %s) uses the currency sign and the language', (amount, currency, language, expected) => {
    expect(formatMoney(amount, currency, language)).toMatch(expected);
  });

  it('shows the cents of a whole-unit currency when the store sends them, never rounding money away', () => {
    expect(formatMoney(1234.5, 'IDR', 'id')).toMatch(/^Rp\s1\.234,50$/);
    expect(formatMoney(99.95, 'TWD', 'zh-Hant')).toBe('NT$99.95');
    expect(formatMoney(12, 'MYR', 'en')).toMatch(/^RM\s12\.00$/);
  });

  it('reads a language it cannot use as English', () => {
    expect(formatMoney(5, 'MYR', 'not a language!')).toMatch(/^RM\s5\.00$/);
    expect(formatMoney(5, 'MYR', null)).toMatch(/^RM\s5\.00$/);
  });

  it('falls back to amount and code for a currency Intl refuses', () => {
    expect(formatMoney(5, 'NOT-A-CODE', 'en_US')).toBe('5.00 NOT-A-CODE');
  });
});
