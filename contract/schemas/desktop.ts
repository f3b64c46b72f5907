import { z } from 'zod';

/** Light, dark, or as the system says (the default). */
export const themeSchema = z.enum(['system', 'light', 'dark']);
export type Theme = z.infer<typeof themeSchema>;

/** The desktop settings the settings screen shows; the kiosk PIN never leaves the core. */
const desktopSettingsSchema = z.object({
  storeUrl: z.string().nullable(),
  openAtLogin: z.object({ enabled: z.boolean(), kiosk: z.boolean() }),
  notifications: z.object({ enabled: z.boolean() }),
  watchThresholdPercent: z.number(),
  /** `largerText`: "Larger text and buttons" at a kiosk, on unless turned off. */
  kiosk: z.object({ enabled: z.boolean(), idleMinutes: z.number(), largerText: z.boolean() }),
  catalogueMaxAgeMinutes: z.number(),
  offlineCacheMB: z.number(),
  scanner: z.object({ minLength: z.number(), maxGapMs: z.number() }),
  theme: themeSchema,
});
export type DesktopSettings = z.infer<typeof desktopSettingsSchema>;

/** What `settings:get` answers: the values unless a kiosk keeps them locked. */
export const settingsViewSchema = z.object({
  /** Null while locked. */
  settings: desktopSettingsSchema.nullable(),
  /** This run is a kiosk: the settings are locked until the kiosk PIN is given. */
  kioskActive: z.boolean(),
  locked: z.boolean(),
  /** A kiosk PIN is set in the settings file (without one a kiosk's settings cannot be opened here). */
  canUnlock: z.boolean(),
});
export type SettingsView = z.infer<typeof settingsViewSchema>;

/** Minutes as typed; null when the field holds no number. The core says what is wrong with them. */
const typedMinutes = z.number().nullable();

/** A change to some settings: unknown keys refused; ranges are checked by the core, field by field. */
export const settingsPatchSchema = z.strictObject({
  openAtLogin: z.strictObject({ enabled: z.boolean().optional(), kiosk: z.boolean().optional() }).optional(),
  notifications: z.strictObject({ enabled: z.boolean() }).optional(),
  /** The watch's price threshold, whole percent as typed. */
  watchThresholdPercent: typedMinutes.optional(),
  kiosk: z.strictObject({ enabled: z.boolean().optional(), idleMinutes: typedMinutes.optional(), largerText: z.boolean().optional() }).optional(),
  catalogueMaxAgeMinutes: typedMinutes.optional(),
  /** Megabytes as typed, null when not a number. */
  offlineCacheMB: typedMinutes.optional(),
  /** The barcode scanner's shortest code (characters) and longest pause between its keys (ms), as typed. */
  scanner: z.strictObject({ minLength: typedMinutes.optional(), maxGapMs: typedMinutes.optional() }).optional(),
  theme: themeSchema.optional(),
});
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** Keyboard-wedge scanner thresholds; not locked on a kiosk, where scanning matters most. */
export const scannerSettingsSchema = z.object({ minLength: z.number(), maxGapMs: z.number(), kiosk: z.boolean() });
export type ScannerSettings = z.infer<typeof scannerSettingsSchema>;

export const unlockInputSchema = z.strictObject({ pin: z.string().max(32) });
export const badgeSchema = z.object({ count: z.number().int().min(0) });
