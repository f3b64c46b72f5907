import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createKioskLock, UNLOCK_MAX_WAIT_MS, UNLOCK_TRIES, UNLOCK_WAIT_MS, unlockWait } from '../../electron/core/desktop-settings/kiosk-lock';
import { hashPin } from '../../electron/core/desktop-settings/kiosk-pin';
import { createCore, createFileSettings } from '../../electron/core/index';
import { createMemorySettings } from '../../electron/core/settings';
import { eventsNamed, testDeps } from './support/deps';

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
  return { handlers: created.handlers, settings, applied, endSession: created.endSession, events: deps.events };
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

  it('keeps the barcode scanner thresholds the detector reads, and refuses a bad one by its field, saving nothing', async () => {
    const { handlers, settings } = core();
    expect(await handlers['app:scanner']({})).toMatchObject({ ok: true, data: { minLength: 4, maxGapMs: 30 } });
    const before = settings.get();
    for (const scanner of [{ minLength: 2 }, { minLength: 65 }, { minLength: 6.5 }, { minLength: null }, { maxGapMs: 4 }, { maxGapMs: 61 }, { maxGapMs: null }]) {
      const answer = await handlers['settings:update']({ scanner, catalogueMaxAgeMinutes: 120 });
      const field = 'minLength' in scanner ? 'scanner.minLength' : 'scanner.maxGapMs';
      const message = field === 'scanner.minLength' ? 'Enter a whole number of characters from 3 to 64.' : 'Enter a whole number of milliseconds from 5 to 60.';
      expect(answer, JSON.stringify(scanner)).toEqual({ ok: false, error: { kind: 'validation', message: 'Nothing was saved: check the settings marked below.', fields: { [field]: [message] } } });
    }
    expect(settings.get()).toEqual(before);

    const saved = await handlers['settings:update']({ scanner: { minLength: 8, maxGapMs: 12 } });
    expect(saved).toMatchObject({ ok: true, data: { settings: { scanner: { minLength: 8, maxGapMs: 12 } } } });
    expect(await handlers['app:scanner']({})).toMatchObject({ ok: true, data: { minLength: 8, maxGapMs: 12 } });
  });

  it('keeps the watch\'s price threshold (5 % unless changed) and refuses one that is no whole percent from 1 to 100', async () => {
    const { handlers, settings } = core();
    expect(await handlers['settings:get']({})).toMatchObject({ ok: true, data: { settings: { watchThresholdPercent: 5 } } });
    const before = settings.get();
    for (const watchThresholdPercent of [0, 101, 2.5, null]) {
      const answer = await handlers['settings:update']({ watchThresholdPercent });
      expect(answer, String(watchThresholdPercent)).toMatchObject({ ok: false, error: { fields: { watchThresholdPercent: ['Enter a whole percent from 1 to 100.'] } } });
    }
    expect(settings.get()).toEqual(before);
    expect(await handlers['settings:update']({ watchThresholdPercent: 12 })).toMatchObject({ ok: true, data: { settings: { watchThresholdPercent: 12 } } });
    expect(settings.get().watchThresholdPercent).toBe(12);
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

  it('turns a kiosk\'s "Larger text and buttons" off and on again, and tells the page each time it changed', async () => {
    const { handlers, settings, events } = core({ kiosk: true, pin: '4821' });
    expect(await handlers['settings:unlock']({ pin: '4821' })).toMatchObject({ ok: true, data: { settings: { kiosk: { largerText: true } } } });
    expect(await handlers['counter:status']({})).toMatchObject({ ok: true, data: { largerText: true } });

    expect(await handlers['settings:update']({ kiosk: { largerText: false } })).toMatchObject({ ok: true, data: { settings: { kiosk: { largerText: false } } } });
    expect(settings.get().kiosk.largerText).toBe(false);
    expect(await handlers['counter:status']({})).toMatchObject({ ok: true, data: { largerText: false } });
    await handlers['settings:update']({ kiosk: { largerText: false }, catalogueMaxAgeMinutes: 120 }); // no change: nothing to tell
    await handlers['settings:update']({ kiosk: { largerText: true } });
    expect(eventsNamed(events, 'counter:changed').map((e) => e.payload)).toEqual([{ largerText: false }, { largerText: true }]);
  });

  it('says no larger text outside a kiosk, whatever the setting', async () => {
    const { handlers, events } = core();
    await handlers['settings:update']({ kiosk: { largerText: true } });
    expect(await handlers['counter:status']({})).toMatchObject({ ok: true, data: { largerText: false } });
    expect(eventsNamed(events, 'counter:changed')).toEqual([]);
  });

  it('cannot be unlocked on a kiosk without a PIN in the settings file', async () => {
    const { handlers } = core({ kiosk: true });
    expect(await handlers['settings:get']({})).toMatchObject({ ok: true, data: { locked: true, canUnlock: false } });
    expect(await handlers['settings:unlock']({ pin: '' })).toMatchObject({ ok: false, error: { kind: 'refused' } });
  });
});

describe('kiosk PIN throttle', () => {
  const PIN_4821 = hashPin('4821');
  const wrongTimes = (lock: ReturnType<typeof createKioskLock>, times: number) => {
    for (let i = 0; i < times; i += 1) expect(lock.unlock('0000')).toEqual({ ok: false, reason: 'wrong' });
  };

  it('lets four wrong PINs pass and waits a minute from the fifth, as the kiosk promises', () => {
    const lock = createKioskLock({ kioskActive: true, pinHash: () => PIN_4821, now: () => 0 });
    wrongTimes(lock, 4);
    expect(lock.unlock('4821')).toEqual({ ok: true });
    lock.lock();
    wrongTimes(lock, 5);
    expect(lock.unlock('4821')).toEqual({ ok: false, reason: 'throttled', waitSeconds: 60 });
  });

  it('refuses every try, the right PIN too, for a minute after too many wrong ones', () => {
    let now = 0;
    const lock = createKioskLock({ kioskActive: true, pinHash: () => PIN_4821, now: () => now });
    wrongTimes(lock, UNLOCK_TRIES);
    expect(lock.unlock('4821')).toEqual({ ok: false, reason: 'throttled', waitSeconds: 60 });
    now += UNLOCK_WAIT_MS;
    expect(lock.unlock('4821')).toEqual({ ok: true });
    expect(lock.locked()).toBe(false);
  });

  it('doubles the wait with each further wrong PIN, up to an hour, and forgives only the right PIN', () => {
    let now = 1_000_000;
    const lock = createKioskLock({ kioskActive: true, pinHash: () => PIN_4821, now: () => now });
    wrongTimes(lock, UNLOCK_TRIES);
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const answer = lock.unlock('4821');
      waits.push(answer.ok ? 0 : (answer.waitSeconds ?? 0));
      now += waits.at(-1)! * 1000;
      wrongTimes(lock, 1);
    }
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(unlockWait(UNLOCK_TRIES + 100)).toBe(UNLOCK_MAX_WAIT_MS);
    now += UNLOCK_MAX_WAIT_MS;
    expect(lock.unlock('4821')).toEqual({ ok: true });
    wrongTimes(lock, UNLOCK_TRIES - 1); // the count started again
    expect(lock.unlock('0000')).toEqual({ ok: false, reason: 'wrong' });
    expect(lock.unlock('4821')).toMatchObject({ reason: 'throttled', waitSeconds: 60 });
  });

  it('keeps the count and the wait across a restart of the app (in the settings file)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kiosk-pin-'));
    try {
      createFileSettings(dir).set({ storeUrl: null, kiosk: { enabled: true, idleMinutes: 10, pin: '4821' } });
      const start = () => createCore(testDeps({ settings: createFileSettings(dir), kiosk: true }));
      const first = start();
      for (let i = 0; i < UNLOCK_TRIES; i += 1) await first.handlers['settings:unlock']({ pin: '0000' });
      first.dispose();

      const second = start(); // the app restarted: still waiting, the right PIN refused too
      expect(await second.handlers['settings:unlock']({ pin: '4821' })).toMatchObject({ ok: false, error: { kind: 'refused', message: expect.stringMatching(/^Too many wrong PINs\. Try again in (59|60) seconds\.$/) } });
      second.dispose();

      // The minute has passed; the count has not: one more wrong PIN after a restart earns two minutes.
      createFileSettings(dir).set({ kioskUnlock: { failures: UNLOCK_TRIES, lockedUntil: Date.now() - 1 } });
      const third = start();
      expect(await third.handlers['settings:unlock']({ pin: '0000' })).toMatchObject({ ok: false, error: { kind: 'validation' } });
      expect(await third.handlers['settings:unlock']({ pin: '4821' })).toMatchObject({ ok: false, error: { message: 'Too many wrong PINs. Try again in 2 minutes.' } });
      third.dispose();
      expect(createFileSettings(dir).get().kioskUnlock.failures).toBe(UNLOCK_TRIES + 1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never waits longer than the count earns, even when the clock was set back', () => {
    const state = { failures: UNLOCK_TRIES, lockedUntil: 10 * UNLOCK_MAX_WAIT_MS };
    const lock = createKioskLock({ kioskActive: true, pinHash: () => PIN_4821, now: () => 0, state: { get: () => state, set: () => undefined } });
    expect(lock.unlock('4821')).toEqual({ ok: false, reason: 'throttled', waitSeconds: 60 });
  });
});

describe('a settings change on a full disk', () => {
  it('is reported as not saved, and the screen and the file keep the old values', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'settings-full-'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      createFileSettings(dir).set({ catalogueMaxAgeMinutes: 60 });
      let full = false;
      const settings = createFileSettings(dir, {
        writeFile: (path, text) => {
          if (full) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
          writeFileSync(path, text);
        },
      });
      const applied: Choice[] = [];
      const created = createCore(testDeps({ settings, loginItems: { apply: (choice) => void applied.push(choice) } }));
      full = true;
      const answer = await created.handlers['settings:update']({ catalogueMaxAgeMinutes: 120, openAtLogin: { enabled: true } });
      expect(answer).toEqual({ ok: false, error: { kind: 'server', message: expect.stringContaining('Nothing was saved') } });
      expect(await created.handlers['settings:get']({})).toMatchObject({ ok: true, data: { settings: { catalogueMaxAgeMinutes: 60, openAtLogin: { enabled: false } } } });
      expect(applied).toEqual([{ enabled: true, kiosk: false }, { enabled: false, kiosk: false }]); // the sign-in item put back
      expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8')).catalogueMaxAgeMinutes).toBe(60);
      expect(readdirSync(dir)).toEqual(['settings.json']);
      created.dispose();
    } finally {
      error.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
