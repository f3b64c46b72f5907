import type { SettingsPatch } from '../../../contract/schemas/desktop';
import { CATALOGUE_MAX_AGE_MINUTES, IDLE_MINUTES, OFFLINE_CACHE_MB, SCANNER_MAX_GAP_MS, SCANNER_MIN_LENGTH, type Settings } from '../settings';
import { coreText } from '../language/core-text';
import { WATCH_THRESHOLD_PERCENT } from '../../../contract/schemas/watch';

export type PatchCheck = { ok: true; next: Settings } | { ok: false; fields: Record<string, string[]> };

const minutesMessage = (range: { min: number; max: number }) => coreText('settings_minutes_range', range);

const megabytesMessage = (range: { min: number; max: number }) => coreText('settings_megabytes_range', range);

const scannerLengthMessage = () => coreText('settings_characters_range', SCANNER_MIN_LENGTH);
const scannerGapMessage = () => coreText('settings_milliseconds_range', SCANNER_MAX_GAP_MS);

/** A number as typed (null: no number in the field): a whole number within the range, or null (minutes, megabytes, characters, milliseconds). */
function wholeMinutes(value: number | null, range: { min: number; max: number }): number | null {
  return value !== null && Number.isInteger(value) && value >= range.min && value <= range.max ? value : null;
}

/**
 * The settings after a patch from the settings screen, or a message for each field that is wrong;
 * with any field wrong nothing is applied, not even the good ones.
 */
export function applyPatch(current: Settings, patch: SettingsPatch): PatchCheck {
  const fields: Record<string, string[]> = {};
  const next: Settings = structuredClone(current);

  if (patch.openAtLogin) next.openAtLogin = { ...next.openAtLogin, ...patch.openAtLogin };
  if (patch.notifications) next.notifications = { ...patch.notifications };
  if (patch.watchThresholdPercent !== undefined) {
    const percent = wholeMinutes(patch.watchThresholdPercent, WATCH_THRESHOLD_PERCENT);
    if (percent === null) fields.watchThresholdPercent = [coreText('settings_percent_range', WATCH_THRESHOLD_PERCENT)];
    else next.watchThresholdPercent = percent;
  }
  if (patch.kiosk?.enabled !== undefined) next.kiosk.enabled = patch.kiosk.enabled;
  if (patch.kiosk?.largerText !== undefined) next.kiosk.largerText = patch.kiosk.largerText;
  if (patch.kiosk?.idleMinutes !== undefined) {
    const minutes = wholeMinutes(patch.kiosk.idleMinutes, IDLE_MINUTES);
    if (minutes === null) fields['kiosk.idleMinutes'] = [minutesMessage(IDLE_MINUTES)];
    else next.kiosk.idleMinutes = minutes;
  }
  if (patch.catalogueMaxAgeMinutes !== undefined) {
    const minutes = wholeMinutes(patch.catalogueMaxAgeMinutes, CATALOGUE_MAX_AGE_MINUTES);
    if (minutes === null) fields.catalogueMaxAgeMinutes = [minutesMessage(CATALOGUE_MAX_AGE_MINUTES)];
    else next.catalogueMaxAgeMinutes = minutes;
  }
  if (patch.offlineCacheMB !== undefined) {
    const megabytes = wholeMinutes(patch.offlineCacheMB, OFFLINE_CACHE_MB);
    if (megabytes === null) fields.offlineCacheMB = [megabytesMessage(OFFLINE_CACHE_MB)];
    else next.offlineCacheMB = megabytes;
  }
  if (patch.scanner?.minLength !== undefined) {
    const length = wholeMinutes(patch.scanner.minLength, SCANNER_MIN_LENGTH);
    if (length === null) fields['scanner.minLength'] = [scannerLengthMessage()];
    else next.scanner.minLength = length;
  }
  if (patch.scanner?.maxGapMs !== undefined) {
    const gap = wholeMinutes(patch.scanner.maxGapMs, SCANNER_MAX_GAP_MS);
    if (gap === null) fields['scanner.maxGapMs'] = [scannerGapMessage()];
    else next.scanner.maxGapMs = gap;
  }
  if (patch.theme) next.theme = patch.theme;
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, next };
}

/** True when the sign-in item must be written again (turned on or off, or kiosk start changed). */
export function loginItemChanged(before: Settings, after: Settings): boolean {
  return before.openAtLogin.enabled !== after.openAtLogin.enabled || before.openAtLogin.kiosk !== after.openAtLogin.kiosk;
}
