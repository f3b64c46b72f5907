import { describe, expect, it } from 'vitest';
import { readWholeNumber } from '../../contract/formats/wholeNumber';

describe('readWholeNumber', () => {
  it.each([
    ['1000', 'id', 1000],
    ['1.000', 'id', 1000],
    ['1.000.000', 'id_ID', 1_000_000],
    ['1.000,00', 'id', 1000],
    ['12,00', 'id', 12],
    ['1,000', 'en', 1000],
    ['1,000', 'ms_MY', 1000],
    ['1,000.00', 'en_US', 1000],
    ['12.00', 'en', 12],
    ['1,200', 'zh-Hant', 1200],
    ['１，２００', 'zh-Hans', 1200],
    ['１２', 'zh-Hant', 12],
    ['1 000', 'id', 1000],
    ['1\u00a0000', 'en', 1000],
    [' 24 ', 'en', 24],
    ['0', 'en', 0],
  ])('reads %j in %s as %s', (text, language, value) => {
    expect(readWholeNumber(text, language)).toBe(value);
  });

  it.each([
    // Read the other way these are a thousand or one: the buyer is asked instead.
    ['1.000', 'en'],
    ['1,000', 'id'],
    // Fractions, bad grouping, mixed separators and words are no count.
    ['1.5', 'en'],
    ['1,5', 'id'],
    ['1,00,000', 'en'],
    ['10,0000', 'en'],
    ['1.000', 'zh-Hant'],
    ['1,000 000', 'en'],
    ['-5', 'en'],
    ['six', 'en'],
    ['', 'en'],
    ['12 pcs', 'en'],
    ['99999999999999999999', 'en'],
  ])('refuses %j in %s', (text, language) => {
    expect(readWholeNumber(text, language)).toBeNull();
  });

  it('reads a language it does not know as English', () => {
    expect(readWholeNumber('1,000', 'not a language!')).toBe(1000);
    expect(readWholeNumber('1,000', undefined)).toBe(1000);
  });
});
