import type { DesktopSettings, SettingsPatch, Theme } from '../../../../contract/schemas/desktop';
import { readQuantityText, type UnreadReason } from '../../lib/quantityText';

/** The form's values: minutes stay as typed, so the core can say what is wrong with them. */
export interface SettingsValues {
  openAtLogin: boolean;
  openInKiosk: boolean;
  notifications: boolean;
  watchThresholdPercent: string;
  kioskMode: boolean;
  largerText: boolean;
  idleMinutes: string;
  catalogueMaxAgeMinutes: string;
  offlineCacheMB: string;
  scannerMinLength: string;
  scannerMaxGapMs: string;
  theme: Theme;
}

export const toValues = (s: DesktopSettings): SettingsValues => ({
  openAtLogin: s.openAtLogin.enabled,
  openInKiosk: s.openAtLogin.kiosk,
  notifications: s.notifications.enabled,
  watchThresholdPercent: String(s.watchThresholdPercent),
  kioskMode: s.kiosk.enabled,
  largerText: s.kiosk.largerText,
  idleMinutes: String(s.kiosk.idleMinutes),
  catalogueMaxAgeMinutes: String(s.catalogueMaxAgeMinutes),
  offlineCacheMB: String(s.offlineCacheMB),
  scannerMinLength: String(s.scanner.minLength),
  scannerMaxGapMs: String(s.scanner.maxGapMs),
  theme: s.theme,
});

/** The settings the buyer types as whole numbers (percent, minutes, megabytes, characters, milliseconds). */
export type NumberSetting = 'watchThresholdPercent' | 'idleMinutes' | 'catalogueMaxAgeMinutes' | 'offlineCacheMB' | 'scannerMinLength' | 'scannerMaxGapMs';

/**
 * A number typed in a setting, read as a quantity box reads it (readQuantityText): ASCII or
 * full-width digits, the language's group separators ("1,440", "１０"). Empty goes as null, for the
 * core to answer with the field's rule; text that is no whole number is stopped at its field
 * before anything is sent (settingUnread).
 */
const settingNumber = (typed: string, language: string): number | null => {
  const found = readQuantityText(typed, language);
  return found.kind === 'number' ? found.value : null;
};

/** Why a setting's text is no whole number ("ten", "2.5", "1.000" in English), or null when it is one or empty. */
export function settingUnread(typed: string, language: string): UnreadReason | null {
  const found = readQuantityText(typed, language);
  return found.kind === 'unread' ? found.reason : null;
}

/** The number a setting's text was read as, when it was not typed as plain digits ("１０" is 10): the field says so. */
export function settingReadAs(typed: string, language: string): number | null {
  const found = readQuantityText(typed, language);
  return found.kind === 'number' && !found.plain ? found.value : null;
}

export const toPatch = (v: SettingsValues, language: string): SettingsPatch => ({
  openAtLogin: { enabled: v.openAtLogin, kiosk: v.openInKiosk },
  notifications: { enabled: v.notifications },
  watchThresholdPercent: settingNumber(v.watchThresholdPercent, language),
  kiosk: { enabled: v.kioskMode, largerText: v.largerText, idleMinutes: settingNumber(v.idleMinutes, language) },
  catalogueMaxAgeMinutes: settingNumber(v.catalogueMaxAgeMinutes, language),
  offlineCacheMB: settingNumber(v.offlineCacheMB, language),
  scanner: { minLength: settingNumber(v.scannerMinLength, language), maxGapMs: settingNumber(v.scannerMaxGapMs, language) },
  theme: v.theme,
});

/** The core's field names in a validation failure, as the form names them. */
export const FORM_FIELD: Record<string, keyof SettingsValues> = {
  watchThresholdPercent: 'watchThresholdPercent',
  'kiosk.idleMinutes': 'idleMinutes',
  catalogueMaxAgeMinutes: 'catalogueMaxAgeMinutes',
  offlineCacheMB: 'offlineCacheMB',
  'scanner.minLength': 'scannerMinLength',
  'scanner.maxGapMs': 'scannerMaxGapMs',
};
