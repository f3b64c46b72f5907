import { describe, expect, it } from 'vitest';
import { toPatch, toValues } from './settingsForm';

describe('settings form values', () => {
  it('round-trips the settings and sends text that is no number as null, for the core to refuse', () => {
    const settings = { storeUrl: null, openAtLogin: { enabled: true, kiosk: false }, notifications: { enabled: true }, kiosk: { enabled: false, idleMinutes: 10 }, catalogueMaxAgeMinutes: 60, offlineCacheMB: 200, scanner: { minLength: 4, maxGapMs: 30 }, theme: 'dark' as const };
    expect(toPatch(toValues(settings))).toEqual({
      openAtLogin: { enabled: true, kiosk: false }, notifications: { enabled: true }, kiosk: { enabled: false, idleMinutes: 10 }, catalogueMaxAgeMinutes: 60, offlineCacheMB: 200, scanner: { minLength: 4, maxGapMs: 30 }, theme: 'dark',
    });
    expect(toPatch({ ...toValues(settings), idleMinutes: 'ten', catalogueMaxAgeMinutes: ' 2.5 ', offlineCacheMB: '1 GB' })).toMatchObject({ kiosk: { idleMinutes: null }, catalogueMaxAgeMinutes: 2.5, offlineCacheMB: null });
    expect(toPatch({ ...toValues(settings), idleMinutes: '' }).kiosk?.idleMinutes).toBeNull();
    expect(toPatch({ ...toValues(settings), scannerMinLength: 'six', scannerMaxGapMs: ' 12 ' }).scanner).toEqual({ minLength: null, maxGapMs: 12 });
  });
});
