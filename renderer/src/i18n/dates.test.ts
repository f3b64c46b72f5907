import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates';

describe('formatDateTime', () => {
  // Built from local parts so the assertion holds in any time zone the tests run in.
  const afternoon = new Date(2025, 2, 5, 15, 7);
  const morning = new Date(2024, 11, 31, 9, 30);

  it('writes day, month name, year and 12-hour time (spec 9)', () => {
    expect(formatDateTime(afternoon, 'en_US')).toBe('5 March 2025, 3:07 pm');
    expect(formatDateTime(morning, 'en_US')).toBe('31 December 2024, 9:30 am');
  });

  it('names the month in the store language', () => {
    expect(formatDateTime(afternoon, 'ms_MY')).toMatch(/^5 Mac 2025, 3:07/);
  });

  it('leaves text that is not a date as it is', () => {
    expect(formatDateTime('not a date', 'en_US')).toBe('not a date');
  });
});
