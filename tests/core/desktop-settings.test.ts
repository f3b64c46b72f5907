import { describe, expect, it } from 'vitest';
import { createKioskLock, UNLOCK_TRIES, UNLOCK_WAIT_MS } from '../../electron/core/desktop-settings/kiosk-lock';
import { createCore } from '../../electron/core/index';
import { createMemorySettings } from '../../electron/core/settings';
import { testDeps } from './support/deps';

type Choice = { enabled: boolean; kiosk: boolean };

function core(options: { kiosk?: boolean; pin?: string; failLoginItems?: boolean } = {}) {
  const applied: Choice[] = [];
  const settings = createMemorySettings({ kiosk: { enabled: options.kiosk ?? false, idleMinutes: 10, pin: options.pin } });
  const deps = testDeps({
    settings,
    kiosk: options.kiosk,
    loginItems: {
      apply(choice) {
        if (options.failLoginItems) throw new Error('EACCES');
        applied.push(choice);
      },
    },
  });
  const created = createCore(deps);
  return { handlers: created.handlers, settings, applied, endSession: created.endSession };
}

describe('desktop settings (settings:*)', () => {
  it('saves a valid change and applies "open at login" through the login items', async () => {
    const { handlers, settings, applied } = core();
    const answer = await handlers['settings:update']({ openAtLogin: { enabled: true, kiosk: true }, kiosk: { idleMinutes: 15 }, catalogueMaxAgeMinutes: 120, offlineCacheMB: 500 });
    expect(answer).toMatchObject({ ok: true, data: { settings: { openAtLogin: { enabled: true, kiosk: true }, kiosk: { idleMinutes: 15 }, catalogueMaxAgeMinutes: 120, offlineCacheMB: 500 } } });
    expect(applied).toEqual([{ enabled: true, kiosk: true }]);
    expect(settings.get()).toMatchObject({ openAtLogin: { enabled: true, kiosk: true }, kiosk: { idleMinutes: 15 }, catalogueMaxAgeMinutes: 120, offlineCacheMB: 500 });

    await handlers['settings:update']({ notifications: { enabled: false } }); // no sign-in change: the item is left alone
    expect(applied).toHaveLength(1);
  });

  it('refuses a bad value with a message for its field and saves nothing, not even the good fields', async () => {
    const { handlers, settings, applied } = core();
    const before = settings.get();
    const answer = await handlers['settings:update']({ openAtLogin: { enabled: true }, kiosk: { idleMinutes: 0 }, catalogueMaxAgeMinutes: 4.5, offlineCacheMB: 0 });
    expect(answer).toEqual({
      ok: false,
      error: {
        kind: 'validation',
        message: 'Nothing was saved: check the settings marked below.',
        fields: {
          'kiosk.idleMinutes': ['Enter a whole number of minutes from 1 to 1,440.'],
          catalogueMaxAgeMinutes: ['Enter a whole number of minutes from 5 to 10,080.'],
          offlineCacheMB: ['Enter a whole number of megabytes from 1 to 100,000.'],
        },
      },
    });
    expect((await handlers['settings:update']({ kiosk: { idleMinutes: null } })).ok).toBe(false);
    expect(settings.get()).toEqual(before);
    expect(applied).toEqual([]);
  });

  it('saves nothing when the sign-in item cannot be written', async () => {
    const { handlers, settings } = core({ failLoginItems: true });
    const answer = await handlers['settings:update']({ openAtLogin: { enabled: true } });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'server', message: expect.stringContaining('Nothing was saved') } });
    expect(settings.get().openAtLogin.enabled).toBe(false);
  });

  it('keeps a kiosk locked until its PIN is given, and locks again when the session ends', async () => {
    const { handlers, settings, endSession } = core({ kiosk: true, pin: '4821' });
    expect(await handlers['settings:get']({})).toEqual({ ok: true, data: { settings: null, kioskActive: true, locked: true, canUnlock: true } });
    expect(await handlers['settings:update']({ kiosk: { enabled: false } })).toMatchObject({ ok: false, error: { kind: 'refused' } });
    expect(settings.get().kiosk.enabled).toBe(true);

    expect(await handlers['settings:unlock']({ pin: '1111' })).toMatchObject({ ok: false, error: { kind: 'validation', fields: { pin: ['That PIN is not right.'] } } });
    const unlocked = await handlers['settings:unlock']({ pin: '4821' });
    expect(unlocked).toMatchObject({ ok: true, data: { locked: false, settings: { kiosk: { enabled: true, idleMinutes: 10 } } } });
    expect(JSON.stringify(unlocked)).not.toContain('4821');

    endSession(); // the kiosk's idle logout
    expect(await handlers['settings:get']({})).toMatchObject({ ok: true, data: { locked: true, settings: null } });
  });

  it('cannot be unlocked on a kiosk without a PIN in the settings file', async () => {
    const { handlers } = core({ kiosk: true });
    expect(await handlers['settings:get']({})).toMatchObject({ ok: true, data: { locked: true, canUnlock: false } });
    expect(await handlers['settings:unlock']({ pin: '' })).toMatchObject({ ok: false, error: { kind: 'refused' } });
  });
});

describe('kiosk PIN throttle', () => {
  it('refuses every try, the right PIN too, for a minute after too many wrong ones', () => {
    let now = 0;
    const lock = createKioskLock({ kioskActive: true, pin: () => '4821', now: () => now });
    for (let i = 0; i < UNLOCK_TRIES; i += 1) expect(lock.unlock('0000')).toEqual({ ok: false, reason: 'wrong' });
    expect(lock.unlock('4821')).toEqual({ ok: false, reason: 'throttled', waitSeconds: 60 });
    now += UNLOCK_WAIT_MS;
    expect(lock.unlock('4821')).toEqual({ ok: true });
    expect(lock.locked()).toBe(false);
  });
});
