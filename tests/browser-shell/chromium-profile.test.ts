import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keepNoPasswords } from '../../browser-shell/chromiumProfile';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const profile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'chromium-profile-'));
  dirs.push(dir);
  return dir;
};
const prefsOf = (dir: string) => JSON.parse(readFileSync(join(dir, 'Default', 'Preferences'), 'utf8')) as Record<string, Record<string, unknown>>;

describe("the browser shell's Chromium profile", () => {
  it('never offers to save a password, never signs in by itself and keeps no autofill, from the first start', () => {
    const dir = profile();
    keepNoPasswords(dir);
    const prefs = prefsOf(dir);
    expect(prefs.credentials_enable_service).toBe(false);
    expect(prefs.credentials_enable_autosignin).toBe(false);
    expect(prefs.profile).toEqual({ password_manager_enabled: false });
    expect(prefs.autofill).toEqual({ profile_enabled: false, credit_card_enabled: false });
  });

  it('turns the password manager off in a profile that had it on, keeping what else the profile holds', () => {
    const dir = profile();
    mkdirSync(join(dir, 'Default'));
    writeFileSync(join(dir, 'Default', 'Preferences'), JSON.stringify({ credentials_enable_service: true, profile: { password_manager_enabled: true, name: 'Person 1' }, partition: { zoom: 1.25 } }));
    keepNoPasswords(dir);
    const prefs = prefsOf(dir);
    expect(prefs.credentials_enable_service).toBe(false);
    expect(prefs.profile).toEqual({ password_manager_enabled: false, name: 'Person 1' });
    expect(prefs.partition).toEqual({ zoom: 1.25 });
  });

  it('starts a Preferences file Chromium could not read afresh', () => {
    const dir = profile();
    mkdirSync(join(dir, 'Default'));
    writeFileSync(join(dir, 'Default', 'Preferences'), '{"cut off');
    keepNoPasswords(dir);
    expect(prefsOf(dir).credentials_enable_service).toBe(false);
  });
});
