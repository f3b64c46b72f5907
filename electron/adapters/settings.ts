import type { SettingsStore } from '../core/deps';
import type { Notice } from '../core/settings';
import { openSettings, type SettingsSource } from '../core/settings-open';

/**
 * Where the settings file lives (electron-store in the app, an object in tests): its bytes, a
 * whole-file write that throws when the disk refuses it, and setting a file that is not JSON aside.
 */
export type SettingsBackend = SettingsSource;

/**
 * The core's SettingsStore over a backend, read as the core reads a settings file: with or
 * without a byte-order mark, bad settings reset one by one, and a kiosk kept a kiosk (`kiosk`: the
 * command line asked for one) even when the file cannot be read.
 */
export function createSettingsStore(backend: SettingsBackend, options: { kiosk?: boolean } = {}): SettingsStore & { notices: Notice[] } {
  return openSettings(backend, options);
}
