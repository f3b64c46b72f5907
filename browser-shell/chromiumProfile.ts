import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Prefs = Record<string, unknown>;

const isObject = (value: unknown): value is Prefs => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the window's Chromium profile must never do for the app: offer to save a customer's
 * password (at a kiosk, the next customer would be offered it), sign in by itself with one, or
 * keep form entries for autofill.
 */
const NEVER_KEEP: Prefs = {
  credentials_enable_service: false,
  credentials_enable_autosignin: false,
  profile: { password_manager_enabled: false },
  autofill: { profile_enabled: false, credit_card_enabled: false },
};

function merged(into: Prefs, over: Prefs): Prefs {
  const out: Prefs = { ...into };
  for (const [key, value] of Object.entries(over)) out[key] = isObject(value) && isObject(out[key]) ? merged(out[key], value) : value;
  return out;
}

/**
 * Turns the password manager and autofill off in the profile at `profileDir`, before Chromium
 * starts with it: its `Default/Preferences` keeps everything else it holds (window places,
 * zoom), and a file Chromium could not read either is started afresh with these.
 */
export function keepNoPasswords(profileDir: string): void {
  const dir = join(profileDir, 'Default');
  const file = join(dir, 'Preferences');
  let prefs: Prefs = {};
  try {
    const read: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isObject(read)) prefs = read;
  } catch {
    // No profile yet, or one Chromium would reset anyway.
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(file, JSON.stringify(merged(prefs, NEVER_KEEP)), { mode: 0o600 });
}
