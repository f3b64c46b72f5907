import { z } from 'zod';
import { languageChoiceSchema } from '../../../contract/schemas/language';
import { keptZoom } from '../desktop-menu/zoom';
import { normaliseStoreUrl } from '../urls';

/** Stores kept in the list; the least recently used one goes first when a new one is added. */
const MAX_STORES = 50;
export const STORE_NAME_MAX = 80;
/** Customers whose files are traced per store (as many as catalogue index files are kept). */
const MAX_TRACES = 12;

/**
 * A path the app may open again (as the page's `safeReturnPath` accepts it): a settings file is
 * edited by hand, so a path that is not plainly in-app is dropped, never followed.
 */
export function safeAppPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const path = raw.trim();
  if (path.length > 2048 || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return /\p{Cc}/u.test(path) ? null : path;
}

/** Query values that sign in or say who a buyer is (a reset link's token and e-mail): never kept. */
const SECRET_PARAM = /token|key|sig|email|password|pin/i;

/**
 * What settings.json keeps of a screen's path: its route. An order's page is named by the order's
 * token, which opens the order to whoever holds it, so it is kept as the order list; a query value
 * that signs in or names the buyer is left out. Everything else is kept as the buyer left it.
 */
export function keptRoute(path: string | null): string | null {
  if (path === null) return null;
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt < 0 ? path : path.slice(0, hashAt);
  const [route = '', query] = beforeHash.split('?', 2) as [string, string | undefined];
  if (/^\/order\/[^/]+/.test(route)) return '/order';
  const kept = (query ?? '').split('&').filter((pair) => pair !== '' && !SECRET_PARAM.test(pair.split('=')[0] ?? ''));
  return `${route}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hashAt < 0 ? '' : path.slice(hashAt)}`;
}

const absoluteImage = z
  .string()
  .max(2083)
  .refine((text) => /^https?:\/\//i.test(text) && URL.canParse(text));

const storeUrl = z.string().transform((value, ctx) => {
  const checked = normaliseStoreUrl(value);
  if (checked.ok) return checked.url;
  ctx.addIssue({ code: 'custom', message: checked.message });
  return z.NEVER;
});

/** Files of this store kept under the data folder, relative to it: only these shapes are ever removed. */
const tracedFile = z.string().regex(/^(?:(?:drafts|catalogue-index)\/[0-9a-f]{32}\.json|buyers\/[0-9a-f]{40}\.sqlite)$/);

const storeRecordSchema = z.object({
  url: storeUrl,
  /** The store's own name and logo (absolute) from its last /_api/global. */
  storeName: z.string().max(200).nullable().default(null),
  logoUrl: absoluteImage.nullable().catch(null).default(null),
  /** The buyer's own name for it. */
  customName: z.string().min(1).max(STORE_NAME_MAX).nullable().catch(null).default(null),
  /** The screen to come back to. */
  lastPath: z.string().nullable().transform((path) => keptRoute(safeAppPath(path))).catch(null).default(null),
  lastUsed: z.number().nonnegative().catch(0).default(0),
  /** The window's zoom on this store (a store with small print is read larger), as a step. */
  zoom: z.unknown().transform(keptZoom).default(1),
  /** The buyer's language on this store (Settings); by default the store's own. */
  language: languageChoiceSchema.catch('store').default('store'),
  /** The store's locale from its last /_api/global, so the menus speak its language before the page asks. */
  storeLocale: z.string().max(35).nullable().catch(null).default(null),
  /** The bundled demo store: a new port each run replaces it rather than adding an entry. */
  demo: z.boolean().catch(false).default(false),
  /** What removing the store deletes: its customers' databases, drafts and index files, and order memory keys. */
  files: z.array(tracedFile).max(MAX_TRACES * 3).catch([]).default([]),
  orderKeys: z.array(z.string().regex(/^[0-9a-f]{1,64}$/)).max(MAX_TRACES).catch([]).default([]),
});
export type StoreRecord = z.infer<typeof storeRecordSchema>;

/**
 * One bad entry (a hand edit) drops that entry only, not the whole list; a store listed twice is
 * kept once. Linear in the file's length (addresses seen are a set, and reading stops at the
 * fiftieth store), so a settings file of thousands of stores opens at once.
 */
export const storeListSchema = z
  .array(z.unknown())
  .transform((items) => {
    const kept: StoreRecord[] = [];
    const seen = new Set<string>();
    for (const item of items) {
      if (kept.length === MAX_STORES) break;
      const parsed = storeRecordSchema.safeParse(item);
      if (!parsed.success || seen.has(parsed.data.url)) continue;
      seen.add(parsed.data.url);
      kept.push(parsed.data);
    }
    return kept;
  });

export const sameStore = (a: string, b: string): boolean => new URL(a).origin === new URL(b).origin;
export const findStore = (list: readonly StoreRecord[], url: string) => list.find((s) => sameStore(s.url, url));

const blank = (url: string): StoreRecord => storeRecordSchema.parse({ url });

/** The list with `url` in it (added, or changed by `edit`), bounded by dropping the least recently used others. */
export function upsertStore(list: readonly StoreRecord[], url: string, edit: (s: StoreRecord) => StoreRecord = (s) => s): StoreRecord[] {
  const existing = findStore(list, url);
  const next = edit(existing ?? blank(url));
  const others = list.filter((s) => s !== existing);
  if (existing) return list.map((s) => (s === existing ? next : s));
  const kept = [...others].sort((a, b) => b.lastUsed - a.lastUsed).slice(0, MAX_STORES - 1);
  return [...others.filter((s) => kept.includes(s)), next];
}

/** The demo store of this run, replacing the entry of an earlier run's port (its name and last screen stay). */
export function withDemoStore(list: readonly StoreRecord[], url: string): StoreRecord[] {
  const older = list.find((s) => s.demo && !sameStore(s.url, url));
  const rest = older ? list.filter((s) => s !== older && !sameStore(s.url, url)) : list;
  const replaced = older ? [...rest, { ...older, url, files: [], orderKeys: [] }] : rest;
  return upsertStore(replaced, url, (s) => ({ ...s, demo: true }));
}

/** Remembers the files a customer of this store leaves, so removing the store can delete them. */
export function traceCustomer(record: StoreRecord, files: string[], orderKey: string): StoreRecord {
  const fresh = files.filter((f) => !record.files.includes(f));
  const keys = record.orderKeys.includes(orderKey) ? record.orderKeys : [orderKey, ...record.orderKeys];
  if (fresh.length === 0 && keys === record.orderKeys) return record;
  return { ...record, files: [...fresh, ...record.files].slice(0, MAX_TRACES * 3), orderKeys: keys.slice(0, MAX_TRACES) };
}

/** The name shown: the buyer's, else the store's own, else its host. */
export const displayName = (s: StoreRecord): string => s.customName ?? s.storeName ?? new URL(s.url).host;
