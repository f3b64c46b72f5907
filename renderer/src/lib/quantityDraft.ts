import type { DraftEntry } from '../../../contract/schemas/drafts';
import type { DurableDrafts } from './durableDrafts';
import { currentBuyerDrafts, type DraftStore } from '../state/buyerDrafts';
import type { Quantities } from './quantity';

/**
 * Quantities typed but not yet saved (cart) or added (product page), kept in sessionStorage so a
 * renderer crash and reload loses none of them, and handed to the core (durableDrafts)
 * so a quit loses none either. Only the entries that differ from what the store has are
 * written, each with that store quantity (its base, to see later whether the store cart changed);
 * a draft is dropped once saved. Each buyer has their own (state/buyerDrafts.ts): the next buyer
 * at the computer finds none of the last one's.
 */
export type { DraftStore } from '../state/buyerDrafts';

const PREFIX = 'wholesale-desk.draft.';

/** Where the cart screen keeps the quantities typed in the cart of this token. */
export const cartDraftScope = (cartToken: string | null | undefined): string => `cart:${cartToken ?? ''}`;

const shelf = (): DraftStore | null => currentBuyerDrafts().shelf;
const durableDrafts = (): DurableDrafts => currentBuyerDrafts().durable;

type Entry = [number, number | null, number | null];

const toDurable = (changes: Entry[]): DraftEntry[] => changes.map(([variant_id, quantity, base]) => ({ variant_id, quantity, base }));

export function saveDraft(
  scope: string,
  edited: Quantities,
  base: Quantities,
  store: DraftStore | null = shelf(),
  durable: DurableDrafts | null = durableDrafts(),
): void {
  const changes: Entry[] = [];
  for (const [id, quantity] of edited) if ((quantity ?? 0) !== (base.get(id) ?? 0)) changes.push([id, quantity, base.get(id) ?? null]);
  const next = changes.length === 0 ? null : JSON.stringify(changes);
  let before: string | null = null;
  try {
    before = store?.getItem(PREFIX + scope) ?? null;
    if (next === null) store?.removeItem(PREFIX + scope);
    else store?.setItem(PREFIX + scope, next);
  } catch {
    // Quota or privacy mode: keep working; the core still keeps the draft.
  }
  // Only a real edit reaches the core: a screen opening with nothing typed (after a relaunch) must
  // not wipe the draft the core kept from before.
  if (next !== before) durable?.save(scope, toDurable(changes));
}

const isEntry = (value: unknown): value is Entry =>
  Array.isArray(value) &&
  (value.length === 2 || value.length === 3) &&
  Number.isInteger(value[0]) &&
  (value[1] === null || (Number.isInteger(value[1]) && value[1] >= 0));

/** The changes kept for a scope, as written (none when unreadable). */
function readEntries(scope: string, store: DraftStore | null): Entry[] {
  try {
    const raw = store?.getItem(PREFIX + scope);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** `base` with the draft's changes laid over it, for ids in `base` or `ids` only. */
export function loadDraft(
  scope: string,
  base: Quantities,
  ids: Iterable<number> = base.keys(),
  store: DraftStore | null = shelf(),
): Quantities {
  const entries = readEntries(scope, store);
  if (entries.length === 0) return base;
  const known = new Set(ids);
  const merged = new Map(base);
  for (const [id, quantity] of entries) if (known.has(id)) merged.set(id, quantity);
  return merged;
}

/**
 * The store answered with its cart (`saved`), after being sent `sent` (a read sends nothing): a
 * kept change ends once the store holds it, or what was sent for that line, and with its line when
 * the store's cart no longer has it. Written at once, not by the screen's next render: the answer
 * that empties the cart closes the screen, and a removed line's 0 kept past that would come back
 * the day the line is added again.
 */
export function settleDraft(
  scope: string,
  saved: Quantities,
  sent: Quantities = saved,
  store: DraftStore | null = shelf(),
  durable: DurableDrafts | null = durableDrafts(),
): void {
  const entries = readEntries(scope, store);
  const open = entries.filter(([id, quantity]) => saved.has(id) && (quantity ?? 0) !== (saved.get(id) ?? 0) && (quantity ?? 0) !== (sent.get(id) ?? 0));
  if (open.length === entries.length) return;
  try {
    if (open.length === 0) store?.removeItem(PREFIX + scope);
    else store?.setItem(PREFIX + scope, JSON.stringify(open));
  } catch {
    // storage disabled: the core's copy is settled below
  }
  durable?.save(scope, toDurable(open));
}

export function clearDraft(scope: string, store: DraftStore | null = shelf(), durable: DurableDrafts | null = durableDrafts()): void {
  durable?.save(scope, []);
  try {
    store?.removeItem(PREFIX + scope);
  } catch {
    // nothing to clear
  }
}

/** "Review" of a kept draft: the screen it belongs to opens with it laid over the store's quantities. */
export function restoreDraft(scope: string, entries: readonly DraftEntry[], store: DraftStore | null = shelf()): void {
  const changes: Entry[] = entries.map((e) => [e.variant_id, e.quantity, e.base]);
  try {
    store?.setItem(PREFIX + scope, JSON.stringify(changes));
  } catch {
    // storage disabled: the screen shows the store's quantities
  }
}
