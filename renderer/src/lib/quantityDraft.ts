import type { Quantities } from './quantity';

/**
 * Quantities typed but not yet saved (cart) or added (product page), kept in sessionStorage so a
 * renderer crash and reload loses none of them (quality R8). Only the entries that differ from
 * what the store has are written; a draft is dropped once saved.
 */
export interface DraftStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = 'wholesale-desk.draft.';

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled: drafts are a comfort, never a failure
  }
}

export function saveDraft(scope: string, edited: Quantities, base: Quantities, store: DraftStore | null = sessionStore()): void {
  if (!store) return;
  const changes: [number, number | null][] = [];
  for (const [id, quantity] of edited) if ((quantity ?? 0) !== (base.get(id) ?? 0)) changes.push([id, quantity]);
  try {
    if (changes.length === 0) store.removeItem(PREFIX + scope);
    else store.setItem(PREFIX + scope, JSON.stringify(changes));
  } catch {
    // Quota or privacy mode: keep working without a draft.
  }
}

const isEntry = (value: unknown): value is [number, number | null] =>
  Array.isArray(value) &&
  value.length === 2 &&
  Number.isInteger(value[0]) &&
  (value[1] === null || (Number.isInteger(value[1]) && value[1] >= 0));

/** `base` with the draft's changes laid over it, for ids in `base` or `ids` only. */
export function loadDraft(
  scope: string,
  base: Quantities,
  ids: Iterable<number> = base.keys(),
  store: DraftStore | null = sessionStore(),
): Quantities {
  const raw = store?.getItem(PREFIX + scope);
  if (!raw) return base;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return base;
  }
  if (!Array.isArray(parsed)) return base;
  const known = new Set(ids);
  const merged = new Map(base);
  for (const entry of parsed) if (isEntry(entry) && known.has(entry[0])) merged.set(entry[0], entry[1]);
  return merged;
}

export function clearDraft(scope: string, store: DraftStore | null = sessionStore()): void {
  try {
    store?.removeItem(PREFIX + scope);
  } catch {
    // nothing to clear
  }
}

/** Kiosk idle logout: every draft of the last buyer goes, whatever cart or product it was for. */
export function clearAllDrafts(store: Pick<Storage, 'length' | 'key' | 'removeItem'> | null = sessionStore()): void {
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // storage disabled: there were no drafts
  }
}
