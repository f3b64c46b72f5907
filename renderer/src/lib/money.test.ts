import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, fromMinor, lineMinor, roundMoney, sumMoney, toMinor } from './money';

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

  it('formats with the store locale and currency', () => {
    expect(formatMoney(1234.5, 'MYR', 'en_US')).toMatch(/^MYR\s1,234\.50$/);
    expect(formatMoney(0.1 + 0.2, 'USD', 'en_US')).toBe('$0.30');
    expect(formatMoney(1234.5, 'MYR', 'ms_MY')).toMatch(/^RM\s?1,234\.50$/);
  });

  it('falls back to amount and code for a currency Intl refuses', () => {
    expect(formatMoney(5, 'NOT-A-CODE', 'en_US')).toBe('5.00 NOT-A-CODE');
  });
});
