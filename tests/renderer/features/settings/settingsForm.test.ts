import { describe, expect, it } from 'vitest';
import { settingReadAs, settingUnread, toPatch, toValues } from '../../../../renderer/src/features/settings/settingsForm';

const settings = { storeUrl: null, openAtLogin: { enabled: true, kiosk: false }, notifications: { enabled: true }, watchThresholdPercent: 5, kiosk: { enabled: false, idleMinutes: 10, largerText: true }, catalogueMaxAgeMinutes: 60, offlineCacheMB: 200, scanner: { minLength: 4, maxGapMs: 30 }, theme: 'dark' as const };

describe('settings form values', () => {
  it('round-trips the settings and sends an empty number as null, for the core to answer with its rule', () => {
    expect(toPatch(toValues(settings), 'en_US')).toEqual({
      openAtLogin: { enabled: true, kiosk: false }, notifications: { enabled: true }, watchThresholdPercent: 5, kiosk: { enabled: false, idleMinutes: 10, largerText: true }, catalogueMaxAgeMinutes: 60, offlineCacheMB: 200, scanner: { minLength: 4, maxGapMs: 30 }, theme: 'dark',
    });
    expect(toPatch({ ...toValues(settings), watchThresholdPercent: '１２' }, 'en_US').watchThresholdPercent).toBe(12);
    expect(toPatch({ ...toValues(settings), idleMinutes: '' }, 'en_US').kiosk?.idleMinutes).toBeNull();
    expect(toPatch({ ...toValues(settings), largerText: false }, 'en_US').kiosk?.largerText).toBe(false);
    expect(toPatch({ ...toValues(settings), scannerMinLength: 'six', scannerMaxGapMs: ' 12 ' }, 'en_US').scanner).toEqual({ minLength: null, maxGapMs: 12 });
  });

  it('reads a number as a quantity box does: full-width digits as an IME types them, the language’s group separators', () => {
    const patch = toPatch({ ...toValues(settings), idleMinutes: '１５', offlineCacheMB: '1,440', catalogueMaxAgeMinutes: '２０' }, 'en_US');
    expect(patch).toMatchObject({ kiosk: { idleMinutes: 15 }, offlineCacheMB: 1440, catalogueMaxAgeMinutes: 20 });
    expect(toPatch({ ...toValues(settings), offlineCacheMB: '1.440' }, 'id').offlineCacheMB).toBe(1440);
    // The field says what it understood when that was not typed as plain digits.
    expect(settingReadAs('１５', 'en_US')).toBe(15);
    expect(settingReadAs('15', 'en_US')).toBeNull();
  });

  it('names why text is no whole number, so its field is flagged and nothing is sent; a number or nothing typed is not flagged', () => {
    expect(settingUnread('１５分', 'en_US')).toBe('digits_only');
    expect(settingUnread('ten', 'en_US')).toBe('digits_only');
    expect(settingUnread(' 2.5 ', 'en_US')).toBe('fraction');
    expect(settingUnread('1.000', 'en_US')).toBe('ambiguous');
    expect(settingUnread('１０', 'en_US')).toBeNull();
    expect(settingUnread('', 'en_US')).toBeNull();
    expect(toPatch({ ...toValues(settings), idleMinutes: '2.5' }, 'en_US').kiosk?.idleMinutes).toBeNull();
  });
});
