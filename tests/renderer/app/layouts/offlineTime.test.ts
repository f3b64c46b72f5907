import { describe, expect, it } from 'vitest';
import { offlineTime } from '../../../../renderer/src/app/layouts/offlineTime';

describe('the offline banner time', () => {
  const now = new Date(2026, 10, 24, 15, 0);
  it('says the time only for data seen today, in the app locale', () => {
    expect(offlineTime(new Date(2026, 10, 24, 10, 42).toISOString(), 'en-US', now)).toBe('10:42 AM');
  });
  it('adds the date for older data, and says nothing for a bad time', () => {
    expect(offlineTime(new Date(2026, 10, 20, 10, 42).toISOString(), 'en-US', now)).toMatch(/Nov 20, 2026/);
    expect(offlineTime('not a date', 'en-US', now)).toBe('');
  });
});
