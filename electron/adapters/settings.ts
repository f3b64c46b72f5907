import { SETTINGS_RESET_NOTICE, salvage, settingsSchema, writeThroughSettings, type Settings } from '../core/settings';
import type { SettingsStore } from '../core/deps';

/**
 * Where the settings object lives (electron-store in the app, an object in tests).
 * `read` throws when the file cannot be parsed; `quarantine` moves such a file aside.
 */
export interface SettingsBackend {
  read(): unknown;
  write(settings: Settings): void;
  quarantine(): void;
}

/**
 * The core's SettingsStore over a backend. A bad settings file never stops the app: a file that
 * cannot be read is set aside and a setting that fails its schema falls back to its default on its
 * own; either way the app starts and the user is told once (through the core's app:takeNotices).
 */
export function createSettingsStore(backend: SettingsBackend): SettingsStore & { notices: string[] } {
  const notices: string[] = [];
  let raw: unknown;
  let unreadable = false;
  try {
    raw = backend.read();
  } catch {
    unreadable = true;
  }
  const { settings, damaged } = unreadable ? { settings: settingsSchema.parse({}), damaged: true } : salvage(raw);

  if (damaged) {
    notices.push(SETTINGS_RESET_NOTICE);
    try {
      if (unreadable) backend.quarantine();
      backend.write(settings);
    } catch (error) {
      console.error('settings: could not repair the settings file', error);
    }
  }

  return writeThroughSettings(settings, (next) => backend.write(next), notices);
}
