import {
  SETTINGS_KIOSK_KEPT_NOTICE,
  SETTINGS_NOT_OPENED_NOTICE,
  SETTINGS_RESET_NOTICE,
  defaultSettings,
  salvage,
  settingsSchema,
  writeThroughSettings,
  type Notice,
  type Settings,
  type SettingsStore,
} from './settings';
import { kioskInUnreadableText, decodeSettingsText, parseSettingsText } from './settings-text';

/** Where the settings file lives: `settings.json` in a folder (createFileSettings), or bytes in memory in tests. */
export interface SettingsSource {
  /** The file's bytes; null when there is no file yet. Throws when it is there but cannot be read. */
  read(): Uint8Array | null;
  /** Writes the whole file; throws when it could not (a full disk), leaving the old file as it was. */
  write(settings: Settings): void;
  /** Moves a file that is not JSON aside, as `settings.json.corrupt`, before a new one is written. */
  setAside(): void;
  /** Keeps a copy of a file with settings that had to be reset, before it is rewritten. */
  keepCopy?(): void;
}

const NOT_OPENED = new Error('the settings file could not be opened at start, so it is not overwritten');

/**
 * The settings at start. A bad settings file never stops the app and the user is told once (the
 * core's app:takeNotices). A setting that fails its schema falls back to its default on its own; a
 * file that is not JSON is set aside and started afresh; a file that cannot be opened at all is left
 * as it is and nothing is written this run. A kiosk stays a kiosk through all of it (fails closed):
 * the command line said so (`kiosk`), or the file may have.
 */
export function openSettings(source: SettingsSource, options: { kiosk?: boolean } = {}): SettingsStore & { notices: Notice[] } {
  const notices: Notice[] = [];
  let bytes: Uint8Array | null;
  try {
    bytes = source.read();
  } catch (error) {
    console.error('settings: the settings file could not be opened', error);
    notices.push(SETTINGS_NOT_OPENED_NOTICE);
    const locked = settingsSchema.parse({ kiosk: { enabled: true } });
    return writeThroughSettings(locked, () => { throw NOT_OPENED; }, notices);
  }
  if (bytes === null) return writeThroughSettings(defaultSettings(), (next) => source.write(next), notices);

  let raw: unknown;
  let parsed = true;
  try {
    raw = parseSettingsText(bytes);
  } catch {
    parsed = false;
  }

  if (parsed) {
    const { settings, damaged } = salvage(raw);
    if (damaged) {
      notices.push(SETTINGS_RESET_NOTICE);
      repair(() => {
        source.keepCopy?.();
        source.write(settings);
      });
    }
    return writeThroughSettings(settings, (next) => source.write(next), notices);
  }

  const settings = afterUnreadable(decodeSettingsText(bytes), options.kiosk ?? false);
  notices.push(settings.kiosk.enabled ? SETTINGS_KIOSK_KEPT_NOTICE : SETTINGS_RESET_NOTICE);
  repair(() => {
    source.setAside();
    source.write(settings);
  });
  return writeThroughSettings(settings, (next) => source.write(next), notices);
}

/** The fresh settings written over a file that is not JSON: the defaults, and the kiosk it may have been. */
function afterUnreadable(text: string, launchedAsKiosk: boolean): Settings {
  const kiosk = kioskInUnreadableText(text);
  const settings = defaultSettings();
  if (!kiosk.enabled && !launchedAsKiosk) return settings;
  settings.kiosk.enabled = true;
  const pin = settingsSchema.shape.kiosk.unwrap().shape.pin.safeParse(kiosk.pin ?? undefined);
  if (pin.success && pin.data !== undefined) settings.kiosk.pin = pin.data;
  const pinHash = settingsSchema.shape.kiosk.unwrap().shape.pinHash.safeParse(kiosk.pinHash ?? undefined);
  if (pin.data === undefined && pinHash.success && pinHash.data !== undefined) settings.kiosk.pinHash = pinHash.data;
  const storeUrl = settingsSchema.shape.storeUrl.safeParse(kiosk.storeUrl);
  if (storeUrl.success) settings.storeUrl = storeUrl.data;
  return settings;
}

function repair(step: () => void): void {
  try {
    step();
  } catch (error) {
    console.error('settings: could not keep the unreadable copy or rewrite the file', error);
  }
}
