import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../renderer/src/i18n/dates';
import { formatDay } from '../../../renderer/src/i18n/days';

describe('formatDateTime', () => {
  // Built from local parts so the assertion holds in any time zone the tests run in.
  const afternoon = new Date(2025, 2, 5, 15, 7);
  const morning = new Date(2024, 11, 31, 9, 30);

  it('writes day, month name, year and 12-hour time', () => {
    expect(formatDateTime(afternoon, 'en_US')).toBe('5 March 2025, 3:07 pm');
    expect(formatDateTime(morning, 'en_US')).toBe('31 December 2024, 9:30 am');
  });

  it('names the month in the store language', () => {
    expect(formatDateTime(afternoon, 'ms_MY')).toMatch(/^5 Mac 2025, 3:07/);
  });

  it.each([
    ['ms', '5 Mac 2025, 3:07 PTG'],
    ['id_ID', '5 Maret 2025, 3.07 pm'],
    ['id', '5 Maret 2025, 3.07 pm'],
    ['zh-Hans', '2025年3月5日 下午3:07'],
    ['zh-Hant', '2025年3月5日 下午3:07'],
    ['zh_TW', '2025年3月5日 下午3:07'],
    ['en', '5 March 2025, 3:07 pm'],
  ])('writes the same facts in %s as its readers write them: %s', (language, text) => {
    expect(formatDateTime(afternoon, language)).toBe(text);
  });

  it('writes midnight as 12 in the morning, in Chinese too', () => {
    expect(formatDateTime(new Date(2024, 11, 31, 0, 5), 'zh-Hant')).toBe('2024年12月31日 上午12:05');
    expect(formatDateTime(new Date(2024, 11, 31, 0, 5), 'en')).toBe('31 December 2024, 12:05 am');
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDateTime('not a date', 'en_US')).toBe('not a date');
  });
});

describe('the date format', () => {
  it('is built once per language, however many dates a screen shows', async () => {
    vi.resetModules();
    const Real = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        built += 1;
      }
    } as typeof Real;
    try {
      const { formatDateTime: format, prepareDateFormat } = await import('../../../renderer/src/i18n/dates');
      prepareDateFormat('en_US');
      for (let day = 1; day <= 20; day += 1) expect(format(new Date(2025, 2, day, 9, 30), 'en_US')).toBe(`${day} March 2025, 9:30 am`);
      format(new Date(2025, 2, 1), 'ms_MY');
      expect(built).toBe(2);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});

describe('formatDay', () => {
  it.each([
    ['en_US', '5 Mar 2025'],
    ['id', '5 Mar 2025'],
    ['zh-Hant', '2025年3月5日'],
  ])('writes a day alone, short, in %s: %s', (language, text) => {
    expect(formatDay(new Date(2025, 2, 5, 15, 7), language)).toBe(text);
  });
});
