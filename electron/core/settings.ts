import { z } from 'zod';
import { themeSchema } from '../../contract/schemas/desktop';
import { MAX_COUNTED_FAILURES } from './desktop-settings/kiosk-lock';
import { PIN_HASH, withHashedPin } from './desktop-settings/kiosk-pin';
import { normaliseStoreUrl } from './urls';
import { orderMemorySchema } from './notifications/order-memory-schema';
import { savedLoginsSchema } from './session/saved-logins';
import { storeListSchema } from './stores/store-list';
import { coreText } from './language/core-text';
import { counterOrderSchema } from '../../contract/schemas/counter';
import { WATCH_THRESHOLD_PERCENT } from '../../contract/schemas/watch';

/** A busy counter places a few hundred orders a day; the list is pruned to today at each write. */
export const COUNTER_ORDERS_KEPT = 1000;

const boundsSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

/**
 * A settings file is edited by hand (kiosk set-ups) or by anything with access to the user's
 * folder, so it gets the same rules as the connect screen: https, or plain http on loopback.
 */
const storeUrlSchema = z
  .string()
  .nullable()
  .transform((value, ctx) => {
    if (value === null) return null;
    const checked = normaliseStoreUrl(value);
    if (checked.ok) return checked.url;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });

/** A kiosk logs out after one minute at the soonest (a shorter one logs buyers out mid-order), a day at most. */
export const IDLE_MINUTES = { min: 1, max: 1440 } as const;

/** The catalogue index is walked again when older than this: five minutes at the soonest (a walk costs the store), a week at most. */
export const CATALOGUE_MAX_AGE_MINUTES = { min: 5, max: 10_080, default: 60 } as const;
export const OFFLINE_CACHE_MB = { min: 1, max: 100_000, default: 200 } as const;

/**
 * A barcode scanner types its code as keys: at least `minLength` characters, each at most
 * `maxGapMs` after the one before, then Enter or Tab. Hand typing is ten times slower (a fast
 * typist's keys are 80 ms or more apart), so the defaults never take typing for a scan.
 */
export const SCANNER_MIN_LENGTH = { min: 3, max: 64, default: 4 } as const;
export const SCANNER_MAX_GAP_MS = { min: 5, max: 60, default: 30 } as const;

export const settingsSchema = z.object({
  storeUrl: storeUrlSchema.default(null),
  kiosk: z
    .object({
      enabled: z.boolean().default(false),
      idleMinutes: z.number().min(IDLE_MINUTES.min).max(IDLE_MINUTES.max).default(10),
      /** Unlocks the settings screen on a kiosk; written in the file by whoever sets the kiosk up, kept as `pinHash` once read. */
      pin: z.string().regex(/^\d{4,12}$/).optional(),
      /** The PIN as kept: salted scrypt (desktop-settings/kiosk-pin.ts). */
      pinHash: z.string().regex(PIN_HASH).optional(),
      /** "Larger text and buttons" at the counter: on unless set off (counter/counter-status.ts); Settings turns it on and off. */
      largerText: z.boolean().optional(),
    })
    .default({ enabled: false, idleMinutes: 10 }),
  /** Wrong kiosk PINs in a row and the end of the wait they earned, kept so a restart does not forgive them. */
  kioskUnlock: z
    .object({ failures: z.number().int().min(0).max(MAX_COUNTED_FAILURES).default(0), lockedUntil: z.number().int().min(0).default(0) })
    .default({ failures: 0, lockedUntil: 0 }),
  windowBounds: boundsSchema.nullable().default(null),
  /** The buyer's stores; `storeUrl` is the current one. */
  stores: storeListSchema.default([]),
  /**
   * The cookie jars of the stores where the buyer chose "remember me", each encrypted by the
   * SecretBox and saved with its origin: a jar is never sent to another store.
   */
  sessions: savedLoginsSchema.default([]),
  /** The one saved jar of versions before the store list; moved into `sessions` at start (stores/migrate.ts). */
  session: z
    .object({ jar: z.string().nullable().default(null), origin: z.string().nullable().default(null) })
    .default({ jar: null, origin: null }),
  /** Attachments over this many MB are refused before any upload; none by default, as only the store knows its limit. */
  maxAttachmentMB: z.number().positive().max(1_000_000).nullable().default(null),
  catalogueMaxAgeMinutes: z
    .number()
    .int()
    .min(CATALOGUE_MAX_AGE_MINUTES.min)
    .max(CATALOGUE_MAX_AGE_MINUTES.max)
    .default(CATALOGUE_MAX_AGE_MINUTES.default),
  /** Disk kept per store for offline reading, least recently used answers evicted first. */
  offlineCacheMB: z.number().int().min(OFFLINE_CACHE_MB.min).max(OFFLINE_CACHE_MB.max).default(OFFLINE_CACHE_MB.default),
  /** Keyboard-wedge barcode scanners: what a burst of keys must be to count as a scan. */
  scanner: z
    .object({
      minLength: z.number().int().min(SCANNER_MIN_LENGTH.min).max(SCANNER_MIN_LENGTH.max).default(SCANNER_MIN_LENGTH.default),
      maxGapMs: z.number().int().min(SCANNER_MAX_GAP_MS.min).max(SCANNER_MAX_GAP_MS.max).default(SCANNER_MAX_GAP_MS.default),
    })
    .default({ minLength: SCANNER_MIN_LENGTH.default, maxGapMs: SCANNER_MAX_GAP_MS.default }),
  /** The window's colours: as the system says, or always light or dark. */
  theme: themeSchema.catch('system').default('system'),
  /** Open at sign-in to this computer, and then in kiosk mode. */
  openAtLogin: z.object({ enabled: z.boolean().default(false), kiosk: z.boolean().default(false) }).default({ enabled: false, kiosk: false }),
  notifications: z.object({ enabled: z.boolean().default(true) }).default({ enabled: true }),
  /** The price and stock watch tells a price that moved at least this many percent either way. */
  watchThresholdPercent: z.number().int().min(WATCH_THRESHOLD_PERCENT.min).max(WATCH_THRESHOLD_PERCENT.max).default(WATCH_THRESHOLD_PERCENT.default),
  /** Order statuses as earlier versions kept them, per store and customer: each buyer's entry moves into their database at its first open (notifications/order-memory.ts). */
  orderStatuses: orderMemorySchema.default([]),
  /** Today's orders placed at this kiosk, for its staff view; the kiosk's, not any buyer's (counter/counter-orders.ts). */
  counterOrders: z.array(counterOrderSchema).max(COUNTER_ORDERS_KEPT).default([]),
});
export type Settings = z.infer<typeof settingsSchema>;

/**
 * A message for the user at start, said when the window takes it: by then the language in force is
 * the buyer's, not the English the app starts in when it opens its settings.
 */
export type Notice = () => string;

/** Where the app keeps its settings. `notices` (if the store has any) are handed to the user once. */
export interface SettingsStore {
  get(): Settings;
  /**
   * Checks and keeps the change; false when it could not be written to disk (a full disk): the
   * change then lives in memory for this run only, and a caller that told the user must say so.
   */
  set(patch: Partial<Settings>): boolean;
  notices?: Notice[];
}

export const defaultSettings = (): Settings => settingsSchema.parse({});

export const SETTINGS_RESET_NOTICE = () => coreText('settings_reset');
export const SETTINGS_KIOSK_KEPT_NOTICE = () => coreText('settings_reset_kiosk_kept');
export const SETTINGS_NOT_OPENED_NOTICE = () => coreText('settings_not_opened');

type Shape = Record<string, z.ZodType>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of an object setting (`kiosk`, `session`), so its good fields survive a bad one. */
function fieldsOf(schema: z.ZodType): Shape | null {
  const inner = schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
  return inner instanceof z.ZodObject ? (inner.shape as Shape) : null;
}

/** Copies each value of `source` that passes its schema onto `into` (the defaults); true if any failed. */
function salvageInto(shape: Shape, source: Record<string, unknown>, into: Record<string, unknown>): boolean {
  let damaged = false;
  for (const [key, schema] of Object.entries(shape)) {
    if (!(key in source)) continue;
    const parsed = schema.safeParse(source[key]);
    if (parsed.success) {
      into[key] = parsed.data;
      continue;
    }
    damaged = true;
    const fields = fieldsOf(schema);
    const value = source[key];
    const target = into[key];
    if (fields && isPlainObject(value) && isPlainObject(target)) salvageInto(fields, value, target);
  }
  return damaged;
}

/**
 * Reads what it can: each setting that fails its schema falls back to its default on its own,
 * so a bad window size does not cost the user their store address, nor a bad idle time kiosk mode.
 */
export function salvage(raw: unknown): { settings: Settings; damaged: boolean } {
  if (!isPlainObject(raw)) return { settings: defaultSettings(), damaged: true };
  const settings = defaultSettings();
  const damaged = salvageInto(settingsSchema.shape as Shape, raw, settings as unknown as Record<string, unknown>);
  if (damaged && kioskMayBeOn(raw.kiosk)) settings.kiosk.enabled = true;
  return { settings, damaged };
}

/**
 * A kiosk setting the schema refused (`"kiosk": true`, `"enabled": "yes"`) still keeps kiosk mode
 * on: only a plain `false`, or no kiosk setting at all, turns a counter terminal into a window.
 */
function kioskMayBeOn(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (!isPlainObject(value)) return true;
  return value.enabled !== undefined && value.enabled !== false;
}

/**
 * The SettingsStore over wherever the settings live: every change is checked against the schema,
 * kept in memory and written through. A write that fails is logged and the app keeps working with
 * the settings in memory; the next successful write catches up.
 */
export function writeThroughSettings(
  initial: Settings,
  write: (settings: Settings) => void,
  notices: Notice[] = [],
): SettingsStore & { notices: Notice[] } {
  // A PIN typed into the file in clear is kept hashed from its first read on.
  let current = { ...initial, kiosk: withHashedPin(initial.kiosk) };
  if (current.kiosk !== initial.kiosk) {
    try {
      write(current);
    } catch (error) {
      console.error('settings: the kiosk PIN could not be saved hashed yet', error);
    }
  }
  return {
    notices,
    get: () => structuredClone(current),
    set(patch) {
      const next = settingsSchema.parse({ ...current, ...patch });
      current = { ...next, kiosk: withHashedPin(next.kiosk) };
      try {
        write(current);
        return true;
      } catch (error) {
        console.error('settings: could not be saved', error);
        return false;
      }
    },
  };
}

/** Settings kept in memory only (tests, and a fallback when no directory is writable). */
export function createMemorySettings(initial: Partial<Settings> = {}): SettingsStore & { notices: Notice[] } {
  return writeThroughSettings(settingsSchema.parse(initial), () => undefined);
}
