import type { DesktopSettings, SettingsPatch, Theme } from '../../../../contract/schemas/desktop';

/** The form's values: minutes stay as typed, so the core can say what is wrong with them. */
export interface SettingsValues {
  openAtLogin: boolean;
  openInKiosk: boolean;
  notifications: boolean;
  kioskMode: boolean;
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
  kioskMode: s.kiosk.enabled,
  idleMinutes: String(s.kiosk.idleMinutes),
  catalogueMaxAgeMinutes: String(s.catalogueMaxAgeMinutes),
  offlineCacheMB: String(s.offlineCacheMB),
  scannerMinLength: String(s.scanner.minLength),
  scannerMaxGapMs: String(s.scanner.maxGapMs),
  theme: s.theme,
});

/**
 * Text that is not a number goes as null: the core answers it with the field's rule. Full-width
 * digits, as a Chinese input method types them, are plain digits here too.
 */
const minutes = (typed: string): number | null => {
  const plain = typed.normalize('NFKC');
  return /^\s*\d+(\.\d+)?\s*$/.test(plain) ? Number(plain) : null;
};

export const toPatch = (v: SettingsValues): SettingsPatch => ({
  openAtLogin: { enabled: v.openAtLogin, kiosk: v.openInKiosk },
  notifications: { enabled: v.notifications },
  kiosk: { enabled: v.kioskMode, idleMinutes: minutes(v.idleMinutes) },
  catalogueMaxAgeMinutes: minutes(v.catalogueMaxAgeMinutes),
  offlineCacheMB: minutes(v.offlineCacheMB),
  scanner: { minLength: minutes(v.scannerMinLength), maxGapMs: minutes(v.scannerMaxGapMs) },
  theme: v.theme,
});

/** The core's field names in a validation failure, as the form names them. */
export const FORM_FIELD: Record<string, keyof SettingsValues> = {
  'kiosk.idleMinutes': 'idleMinutes',
  catalogueMaxAgeMinutes: 'catalogueMaxAgeMinutes',
  offlineCacheMB: 'offlineCacheMB',
  'scanner.minLength': 'scannerMinLength',
  'scanner.maxGapMs': 'scannerMaxGapMs',
};
