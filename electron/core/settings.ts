import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { SettingsStore } from './deps';

const boundsSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

export const settingsSchema = z.object({
  storeUrl: z.string().nullable().default(null),
  kiosk: z
    .object({ enabled: z.boolean().default(false), idleMinutes: z.number().positive().default(10) })
    .default({ enabled: false, idleMinutes: 10 }),
  windowBounds: boundsSchema.nullable().default(null),
  /** The cookie jar, encrypted by the SecretBox; null unless the user chose "remember me". */
  session: z.object({ jar: z.string().nullable().default(null) }).default({ jar: null }),
});
export type Settings = z.infer<typeof settingsSchema>;

export const defaultSettings = (): Settings => settingsSchema.parse({});

export const SETTINGS_RESET_NOTICE = 'Your settings could not be read and were reset.';

type Key = keyof Settings;
const keys = Object.keys(settingsSchema.shape) as Key[];

/**
 * Reads what it can: each top-level setting that fails its schema falls back to its default
 * on its own, so a bad window size does not cost the user their store address.
 */
export function salvage(raw: unknown): { settings: Settings; damaged: boolean } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { settings: defaultSettings(), damaged: true };
  const source = raw as Record<string, unknown>;
  const settings = defaultSettings();
  let damaged = false;
  for (const key of keys) {
    if (!(key in source)) continue;
    const parsed = settingsSchema.shape[key].safeParse(source[key]);
    if (parsed.success) Object.assign(settings, { [key]: parsed.data });
    else damaged = true;
  }
  return { settings, damaged };
}

/**
 * The SettingsStore over wherever the settings live: every change is checked against the schema,
 * kept in memory and written through. A write that fails is logged and the app keeps working with
 * the settings in memory; the next successful write catches up.
 */
export function writeThroughSettings(
  initial: Settings,
  write: (settings: Settings) => void,
  notices: string[] = [],
): SettingsStore & { notices: string[] } {
  let current = initial;
  return {
    notices,
    get: () => structuredClone(current),
    set(patch) {
      current = settingsSchema.parse({ ...current, ...patch });
      try {
        write(current);
      } catch (error) {
        console.error('settings: could not be saved', error);
      }
    },
  };
}

/** A JSON settings file in `dir`, written atomically; a corrupt file is kept as `.corrupt` and reset. */
export function createFileSettings(dir: string): SettingsStore & { notices: string[] } {
  const file = join(dir, 'settings.json');
  const notices: string[] = [];
  let current = defaultSettings();

  const write = (settings: Settings) => {
    mkdirSync(dir, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(settings, null, 2), { mode: 0o600 });
    renameSync(temp, file);
  };

  if (existsSync(file)) {
    let damaged: boolean;
    try {
      const result = salvage(JSON.parse(readFileSync(file, 'utf8')));
      current = result.settings;
      damaged = result.damaged;
    } catch {
      damaged = true;
    }
    if (damaged) {
      try {
        copyFileSync(file, `${file}.corrupt`);
        write(current);
      } catch (error) {
        console.error('settings: could not keep the corrupt copy or rewrite the file', error);
      }
      notices.push(SETTINGS_RESET_NOTICE);
    }
  }

  return writeThroughSettings(current, write, notices);
}

/** Settings kept in memory only (tests, and a fallback when no directory is writable). */
export function createMemorySettings(initial: Partial<Settings> = {}): SettingsStore & { notices: string[] } {
  return writeThroughSettings(settingsSchema.parse(initial), () => undefined);
}
